import type { AlbumPhoto, HostAlbum } from '@app/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { hostKeys } from './keys';

const albumPath = (id: string) => `/api/host/parties/${encodeURIComponent(id)}`;

/** GET /api/host/parties/:id/album: the party's photos as its host sees them, and whether the album is still open. */
export const useHostAlbum = (id: string) =>
  useQuery({ queryKey: hostKeys.album(id), queryFn: () => api.get<HostAlbum>(`${albumPath(id)}/album`) });

/**
 * DELETE /api/host/parties/:id/photos/:photoId (docs/product/albums.md#deleting-a-photo): one Idempotency-Key per photo
 * the host deletes, and the album read again.
 */
export function useDeleteHostPhoto(id: string) {
  const queryClient = useQueryClient();
  const remove = useIntentMutation(
    async (photo: Pick<AlbumPhoto, 'id'>, key: string) => {
      await apiRequest('DELETE', `${albumPath(id)}/photos/${encodeURIComponent(photo.id)}`, undefined, key);
    },
    { onSuccess: () => void queryClient.invalidateQueries({ queryKey: hostKeys.album(id) }) },
  );
  return (photo: AlbumPhoto) => remove.mutateAsync({ id: photo.id });
}
