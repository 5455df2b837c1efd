import { sharedKeyRoots } from '@/lib/shared-query-keys';

/** A party's album, under the albums' root that the shared upload control reads again. */
export const albumKeys = {
  ofBooking: (id: string, token: string | null) => [...sharedKeyRoots.albums, 'booking', id, token] as const,
  shared: (token: string) => [...sharedKeyRoots.albums, 'shared', token] as const,
};
