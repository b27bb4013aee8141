// What a page says about itself in the document's head (docs/product.md#2-pages-and-routes: '{page} | {brand}'),
// and how it is written. Plain data with no React: the build writes it into each page's document
// (scripts/vite-route-preloads.ts), and usePageMeta (page-meta.ts) keeps it as the visitor moves.
import { DEFAULT_FACTS } from '#domain/site/facts';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
}

const DEFAULT_KEYWORDS = 'ristorante, bistrot, Garbagnate Milanese, cucina milanese, pasta fresca, Milano';

/**
 * The head's texts of a page, as the document and the app both write them. `brand`: the name the
 * owner saved (the build writes the default's; the Worker and the app the saved one).
 */
export const pageHead = ({ title, description, keywords = DEFAULT_KEYWORDS }: PageMeta, brand = DEFAULT_FACTS.name) => ({
  title: `${title} | ${brand}`,
  description,
  keywords,
});
