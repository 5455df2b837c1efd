import type { PublicPhotos } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What a document carries of the uploads: none (src/render-document.tsx); the page asks again once hydrated. */
export const NO_PHOTOS: PublicPhotos = { gallery: [], portraits: [] };

export const photosQueryOptions = () =>
  queryOptions({ queryKey: ['photos'], queryFn: () => api.get<PublicPhotos>('/api/photos') });

/** The uploaded photos; while they load, or if they fail to, pages keep their artwork. */
export const usePhotos = () => useQuery(photosQueryOptions());
