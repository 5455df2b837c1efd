import type { BookingsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Booking failures (codes: BOOKINGS_ERRORS in libs/shared/contracts). */
export class BookingsException extends domainException<BookingsErrorCode>() {}
