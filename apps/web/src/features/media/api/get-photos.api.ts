import type { PublicPhotos } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { mediaKeys } from './keys';

export const photosQueryOptions = () =>
  queryOptions({ queryKey: mediaKeys.photos(), queryFn: () => api.get<PublicPhotos>('/api/photos') });

/** The uploaded photos; while they load, or if they fail to, pages keep their artwork. */
export const usePhotos = () => useQuery(photosQueryOptions());
