import type { PaperSize } from '@app/contracts';

/**
 * Every domain event and its payload, in one place. A new event is added here, recorded with OutboxService.record()
 * in the transaction of its state change, and handled by one or more @OnEvent subscribers in the worker.
 */
export interface EventPayloads {
  'contact.received': { contactMessageId: string };
  'booking.created': { bookingId: string };
  /** An unpaid booking began holding a team (created, or claimed again before a payment): its release is scheduled. */
  'booking.held': { bookingId: string; holdExpiresAt: string };
  /** Money arrived after the booking's hold lapsed and no team was free: the business is told to find one. */
  'booking.team-needed': { bookingId: string };
  /** A PayPal order was opened for a payment: a delayed subscriber gives back its promo use if it is abandoned. */
  'payment.order-opened': { paymentId: string; bookingId: string };
  /**
   * Money arrived (or a free booking completed, amount 0): the worker renders and e-mails the receipt. `confirmation`:
   * the id of the booking.confirmed event this capture caused, whose e-mail carries this receipt instead.
   */
  'payment.captured': { paymentId: string; bookingId: string; confirmation?: string };
  /**
   * The booking became confirmed (its first capture, the free path, an admin): the worker renders the confirmation.
   * `paymentId`: the capture that confirmed it, whose receipt goes with the confirmation's e-mail.
   */
  'booking.confirmed': { bookingId: string; by: 'payment' | 'free' | 'admin'; paymentId?: string };
  /**
   * The booking was cancelled (by an admin, or the parent in time): the worker e-mails the parent; a refund's own
   * e-mail follows PayPal's answer. `owedCents`: the refund beyond PayPal, given back by hand.
   */
  'booking.cancelled': {
    bookingId: string;
    reason: string;
    owedCents?: number;
    /** The refund by how it goes back (through PayPal, in cash, by bank transfer), for the e-mail to say. */
    refund?: { paypalCents: number; cashCents: number; bankTransferCents: number };
  };
  /**
   * The booking's event moved to another day or start time (the parent in time, an admin's Calendar): the worker
   * e-mails the parent the updated invite, SEQUENCE `sequence`.
   */
  'booking.rescheduled': { bookingId: string; sequence: number };
  /**
   * The booking's party went to another team (an admin's Calendar, or a reschedule that found its old team busy): the
   * worker tells the hosts of both teams (docs/product/hosts.md#moving-a-party-to-another-team).
   */
  'booking.team-moved': { bookingId: string; fromTeamId: number; toTeamId: number };
  /** An admin changed the booking's details and its price followed: the parent is e-mailed the new price. */
  'booking.changed': { bookingId: string };
  /** The parent asked, less than 48 hours ahead, to cancel: the business is told, the parent gets an acknowledgement. */
  'booking.cancellation-requested': { bookingId: string; requestId: string };
  /** An admin declined the parent's cancellation request: the parent is told the booking stands. */
  'booking.cancellation-declined': { bookingId: string; requestId: string };
  /** The buyer approved a PayPal order (webhook): a delayed subscriber captures it if the browser never did. */
  'payment.approved': { paymentId: string; bookingId: string };
  /** A capture's answer was lost (the connection dropped): a delayed subscriber asks PayPal what happened. */
  'payment.capture-unknown': { paymentId: string; bookingId: string };
  /**
   * A refund was asked of PayPal (recorded with its request, before PayPal is called): the worker sends it again
   * later if PayPal could not be reached, or the api stopped before asking (RefundRetries).
   */
  'payment.refund-requested': { refundRequestId: string; bookingId: string };
  /** Money went back to the parent (an admin's refund, one made at PayPal, a reversal): the worker e-mails them. */
  'payment.refunded': { refundId: string; paymentId: string; bookingId: string };
  /**
   * An admin reversed cash or a bank transfer (recorded by mistake, bounced) or recorded the return of what a
   * cancellation owed by hand; the entry is `refundId` in payment_refunds. No subscriber yet: no e-mail goes out (the
   * parent was handed the money) and the figures read the ledger as it is.
   */
  'payment.reversed': { refundId: string; paymentId: string; bookingId: string };
  'export.requested': { exportId: string };
  /** An admin asked for the confirmation e-mail again: the worker builds and e-mails it as on confirming. */
  'booking.confirmation-resend': { bookingId: string };
  /** The api stored a certificates PDF's or a run sheet's HTML: the worker renders it (the row's id only). */
  'roster-document.requested': { documentId: string };
  /** A party's host asked for the award certificates to be e-mailed to the parent: the worker makes and sends them. */
  'certificates.email-requested': { bookingId: string; paper: PaperSize };
  /** A family answered the invitation link: the host is e-mailed who replied, at most once a day (libs/business/roster). */
  'roster.family-replied': { bookingId: string };
  /** The admin invited a host (or invited them again): the worker e-mails the link to set a password (libs/office/admin). */
  'host.invited': { invitationId: string };
  /** Its host finished the party: the worker e-mails the parent the thank-you, once (libs/business/reviews). */
  'booking.completed': { bookingId: string };
  /**
   * A parent deleted their account (its row anonymised, its sessions ended, its upcoming parties cancelled): the
   * worker erases what each domain holds about them, domain by domain (libs/office/privacy).
   */
  'account.deleted': { userId: string };
  /**
   * Time was given back (a cancellation, a move away, a lapsed hold, an offer ended, a team's new hours, time off or a
   * blackout removed): the waiting list offers what is now free on these business days (`days`) or on the days of
   * these weekdays (`weekdays`, 0 = Sunday). `bookingId`: the booking whose allocation gave it back, if one did.
   */
  'availability.freed': { days?: string[]; weekdays?: number[]; bookingId?: string };
  /** A family joined the waiting list: the worker e-mails the confirmation with the link to leave it. */
  'waitlist.joined': { entryId: string };
  /** A time is held for a waiting family: the worker e-mails the offer and schedules its end. */
  'waitlist.offered': { offerId: string; expiresAt: string };
  /** A waiver was signed: the worker e-mails the signer their copy, the text in full (libs/business/waivers). */
  'waiver.signed': { signatureId: string };
}

export type EventName = keyof EventPayloads;

/** Runtime list of the event names (the keys of EventPayloads: the compiler keeps it complete). */
const EVENTS: { [N in EventName]: true } = {
  'contact.received': true,
  'booking.created': true,
  'booking.held': true,
  'booking.team-needed': true,
  'payment.order-opened': true,
  'payment.captured': true,
  'booking.confirmed': true,
  'booking.cancelled': true,
  'booking.rescheduled': true,
  'booking.team-moved': true,
  'booking.changed': true,
  'booking.cancellation-requested': true,
  'booking.cancellation-declined': true,
  'payment.approved': true,
  'payment.capture-unknown': true,
  'payment.refund-requested': true,
  'payment.refunded': true,
  'payment.reversed': true,
  'export.requested': true,
  'booking.confirmation-resend': true,
  'roster-document.requested': true,
  'certificates.email-requested': true,
  'roster.family-replied': true,
  'host.invited': true,
  'booking.completed': true,
  'account.deleted': true,
  'availability.freed': true,
  'waitlist.joined': true,
  'waitlist.offered': true,
  'waiver.signed': true,
};

export const EVENT_NAMES = Object.keys(EVENTS) as EventName[];
