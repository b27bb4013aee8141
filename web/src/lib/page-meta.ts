import { useEffect } from 'react';
import { pageHead, type PageMeta } from './page-head';
import { useSite } from './site';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/**
 * Every page sets '{page} | {brand}' (the name the owner saved), a meta description and keywords
 * (docs/product.md#2-pages-and-routes). The Worker wrote the same into the page's document
 * (worker/pages/pages.ts); this keeps them right as the visitor moves from page to page.
 */
export function usePageMeta(meta: PageMeta | null) {
  const { brand } = useSite().view;
  const { title, description, keywords } = meta ? pageHead(meta, brand) : {};
  useEffect(() => {
    if (title === undefined || description === undefined || keywords === undefined) return;
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
