import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../lib/json';
import { galleryKeys, justFetched } from '../../lib/query-keys';
import type { EmbeddedPhoto, Gallery } from '../../../../worker/db/schema';

/** A gallery with its photos in order (the list embeds them: one request for /galleria). */
export type GalleryRow = Json<Gallery> & { images: EmbeddedPhoto[] };

export { galleryKeys };

// SPEC.md section 7: the galleries list is always stale and refetched on window focus.
export const useGalleries = () =>
  useQuery<GalleryRow[]>({ queryKey: galleryKeys.list, staleTime: 0, refetchOnWindowFocus: true, refetchOnMount: (q) => !justFetched(q.state.dataUpdatedAt) });
