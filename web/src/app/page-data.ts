// The data a page drawn by the Worker shows, handed to the browser's TanStack Query so that it asks
// for none of it again (docs/decisions/021-pages-drawn-on-the-server.md). It rides in the document
// as a JSON block that is never run (the Content-Security-Policy allows no inline script).
import type { QueryClient } from '@tanstack/react-query';
import { jsonScript } from '#domain/json-script';

const PAGE_DATA_ID = 'page-data';

/** Each query the page read: its key and its answer. */
export type PageData = [queryKey: readonly unknown[], data: unknown][];

/** The `<script type="application/json">` the Worker writes at the end of the document's body. */
export const pageDataScript = (data: PageData) => jsonScript('application/json', data, PAGE_DATA_ID);

/** Puts the document's data in `queryClient`, fresh as of now; false when the document has none. */
export function seedPageData(queryClient: QueryClient, doc: Document): boolean {
  const block = doc.getElementById(PAGE_DATA_ID);
  if (!block?.textContent) return false;
  for (const [queryKey, data] of JSON.parse(block.textContent) as PageData) queryClient.setQueryData(queryKey, data);
  return true;
}
