import { BookingsException } from '@app/bookings';
import { ALBUM_MESSAGES, BOOKING_MESSAGES } from '@app/contracts';
import { uuidIdPipe } from '@app/platform';
import { AlbumsException } from './albums.exception';

/** Someone else's album, a wrong link or a booking that does not exist: the one 404 of a missing booking. */
export const noSuchBooking = () => new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);

/** A photo that is not this album's (deleted already, another album's). */
export const noSuchPhoto = () => new AlbumsException('ALBUM_PHOTO_NOT_FOUND', ALBUM_MESSAGES.photoNotFound);

/**
 * The ids in a path, by the one id rule (docs/product/errors.md#error-rules): one that is no UUID names nothing, so it
 * is the same coded 404 as an unknown one (never a database error). The host's routes read the party's through
 * @HostPartyId (libs/business/party).
 */
export const BookingIdParam = uuidIdPipe(noSuchBooking);
export const PhotoIdParam = uuidIdPipe(noSuchPhoto);

const SIZES = ['thumb', 'full'] as const;

/** A photo's size in its path: thumb or full; anything else names no file (the missing booking's 404). */
export const sizeOf = (size: string): (typeof SIZES)[number] => {
  const known = SIZES.find((s) => s === size);
  if (!known) throw noSuchBooking();
  return known;
};
