import type { CreatedBooking } from './booking.contract';

/**
 * A parent's own booking page: what `GET /api/bookings/:id` answers to its owner, an admin, or anyone holding the
 * booking's signed link (`?token=`), and the parent's actions on it. Money is dollar strings with 2 decimals, instants
 * ISO 8601.
 */

/**
 * The policy (docs/product/constants.md#business-constants-and-limits): a change (reschedule, a cancellation with its
 * refund) needs this many hours' notice.
 */
export const CHANGE_NOTICE_HOURS = 48;

export const MANAGE_BOOKING_RULES = {
  reasonMax: 1000,
} as const;

export const MANAGE_BOOKING_MESSAGES = {
  eventDate: 'Please choose a valid date',
  eventTime: 'Please choose a start time',
  reasonTooLong: `Please keep the reason under ${MANAGE_BOOKING_RULES.reasonMax} characters`,
  /** The cancel dialog's opening once the change deadline passed: a cancellation is now a request. */
  lateCancelIntro: `Your party is less than ${CHANGE_NOTICE_HOURS} hours away, so we decide on a cancellation. Tell us why and we will reply by e-mail.`,
  /** The parent's acknowledgement of a late request, in its e-mail. */
  lateRequestReceived: `As it is less than ${CHANGE_NOTICE_HOURS} hours before the event, our team will look at it and answer you by e-mail soon.`,
  reasonRequired: 'Please tell us why you need to cancel',
  rescheduleTooLate: `Bookings can be moved until ${CHANGE_NOTICE_HOURS} hours before the event. Please call us to change it.`,
  sameSlot: 'Your booking is already at that date and time.',
  notChangeable: 'This booking can no longer be changed.',
  requestOpen: 'Your cancellation request is already with us. We will reply by e-mail.',
  noOpenRequest: 'This booking has no open cancellation request.',
  refundDelayed:
    'Your booking is cancelled, but PayPal did not accept the refund yet. We will send it and e-mail you when it is on its way.',
  /** `amount` as shown, e.g. "$388.00". */
  refundOnItsWay: (amount: string) =>
    `Your refund of ${amount} is on its way: PayPal has not confirmed it yet. We will e-mail you once it is sent.`,
} as const;

/** What the parent may do now, and what a cancellation would return, computed by the server at read time. */
export interface BookingPolicy {
  /** The event's start less CHANGE_NOTICE_HOURS, in the business time zone (ISO). */
  changeDeadline: string;
  canReschedule: boolean;
  /** 'refund': cancel now and get `refundNow` back; 'request': ask the business (late); null: nothing to cancel. */
  cancel: 'refund' | 'request' | null;
  /** CANCELLATION_FEE_PERCENT. */
  feePercent: number;
  /** What was paid less the fee (0.00 when nothing was paid, and once the booking is cancelled). */
  refundNow: string;
  /** `refundNow` by how it would go back (PayPal only gives back its own captures); the parts sum to it. */
  refundNowSplit: RefundSplit;
}

/**
 * A refund by how it goes back, in dollars ("0.00" for none): through PayPal, then handed back by the business in
 * cash or by bank transfer, as the money came in (libs/shared/pricing `splitRefund`, the rule a cancellation records by).
 */
export interface RefundSplit {
  paypal: string;
  cash: string;
  bankTransfer: string;
}

export type CancellationRequestStatus = 'open' | 'approved' | 'declined';

/** A late cancellation the parent asked for; an admin approves (with a refund amount) or declines it. */
export interface CancellationRequestView {
  id: string;
  status: CancellationRequestStatus;
  reason: string;
  createdAt: string;
  decidedAt: string | null;
  /** Dollars the admin chose to refund on approval. */
  refundAmount: string | null;
}

/**
 * A refund of the booking as its page lists it, one per refund PayPal makes (a booking paid in two captures, a deposit
 * and its balance, is refunded in two): `sent` once PayPal made it, `on-its-way` while PayPal's word is awaited (it is
 * asked again), `failed` when PayPal refused it (an admin sends it again).
 */
export interface RefundLine {
  /** Dollars, as the refund's e-mail says them. */
  amount: string;
  /** `owed`: beyond what PayPal held, the business gives it back in cash or by bank transfer. */
  state: 'sent' | 'on-its-way' | 'failed' | 'owed';
  /** When PayPal made it (sent), else when it was asked for, or owed since the cancellation (ISO). */
  at: string;
}

/** GET /api/bookings/:id (also `?token=`), with the stored pricing for the page's price lines (priceLines()). */
export interface ManagedBooking extends CreatedBooking {
  policy: BookingPolicy;
  cancellationRequest: CancellationRequestView | null;
  /** Dollars of a refund asked of PayPal and not made yet (PayPal not reached: it is sent again); null when none. */
  refundOnItsWay: string | null;
  /** The booking's refunds, oldest first; what was paid in all is `amountPaid` + `amountRefunded`. */
  refunds: RefundLine[];
  /** The invite's SEQUENCE: raised on every change of the event, so calendars update one entry. */
  calendarSequence: number;
  /** Game names in the booking's order (custom games by their name). */
  gameNames: string[];
  /** Event length in minutes (libs/shared/pricing, by game count). */
  durationMinutes: number;
  /** A Google Calendar "add event" link for this booking. */
  googleCalendarUrl: string;
}

/** POST /api/bookings/:id/reschedule. */
export interface RescheduleBookingRequest {
  /** yyyy-MM-dd */
  eventDate: string;
  /**
   * HH:mm, one of the start times (docs/product/constants.md#business-constants-and-limits) with a free team (GET
   * /api/availability).
   */
  eventTime: string;
}

/** POST /api/bookings/:id/cancel. */
export interface CancelOwnBookingRequest {
  /** Required for a late request (less than CHANGE_NOTICE_HOURS ahead), optional otherwise. */
  reason?: string;
}

/**
 * What a cancellation answers of its refund, whoever cancelled (the parent in time, an admin, an admin approving a late
 * request): the booking is cancelled first, then PayPal is asked.
 */
export interface CancellationResult {
  /** Dollars going back; null when nothing does (nothing paid, none chosen, or the parent's late request). */
  refundAmount: string | null;
  /**
   * The booking is cancelled but PayPal refused the refund or could not be reached: the worker asks again while it
   * cannot be reached, and the admin's detail lists it under "Refunds not made" (MANAGE_BOOKING_MESSAGES.refundDelayed).
   */
  refundFailed: boolean;
}

/** The answer to a parent's cancel: the refund it started (on time) or the request it created (late). */
export interface CancelOwnBookingResult extends CancellationResult {
  booking: ManagedBooking;
  outcome: 'cancelled' | 'requested';
  request: CancellationRequestView | null;
}

/** POST /api/admin/bookings/:id/cancellation-request/approve. */
export interface ApproveCancellationRequest {
  /** Dollars to refund (0 to refund nothing), at most what the booking's captures still hold. */
  refundAmount: string;
}
