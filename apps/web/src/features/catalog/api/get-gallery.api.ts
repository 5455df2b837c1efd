import type { GalleryImage } from '@app/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './keys';

async function getGallery(featured = false): Promise<GalleryImage[]> {
  try {
    return await api.get<GalleryImage[]>('/api/gallery', { featured: featured || undefined });
  } catch (cause) {
    throw new Error('Failed to fetch gallery images', { cause });
  }
}

export const galleryQueryOptions = (featured = false) =>
  queryOptions({ queryKey: catalogKeys.gallery(featured), queryFn: () => getGallery(featured) });

export const useGallery = (featured = false) => useQuery(galleryQueryOptions(featured));
