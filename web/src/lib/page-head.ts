// What a page says about itself in the document's head (docs/product.md#2-pages-and-routes: '{page} | {brand}'),
// and how it is written. Plain data with no React: the build writes it into each page's document
// (scripts/vite-route-preloads.ts), and usePageMeta (page-meta.ts) keeps it as the visitor moves.
import { site } from '#domain/site';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
}

const DEFAULT_KEYWORDS = 'ristorante, bistrot, Garbagnate Milanese, cucina milanese, pasta fresca, Milano';

/** The head's texts of a page, as the document and the app both write them. */
export const pageHead = ({ title, description, keywords = DEFAULT_KEYWORDS }: PageMeta) => ({
  title: `${title} | ${site.brand}`,
  description,
  keywords,
});
