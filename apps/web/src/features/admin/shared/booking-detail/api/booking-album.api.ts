import type { Album, AlbumPhoto } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { adminKeys } from '@/features/admin/shared/api/keys';

/**
 * GET /api/bookings/{id}/album, as the parent's page reads it (an admin may read any booking's): the photos and the
 * children without photo consent, named before an upload (docs/product/albums.md#uploading).
 */
export const useBookingAlbum = (id: string) =>
  useQuery({
    queryKey: adminKeys.bookingAlbum(id),
    queryFn: () => api.get<Album>(`/api/bookings/${encodeURIComponent(id)}/album`),
  });

/**
 * DELETE /api/admin/bookings/{id}/photos/{photoId} (docs/product/albums.md#deleting-a-photo): one Idempotency-Key per
 * photo; the booking's detail, its history (which records the deletion) and its album are read again.
 */
export function useDeleteBookingPhoto(id: string) {
  const queryClient = useQueryClient();
  const remove = useIntentMutation(
    async (photo: Pick<AlbumPhoto, 'id'>, key: string) => {
      const path = `/api/admin/bookings/${encodeURIComponent(id)}/photos/${encodeURIComponent(photo.id)}`;
      await apiRequest('DELETE', path, undefined, key);
    },
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) }) },
  );
  return (photo: AlbumPhoto) => remove.mutateAsync({ id: photo.id });
}
