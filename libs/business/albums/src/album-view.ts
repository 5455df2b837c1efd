import type { AlbumPhoto } from '@app/contracts';
import type { AlbumPhotoEntity } from './entities';

/**
 * Where an album's files are read: the parent's routes (with the booking link's token when the page has one), the
 * family's, or the party's host's.
 */
export interface AlbumPaths {
  photo: (photoId: string, size: 'thumb' | 'full') => string;
  zip: string;
}

const query = (linkToken: string | null) => (linkToken ? `?token=${encodeURIComponent(linkToken)}` : '');

/** The parent's paths: `/api/bookings/:id/album/...`, signed-link token and all, as the page's other reads. */
export const parentPaths = (bookingId: string, linkToken: string | null): AlbumPaths => ({
  photo: (photoId, size) => `/api/bookings/${bookingId}/album/photos/${photoId}/${size}${query(linkToken)}`,
  zip: `/api/bookings/${bookingId}/album.zip${query(linkToken)}`,
});

/** A family's paths, by the shared link's token alone. */
export const sharedPaths = (token: string): AlbumPaths => ({
  photo: (photoId, size) => `/api/albums/${token}/photos/${photoId}/${size}`,
  zip: `/api/albums/${token}/album.zip`,
});

/** The party's host's paths (`/api/host/parties/:id/photos/...`): the files only, no zip. */
export const hostPaths = (bookingId: string): Pick<AlbumPaths, 'photo'> => ({
  photo: (photoId, size) => `/api/host/parties/${bookingId}/photos/${photoId}/${size}`,
});

export const toAlbumPhoto = (row: AlbumPhotoEntity, paths: Pick<AlbumPaths, 'photo'>): AlbumPhoto => ({
  id: row.id,
  width: row.width,
  height: row.height,
  thumbUrl: paths.photo(row.id, 'thumb'),
  url: paths.photo(row.id, 'full'),
});
