import type { AlbumsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Album refusals (codes: ALBUMS_ERRORS in libs/shared/contracts; someone else's album or a wrong link is BOOKING_NOT_FOUND). */
export class AlbumsException extends domainException<AlbumsErrorCode>() {}
