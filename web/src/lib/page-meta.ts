import { useEffect } from 'react';
import { site } from '../site';

export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
}

const DEFAULT_KEYWORDS = 'ristorante, bistrot, Garbagnate Milanese, cucina milanese, pasta fresca, Milano';

function setMeta(name: string, content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  tag.content = content;
}

/** Every page sets '{page} | {brand}', a meta description and keywords (SPEC.md section 2). */
export function usePageMeta({ title, description, keywords = DEFAULT_KEYWORDS }: PageMeta) {
  useEffect(() => {
    document.title = `${title} | ${site.brand}`;
    setMeta('description', description);
    setMeta('keywords', keywords);
  }, [title, description, keywords]);
}
