// The browser's side of a drawn page (main.tsx asks for it): each island of the document
// (lib/island.tsx) hydrated as a root of its own, with the code that island needs and no more.
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createQueryClient } from '../lib/api';
import { closuresKey } from '../lib/query-keys';
import { IslandRoot, type IslandName } from '../lib/island';
import { seedPageData } from './page-data';
import { HYDRATED_EVENT } from './wake';
import { localeOfPath } from '#domain/page-routes';
import { overwriteGetLocale } from '#i18n/runtime';

/** What each island is: the tree written where it stands (layout.tsx, legal-page.tsx), built here. */
const ISLANDS: Record<IslandName, () => Promise<ReactNode>> = {
  header: () => import('./layout-parts').then(({ HeaderParts }) => <HeaderParts />),
  fixed: () => import('./layout-parts').then(({ FixedParts }) => <FixedParts />),
  page: () => import('./router').then(({ PageRoutes }) => <PageRoutes />),
  'legal-updated': () => import('../components/ui/legal-page').then(({ LegalUpdated }) => <LegalUpdated />),
};

/**
 * An island's history: a link to another page loads that page's document (drawn by the Worker, from
 * the edge cache), as a link does without script; a change of the same page's query or hash (the
 * menu's filter) stays in the page, as the router does.
 */
function islandHistory() {
  const history = createBrowserHistory({ v5Compat: true });
  const elsewhere = (to: Parameters<typeof history.push>[0]) => history.createURL(to).pathname !== window.location.pathname;
  return Object.assign(Object.create(history) as typeof history, {
    push(to: Parameters<typeof history.push>[0], state?: unknown) {
      if (elsewhere(to)) window.location.assign(history.createHref(to));
      else history.push(to, state);
    },
    replace(to: Parameters<typeof history.replace>[0], state?: unknown) {
      if (elsewhere(to)) window.location.replace(history.createHref(to));
      else history.replace(to, state);
    },
  });
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The fields of `root` the visitor changed before its island woke: what they show is not what was drawn. */
const fieldsChangedIn = (root: HTMLElement): Field[] =>
  [...root.querySelectorAll<Field>('input, textarea, select')].filter((field) =>
    field instanceof HTMLSelectElement
      ? [...field.options].some((option) => option.selected !== option.defaultSelected)
      : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked !== field.defaultChecked
        : field.value !== field.defaultValue,
  );

/**
 * Tells React what the visitor typed, ticked or chose in `fields` before they were hydrated: React
 * keeps such a value on the page but not in its state, so that the next render would wipe it and
 * the form would send the drawn value (React's own replay of these changes is still behind a flag:
 * github.com/facebook/react/pull/33129). As that replay does, each field's change event is sent
 * again once hydrated, its value tracker (React's record of the value it last saw) first told that
 * it was the drawn one, so that React reads a change and calls the field's onChange.
 */
function tellReact(fields: Field[]): void {
  for (const field of fields) {
    const tracker = (field as Field & { _valueTracker?: { setValue(value: string): void } })._valueTracker;
    if (field instanceof HTMLSelectElement) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      tracker?.setValue(String(field.defaultChecked));
      // A plain Event, not a MouseEvent: the box is not ticked again, React just reads it.
      field.dispatchEvent(new Event('click', { bubbles: true }));
    } else {
      tracker?.setValue(field.defaultValue);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
}

/**
 * Hydrates every island of the document; <html data-hydrated> once all are (the browser journeys
 * wait for it). `closures`: the closures as the entry already asked for them (app/wake.ts).
 */
export function hydrateIslands(doc: Document, closures: Promise<unknown> | null): Promise<Root[]> {
  // The page's language is its address's (lib/locale.ts); the other language is another document.
  overwriteGetLocale(() => localeOfPath(window.location.pathname));
  const queryClient = createQueryClient();
  seedPageData(queryClient, doc);
  if (closures && !queryClient.getQueryData(closuresKey))
    void queryClient.prefetchQuery({ queryKey: closuresKey, queryFn: () => closures });
  // An island inside another is hydrated with it.
  const roots = [...doc.querySelectorAll<HTMLElement>('[data-island]')].filter((el) => !el.parentElement?.closest('[data-island]'));
  // Each boundary that says so (island.tsx SayHydrated) is counted once: an island's root, and in
  // the page's island the page's own boundary too (router.tsx), which waits for the page's chunk.
  const done = () => {
    tellReact(roots.flatMap(fieldsChangedIn));
    doc.documentElement.dataset.hydrated = '';
    doc.dispatchEvent(new Event(HYDRATED_EVENT));
  };
  let left = roots.length;
  if (left === 0) done();
  return Promise.all(
    roots.map((root) => {
      const name = root.dataset.island as IslandName;
      const said = new Set<string>();
      const onHydrated = (id: string) => {
        said.add(id);
        if (said.size === (name === 'page' ? 2 : 1) && --left === 0) done();
      };
      return ISLANDS[name]().then((part) =>
        hydrateRoot(
          root,
          <HistoryRouter history={islandHistory()}>
            <IslandRoot queryClient={queryClient} onHydrated={onHydrated}>
              {part}
            </IslandRoot>
          </HistoryRouter>,
        ),
      );
    }),
  );
}
