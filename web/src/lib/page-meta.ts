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
 * (worker/pages.ts); this keeps them right as the visitor moves from page to page.
 */
export function usePageMeta(meta: PageMeta) {
  const { title, description, keywords } = pageHead(meta, useSite().view.brand);
  useEffect(() => {
    document.title = title;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
