import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

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

  const onKeyDown = (e: KeyboardEvent) => {
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[e.key];
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
        onKeyDown={onKeyDown}
        // On phones the tabs wrap into rows, so every tab (and the count of new bookings) is in view.
        className="flex flex-wrap gap-1 border-b border-walnut/15 pb-px print:hidden sm:-mx-4 sm:flex-nowrap sm:overflow-x-auto sm:px-4"
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
              className={`relative shrink-0 rounded-t-lg border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition sm:px-4 sm:py-3 ${
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
          className="py-6 outline-none"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
