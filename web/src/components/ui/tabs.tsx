import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): one tab stop, arrow keys move between tabs and
 * activate them, Home and End jump to the first and last.
 */
export function Tabs({
  tabs,
  active,
  onChange,
  label,
}: {
  tabs: TabItem[];
  active: string;
  onChange: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.id === active),
  );

  // The row scrolls sideways on a phone: the selected tab is always brought into it.
  const selectedId = tabs[index]!.id;
  useEffect(() => {
    const row = list.current;
    const tab = row?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-tab-${selectedId}`)}`);
    if (!row || !tab) return;
    if (tab.offsetLeft < row.scrollLeft || tab.offsetLeft + tab.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = tab.offsetLeft - 16;
    }
  }, [base, selectedId]);

  const onKeyDown = (e: KeyboardEvent) => {
    // From the focused tab, not the selected one: the selection may follow a moment later (the
    // admin keeps it in the address), and a second key press must not start from the old tab.
    const focused = tabs.findIndex((t) => `${base}-tab-${t.id}` === (e.target as HTMLElement).id);
    const from = focused >= 0 ? focused : index;
    const next = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length]!;
    onChange(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-tab-${target.id}`)}`)?.focus();
  };

  return (
    <div>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        data-needs-script
        onKeyDown={onKeyDown}
        // One row that scrolls sideways when it does not fit on a phone (the tabs took three rows); on a
        // wide screen they wrap instead, so that no tab hides off the edge.
        className="-mx-4 flex gap-1 overflow-x-auto border-b lg:flex-wrap border-walnut/15 px-4 pb-px [scrollbar-width:none] print:hidden"
      >
        {tabs.map((tab) => {
          const selected = tab.id === tabs[index]!.id;
          return (
            <button
              key={tab.id}
              id={`${base}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(tab.id)}
              // relative: visually hidden text inside a tab must not be placed against the page.
              className={`relative min-h-11 shrink-0 rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition sm:px-4 sm:py-3 ${
                selected ? 'border-walnut bg-white text-walnut' : 'border-transparent text-ink/70 hover:text-ink'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {/* Every panel stays mounted (hidden when not selected): switching tab keeps what was typed. */}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          tabIndex={0}
          hidden={tab.id !== tabs[index]!.id}
          // Without JavaScript no tab can be chosen: every panel shows, under its tab's name
          // (index.html's <noscript> style).
          data-tab-panel
          className="py-6 outline-none"
        >
          <noscript>
            <h2 className="font-display text-3xl text-ink">{tab.label}</h2>
          </noscript>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
