import type { BookingEntity, BookingLinks } from '@app/bookings';
import type { AppConfig, BusinessFacts } from '@app/config';
import type { PaymentEntity } from '@app/payments';

/** A booked game as the documents name it; a parent's own game is marked so the business sees it is custom. */
export interface DocumentGame {
  name: string;
  custom: boolean;
}

/** What a confirmation is built from: the booking as stored (amounts in cents) and its games in order. */
export interface BookingFacts {
  booking: BookingEntity;
  games: DocumentGame[];
}

/** What a receipt is built from: the booking, the one payment it is for, and everything paid up to and with it. */
export interface ReceiptFacts extends BookingFacts {
  payment: Pick<
    PaymentEntity,
    | 'id'
    | 'method'
    | 'plan'
    | 'amountCents'
    | 'captureId'
    | 'paypalOrderId'
    | 'invoiceId'
    | 'capturedAt'
    | 'promoCode'
    | 'receivedOn'
  >;
  /** The captured payments of the booking up to and including this one (the deposit before a balance). */
  paidToDateCents: number;
}

/** The business facts and address every document carries (DESIGN §4.14). */
export interface DocumentContext {
  business: BusinessFacts;
  publicUrl: string;
  /** The booking's own page through its signed link (issue #28): where every document and e-mail sends the parent. */
  bookingUrl: (bookingId: string) => string;
}

/** The context of the documents and e-mails built now: the configured business and the booking links. */
export const documentContext = (
  config: Pick<AppConfig, 'business' | 'publicUrl'>,
  links: BookingLinks,
): DocumentContext => ({
  business: config.business,
  publicUrl: config.publicUrl,
  bookingUrl: (bookingId) => links.url(bookingId),
});

/** The business name on every document and e-mail. */
export const BUSINESS_NAME = 'Champions Party';
