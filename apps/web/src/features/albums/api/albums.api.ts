import type { Album, AlbumLink, SharedAlbum } from '@app/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest, withQuery } from '@/lib/api-client';
import { useIntentMutation } from '@/lib/use-intent-mutation.hook';
import { albumKeys } from './keys';

/**
 * The party's album. The parent's calls go where the booking page's do, with its signed link's `token` when the page
 * was opened by it; a family's go by the album link's token alone. Its keys start with 'albums', which an upload
 * (components/ui/album-upload) reads again.
 */
const albumPath = (id: string, token: string | null, tail: string) =>
  withQuery(`/api/bookings/${encodeURIComponent(id)}${tail}`, { token });

export const useAlbum = (id: string, token: string | null) =>
  useQuery(
    queryOptions({
      queryKey: albumKeys.ofBooking(id, token),
      queryFn: () => api.get<Album>(albumPath(id, token, '/album')),
      retry: false,
    }),
  );

export const useSharedAlbum = (token: string) =>
  useQuery(
    queryOptions({
      queryKey: albumKeys.shared(token),
      queryFn: () => api.get<SharedAlbum>(`/api/albums/${encodeURIComponent(token)}`),
      // A 404 (forged, replaced, turned off) is the answer: asking again changes nothing.
      retry: false,
    }),
  );

/** A new shared link (the old one stops), or none: the album is read again either way. */
export function useAlbumLink(id: string, token: string | null) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: albumKeys.ofBooking(id, token) });
  const create = useIntentMutation(
    (_body: Record<string, never>, key: string) =>
      api.post<AlbumLink>(albumPath(id, token, '/album-link'), undefined, key),
    { onSuccess: refresh },
  );
  const turnOff = useIntentMutation(
    async (_body: Record<string, never>, key: string) => {
      await apiRequest('DELETE', albumPath(id, token, '/album-link'), undefined, key);
    },
    { onSuccess: refresh },
  );
  return { create, turnOff };
}

/**
 * One photo as a file for the phone's share sheet (the Web Share API shares files, not our links: a parent's photo
 * address carries the booking's signed token, which must not travel with the photo).
 */
export async function photoFile(url: string, name: string): Promise<File> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`The photo could not be loaded (${res.status})`);
  const blob = await res.blob();
  return new File([blob], name, { type: blob.type || 'image/webp' });
}
