import { useQuery } from '@tanstack/react-query';
import type { Json } from '../../lib/json';
import { staleListOptions } from '../../lib/api';
import { galleryKeys } from '../../lib/query-keys';
import type { EmbeddedPhoto, Gallery } from '#worker/db/schema';

/** A gallery with its photos in order (the list embeds them: one request for /galleria). */
export type GalleryRow = Json<Gallery> & { images: EmbeddedPhoto[] };

export const useGalleries = () => useQuery<GalleryRow[]>({ queryKey: galleryKeys.list, ...staleListOptions });
