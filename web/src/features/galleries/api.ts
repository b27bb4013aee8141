import { useQuery } from '@tanstack/react-query';
import { staleListOptions } from '../../lib/api';
import type { Answer, Api } from '../../lib/client';
import { galleryKeys } from '../../lib/query-keys';

/** A gallery with its photos in order (the list embeds them: one request for /galleria). */
export type GalleryRow = Answer<Api['galleries']['$get']>[number];

export const useGalleries = () => useQuery<GalleryRow[]>({ queryKey: galleryKeys.list, ...staleListOptions });
