// docs/product.md#2-pages-and-routes (Eventi, Evento).

export const EXCERPT_LENGTH = 300;

/** The list shows the first line of the content, cut to 300 characters with '...' if longer. */
export function eventExcerpt(content: string): string {
  const firstLine =
    content
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const chars = [...firstLine];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH).join('')}...` : firstLine;
}

/** The content as paragraphs, one per line. */
export const paragraphs = (content: string) =>
  content
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

export interface EventPhoto {
  id: number;
  imageUrl: string;
  position: number;
  isCover: boolean;
}

/** Viewer order: the cover first, then the others by position. */
export function viewerOrder<T extends EventPhoto>(images: readonly T[]): T[] {
  const sorted = [...images].sort((a, b) => a.position - b.position || a.id - b.id);
  const cover = sorted.find((i) => i.isCover);
  return cover ? [cover, ...sorted.filter((i) => i !== cover)] : sorted;
}
