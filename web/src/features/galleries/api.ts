import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../lib/json';
import type { Gallery, GalleryImage } from '../../../../worker/db/schema';

export type GalleryRow = Json<Gallery>;
export type GalleryPhotoRow = Json<GalleryImage>;

export const galleryKeys = {
  list: ['/api/galleries'],
  images: (id: number) => ['/api/galleries', id, 'images'],
} as const;

// SPEC.md section 7: the galleries list is always stale and refetched on window focus.
export const useGalleries = () => useQuery<GalleryRow[]>({ queryKey: galleryKeys.list, staleTime: 0, refetchOnWindowFocus: true });
export const useGalleryImages = (id: number) => useQuery<GalleryPhotoRow[]>({ queryKey: galleryKeys.images(id) });
