import { naturalList } from '../words/list.words';

/**
 * The party's photo album (docs/product/albums.md): its rules, messages and shapes, shared by the api and the SPA.
 */

/**
 * An album closes (its photos are deleted) this many days after its event, counted on the business's calendar, until
 * an admin chooses another period in Settings (`albumRetentionDays`): the first-run value.
 */
export const ALBUM_RETENTION_DAYS = 90;

/** The parent is e-mailed this many days before the album closes ("download your photos by ..."). */
export const ALBUM_CLOSING_NOTICE_DAYS = 7;

export const ALBUM_RULES = {
  /** Photos one upload may carry (a phone's selection); each is checked against PHOTO_RULES as it arrives. */
  filesPerUpload: 40,
} as const;

export const ALBUM_MESSAGES = {
  closed: 'This album has closed: its photos were deleted after the party.',
  tooManyFiles: `Upload at most ${ALBUM_RULES.filesPerUpload} photos at a time.`,
  closesOn: (day: string) => `The album closes on ${day}: download the photos before then, they are deleted after it.`,
  /** Before the files are chosen, on the host's and the office's upload screens (docs/product/albums.md#uploading). */
  withoutConsent: (firstNames: readonly string[]) => `Don't upload photos showing ${naturalList(firstNames, 'or')}`,
  /** A photo that is not in the album (another album's, or one deleted already). */
  photoNotFound: 'This photo is not in the album: it may have been deleted already.',
  /** The host's delete after the album closed: the office may still take a photo down. */
  closedToHosts: 'This album has closed: ask the office to take a photo down.',
} as const;

/** One photo of an album: a thumbnail and the full size, both served to whoever may see the album. */
export interface AlbumPhoto {
  id: string;
  width: number;
  height: number;
  thumbUrl: string;
  url: string;
}

/** The album's link for the invited families (POST /api/bookings/:id/album-link); a new one stops the old. */
export interface AlbumLink {
  url: string;
  createdAt: string;
}

/** GET /api/bookings/:id/album: the parent's (or an admin's) album. */
export interface Album {
  bookingId: string;
  photos: AlbumPhoto[];
  /** First names of the roster's children coming without photo consent (the office's upload screen names them). */
  withoutConsent: string[];
  /** The business day the album closes (yyyy-MM-dd): Settings' `albumRetentionDays` after the event. */
  closesOn: string;
  /** Every photo as one zip, streamed. */
  zipUrl: string;
  link: AlbumLink | null;
}

/** GET /api/albums/:token: what a family sees through the shared link: the photos only, no names. */
export interface SharedAlbum {
  photos: AlbumPhoto[];
  closesOn: string;
  zipUrl: string;
}

/**
 * GET /api/host/parties/:id/album: the album as the party's host sees it on the phone, each photo with its Delete until
 * the album closes (`open`); its files are read by the host's own paths.
 */
export interface HostAlbum {
  photos: AlbumPhoto[];
  closesOn: string;
  /** Photos may still be added and deleted by the host (until the album's last day). */
  open: boolean;
}

/** POST /api/bookings/:id/album/photos: what was added, and the children listed without photo consent. */
export interface AlbumUploaded {
  added: AlbumPhoto[];
  /** First names of the roster's children without photo consent: a reminder to the uploader. */
  withoutConsent: string[];
}
