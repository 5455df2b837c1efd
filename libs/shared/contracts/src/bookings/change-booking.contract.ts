import { formatDollars, type PriceLineKey } from '@app/pricing';
import type { BookingDetailsDto } from './create-booking.dto';

/**
 * PATCH /api/admin/bookings/:id: the booking's changeable details as they should be (BookingDetailsDto, the wizard's
 * rules); a detail left out that is optional there (theme, add-ons, special requests) becomes none.
 */
export type ChangeBookingRequest = BookingDetailsDto;

/** One price line as the api sends it: the label every rendering shows, signed dollars (a discount is negative). */
interface ChangedPriceLine {
  key: PriceLineKey;
  label: string;
  amount: string;
}

/** PATCH /api/admin/bookings/:id's answer: the new price lines, total, paid and due, in dollars. */
export interface BookingChangeResult {
  priceLines: ChangedPriceLine[];
  total: string;
  paid: string;
  due: string;
  /**
   * Dollars paid above the new total, which the admin may give back (the refund path of a cancellation, from the
   * booking's payments); null when the total still covers what was paid.
   */
  refundOffer: string | null;
}

export const CHANGE_BOOKING_MESSAGES = {
  notChangeable: 'A cancelled booking cannot be changed.',
  /** SLOT_TAKEN on a change that makes the event longer: its team (and every other) is busy right after it. */
  longerNotFree: 'No team is free for the longer event at this time. Move the booking first, or choose fewer games.',
  saved: 'Booking changed. The parent gets the new price by e-mail.',
  refundOffered: (amount: string) =>
    `The new total is below what was paid: ${formatDollars(amount)} can be refunded from the booking's payments.`,
  editTitle: 'Edit booking',
  save: 'Save changes',
  /** The refund offered after a change, paid out while the booking stands. */
  refundOverpayment: (amount: string) => `Refund ${formatDollars(amount)}`,
  /** The amount the admin gives back of the offer: all of it unless they lower it. */
  overpaymentAmountLabel: (most: string) => `Refund through PayPal, in dollars (up to ${formatDollars(most)})`,
  overpaymentRefunded: (amount: string) =>
    `${formatDollars(amount)} refunded through PayPal. The parent gets an e-mail.`,
  overpaymentRefundWaiting: (amount: string) =>
    `The refund of ${formatDollars(amount)} is asked of PayPal; it is sent again until PayPal makes it.`,
  overpaymentTooLarge: (most: string) => `At most ${formatDollars(most)} was paid above the booking's total.`,
  noOverpayment: "Nothing was paid above the booking's total.",
  /** PayPal gives back only what it took; cash or a transfer goes back by hand (the payment's reversal). */
  overpaymentBeyondPayPal: (paypal: string) =>
    `PayPal holds ${formatDollars(paypal)} of what was paid; give the rest back in cash or by bank transfer and record it with "Reverse…" on that payment.`,
  overpaymentOfCancelled: "A cancelled booking's refund is its cancellation's.",
  /** The refund's note to the parent on PayPal and in the history. */
  overpaymentReason: 'Paid above the new total after a change to the booking',
  overpaymentWaiting: (amount: string) =>
    `A refund of ${formatDollars(amount)} is still on its way; wait for PayPal first.`,
} as const;

/**
 * POST /api/admin/bookings/:id/refund-overpayment: what was paid above a changed booking's new total goes back while
 * the booking stands; `amount` (dollars) at most that, all of it when left out.
 */
export interface RefundOverpaymentRequest {
  amount?: string;
}

/** Its answer: the refund asked, whether PayPal has not made it yet, and what is now paid and due, in dollars. */
export interface OverpaymentRefundResult {
  refundAmount: string;
  refundFailed: boolean;
  paid: string;
  due: string;
}
