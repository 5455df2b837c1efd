import { formatDollars } from '@app/pricing';
import { waitTime } from '../words/wait-time.words';
import type { RefundSplit } from '../bookings/manage-booking.contract';
import type { Payment } from '../payments/payments.contract';

/** What can happen to a booking, as its history shows it: each with the label the admin reads. */
export const BOOKING_HISTORY_ACTIONS = {
  created: 'Created',
  paid: 'Paid',
  confirmed: 'Confirmed',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'payment-failed': 'Payment failed',
  /** An admin gave it another team, day or start time (the Calendar). */
  moved: 'Moved',
  /** Paid after its hold lapsed with no team free: someone must give it one. */
  'team-needed': 'Needs a team',
  /** The parent asked, less than 48 hours ahead, to cancel; an admin approves or declines it. */
  'cancellation-requested': 'Cancellation requested',
  'cancellation-declined': 'Cancellation request declined',
  /** An admin's internal note: never shown to the parent. */
  note: 'Note',
  /** An admin sent the confirmation e-mail again. */
  'confirmation-resent': 'Confirmation resent',
  /** An admin sent a refund PayPal had not made (not reached, or refused) again. */
  'refund-resent': 'Refund sent again',
  /** An admin changed its details (children, games, place, add-ons, event type, theme, requests). */
  changed: 'Changed',
  /** An admin recorded money taken outside PayPal (cash, bank transfer). */
  'paid-offline': 'Paid outside PayPal',
  /** An admin reversed such a payment, with a reason. */
  'payment-reversed': 'Payment reversed',
  /** An admin gave back, in cash or by transfer, what a cancellation's refund owed beyond PayPal. */
  'payment-returned': 'Refund returned by hand',
  /** What was paid above a changed booking's total, asked of PayPal while the booking stands. */
  'overpayment-refund': 'Overpayment refunded',
  /** An admin marked the party's custom shirts ordered (the sizes then are kept in `after`). */
  'shirts-ordered': 'Shirts ordered',
  /** Its host finished the party (docs/product/hosts.md#finishing): `after` says whether a balance was left due. */
  completed: 'Completed',
  /**
   * The office corrected a game's result (docs/product/party-day.md#the-admins-view): `before` and `after` hold the
   * game's name and the result in words, as they read then.
   */
  'result-corrected': 'Result corrected',
  /**
   * The party's host or the office took a photo out of the album (docs/product/albums.md#deleting-a-photo): `before`
   * names the photo and when it was uploaded, `after` how many photos the album still holds.
   */
  'photo-deleted': 'Photo deleted',
  /**
   * The host checked in a child with no signed waiver, as the business allows (docs/product/waivers.md#at-the-door):
   * `after` names the child.
   */
  'arrived-without-waiver': 'Arrived without a waiver',
} as const;
export type BookingHistoryAction = keyof typeof BOOKING_HISTORY_ACTIONS;

/** One line of a booking's history: what happened, who did it (an admin, the parent, PayPal) and when. */
export interface BookingHistoryEntry {
  at: string;
  action: BookingHistoryAction;
  actor: { id: string | null; name: string };
  /** The fields the action changed, as they were and as they became. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The admin's reason for a cancellation or a refund. */
  note: string | null;
}

interface PaymentRefund {
  id: string;
  refundId: string;
  amount: string;
  /** refund (PayPal's), reversal (a chargeback, or an admin's reversal of a cash or bank-transfer payment). */
  kind: 'refund' | 'reversal';
  reason: string | null;
  refundedAt: string;
}

/** GET /api/admin/bookings/:id/documents: every receipt and confirmation the worker built, newest first. */
export interface DocumentLink {
  id: string;
  kind: 'receipt' | 'confirmation';
  createdAt: string;
  emailedAt: string | null;
  /** GET it for the PDF (add ?format=html for the page): the latest of its kind. */
  url: string;
}

type RefundRequestStatus = 'requested' | 'completed' | 'failed';

/**
 * A refund asked of PayPal: `requested` while PayPal's word is awaited (the worker sends it again while PayPal cannot
 * be reached), `completed` once made, `failed` when PayPal refused it (`failureReason`: PayPal's error name).
 */
export interface RefundRequestView {
  id: string;
  paymentId: string;
  amount: string;
  /** When it was asked. */
  requestedAt: string;
  status: RefundRequestStatus;
  failureReason: string | null;
  /** The admin (or "Parent") who asked. */
  requestedBy: string;
}

/** A waiting refund can be sent again by hand once the api's own attempt is surely over: this long after it was asked. */
export const REFUND_RESEND_AFTER_MS = 60_000;

/** GET /api/admin/bookings/:id/activity: the booking's payments with their refunds, and its history. */
export interface AdminBookingActivity {
  payments: (Payment & { invoiceId: string; failureReason: string | null; refunds: PaymentRefund[] })[];
  /** Captured and not yet refunded, in dollars: the most a cancellation can give back. */
  refundable: string;
  /** `refundable` by how it would go back: PayPal's captures first, then cash and bank transfers by hand. */
  refundableSplit: RefundSplit;
  /** Refunds not made: waiting for PayPal, or refused and not sent again (oldest first). */
  openRefunds: RefundRequestView[];
  history: BookingHistoryEntry[];
}

/** POST /api/admin/bookings/:id/cancel. */
export interface CancelBookingRequest {
  reason: string;
  /** Dollars to give back through PayPal (at most `refundable`); none when missing or "0". */
  refund?: string;
}

export const CANCEL_REASON_MAX = 500;
export const ADMIN_NOTE_MAX = 2000;

/** POST /api/admin/bookings/:id/notes: an internal note, kept in the booking's history. */
export interface AdminNoteRequest {
  note: string;
}

export const ADMIN_ACTION_MESSAGES = {
  reasonRequired: 'Please give a reason for the cancellation.',
  reasonTooLong: `The reason must be at most ${CANCEL_REASON_MAX} characters.`,
  noteRequired: 'Please write the note.',
  noteTooLong: `A note must be at most ${ADMIN_NOTE_MAX} characters.`,
  notConfirmed: 'Only a confirmed booking has a confirmation to send again.',
  confirmationResent: 'The confirmation is on its way to the parent again.',
  tooManyResends: (seconds: number) => `Too many confirmations sent again. Please try again in ${waitTime(seconds)}.`,
  refundFormat: 'The refund must be an amount in dollars, like "150.00".',
  refundTooLarge: (refundable: string) => `At most ${formatDollars(refundable)} can be refunded on this booking.`,
  /**
   * A refund started on a booking that still stands: only an admin's cancel of the former order left one (it asked
   * PayPal before cancelling); cancelling again with that refund finishes it.
   */
  refundPending: (amount: string) =>
    `A refund of ${formatDollars(amount)} was already started on this booking. Cancel again with that refund to finish it.`,
  refundRequestNotFound: 'This booking has no such refund.',
  refundAlreadyMade: 'This refund was already made.',
  refundAlreadyResent: 'This refund was already sent again.',
  refundNothingLeft: (left: string) =>
    `Only ${formatDollars(left)} of this payment is left to refund, so this refund cannot be sent again.`,
  refundWaiting: 'Another refund of this payment is still waiting for PayPal.',
  /** A refund of a booking that still stands (as refundPending's) is sent by cancelling it, never alone. */
  refundOfUncancelled: 'This booking was not cancelled. Cancel it again with this refund to send it.',
  notPending: 'Only a pending booking can be confirmed.',
  alreadyCancelled: 'This booking is already cancelled.',
  confirmed: 'Booking confirmed. The parent gets the confirmation by e-mail.',
  cancelled: 'Booking cancelled. The parent is told by e-mail.',
  cancelledRefundNotMade:
    'Booking cancelled. PayPal has not made the refund yet: it is listed under "Refunds not made", and the parent is e-mailed once it is.',
  paymentsUnavailable: "The booking's payments could not be loaded, so no refund can be offered: reload to cancel it.",
} as const;
