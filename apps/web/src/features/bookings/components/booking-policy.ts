import {
  bookingStatusOf,
  cancellationOffer,
  MANAGE_BOOKING_MESSAGES,
  paidNetWords,
  depositPlanWords,
  type Booking,
  type BookingPolicy,
  type CancellationRequestView,
  type ManagedBooking,
  type PlanTerms,
} from '@app/contracts';
import { dollarsToCents, formatUsd } from '@app/pricing';

/** "Sat, Dec 12, 2:00 PM" on the business's clock (GET /api/site's time zone), as every time the site shows. */
const shortDateTime = (iso: string, timeZone: string | undefined): string =>
  new Date(iso).toLocaleString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/**
 * The cancellation policy (docs/product/constants.md#business-constants-and-limits) in words for this booking now, from
 * the one place money words live
 *: on time, the deadline with the business's zone, the refund and the fee kept; late, that a cancellation
 * is a request to the business; null when there is nothing to cancel.
 */
export function cancellationPolicyLine(policy: BookingPolicy, timeZone: string | undefined): string | null {
  const offer = cancellationOffer(policy, timeZone);
  return offer && policy.cancel === 'refund' ? `${offer} After that, ask us.` : offer;
}

/** The deadline and fee a plan for this booking is stated with: the server's policy for it. */
export const planTermsOf = (booking: Pick<ManagedBooking, 'eventDate' | 'policy'>): PlanTerms => ({
  eventDate: booking.eventDate,
  changeDeadline: booking.policy.changeDeadline,
  feePercent: booking.policy.feePercent,
});

/** While nothing is paid: the deposit plan, in the words the review and the payment dialog said it. */
export function depositPlanLine(booking: ManagedBooking, timeZone: string | undefined): string {
  const payable = {
    finalCents: dollarsToCents(booking.finalPrice ?? booking.totalPrice) ?? 0,
    amountPaidCents: dollarsToCents(booking.amountPaid ?? '0') ?? 0,
  };
  return depositPlanWords(payable, planTermsOf(booking), timeZone);
}

/** What was paid net of refunds, from the api's figures: "Paid $400.00 · Refunded $388.00 · Kept $12.00". */
export function paidNetLine(booking: Pick<Booking, 'status' | 'amountPaid' | 'amountRefunded'>): string {
  const refundedCents = dollarsToCents(booking.amountRefunded ?? '0') ?? 0;
  return paidNetWords({
    paidCents: (dollarsToCents(booking.amountPaid ?? '0') ?? 0) + refundedCents,
    refundedCents,
    cancelled: bookingStatusOf(booking) === 'cancelled',
  });
}

/** A refund asked of PayPal and not made yet, in words; null when none is on its way. */
export function refundOnItsWayLine(booking: Pick<ManagedBooking, 'refundOnItsWay'>): string | null {
  const cents = dollarsToCents(booking.refundOnItsWay ?? '0') ?? 0;
  return cents > 0 ? MANAGE_BOOKING_MESSAGES.refundOnItsWay(formatUsd(cents)) : null;
}

/** Until when the party can move, or why it cannot. */
export const reschedulePolicyLine = (policy: BookingPolicy, timeZone: string | undefined): string =>
  policy.canReschedule
    ? `You can move your party to another free date and time until ${shortDateTime(policy.changeDeadline, timeZone)}.`
    : MANAGE_BOOKING_MESSAGES.rescheduleTooLate;

/** Where the parent's late cancellation request stands. */
export function cancellationRequestLine(request: CancellationRequestView, timeZone: string | undefined): string {
  const sent = shortDateTime(request.createdAt, timeZone);
  const decided = request.decidedAt ? shortDateTime(request.decidedAt, timeZone) : '';
  if (request.status === 'open') return `You asked us to cancel on ${sent}. ${MANAGE_BOOKING_MESSAGES.requestOpen}`;
  if (request.status === 'approved') {
    const refund = dollarsToCents(request.refundAmount ?? '0') ?? 0;
    return `We approved your cancellation request on ${decided}${refund > 0 ? ` with a refund of ${formatUsd(refund)}` : ''}.`;
  }
  return `We declined your cancellation request on ${decided}. Your booking stands; please call us with any questions.`;
}
