import type { BookingEntity, TimedGame } from '@app/bookings';
import type { BusinessSettings, ShirtSize } from '@app/contracts';
import type { PaymentEntity } from '@app/payments';
import type { RosterChildEntity } from '@app/roster';

/** A booked game as the documents name it; a parent's own game is marked so the business sees it is custom. */
interface DocumentGame {
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

/**
 * A child coming to the party, as the certificates and the run sheet print them (no one else's copy has notes); the
 * age (null: not given) is for the run sheet, where the team pitches games and splits teams by it.
 */
type RosterDocumentChild = Pick<
  RosterChildEntity,
  'firstName' | 'shirtSize' | 'notes' | 'age' | 'photoConsent' | 'walkIn'
>;

/** What the certificates and the host's run sheet are built from: the booking, its timed games, the children coming. */
export interface RosterDocumentFacts {
  booking: BookingEntity;
  games: TimedGame[];
  /** Only those coming, in the host's order. */
  children: RosterDocumentChild[];
}

/** A child's certificate: their first name and the award title it names (docs/product/party-day.md#certificates). */
interface CertificateChild {
  firstName: string;
  title: string;
}

/** What the award certificates are built from: the booking and each certified child. */
export interface CertificateFacts {
  booking: BookingEntity;
  children: CertificateChild[];
}

/** A child on the run sheet: whether a signed waiver still misses (docs/product/waivers.md#the-office). */
export type RunSheetChild = RosterDocumentChild & { waiverMissing?: boolean };

/** The run sheet's facts: the sizes counted as the shirt order counts them (roster's sizesOf: attending, sized). */
export interface RunSheetFacts extends RosterDocumentFacts {
  children: RunSheetChild[];
  shirtSizes: { shirtSize: ShirtSize; count: number }[];
  /** null while waivers are off (nothing is asked); otherwise whether the booking's own child still misses one. */
  waivers: { ownChildMissing: boolean } | null;
}

/**
 * The business facts and address every document carries (docs/product/pages.md#business-facts): the admin's settings as
 * they are now.
 */
export interface DocumentContext {
  business: BusinessSettings;
  publicUrl: string;
  /** The booking's own page through its signed link: where every document and e-mail sends the parent. */
  bookingUrl: (bookingId: string) => string;
}
