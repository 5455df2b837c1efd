import {
  cancellationOffer,
  CHANGE_NOTICE_HOURS,
  changeDeadline,
  depositPlanWords,
  toRefundSplit,
  type BookingPolicy,
  type BusinessSettings,
} from '@app/contracts';
import { centsToDollars, heldTotalCents, NOTHING_HELD, refundLessFee, splitRefund, type MoneyHeld } from '@app/pricing';
import type { BookingEntity } from './entities/booking.entity';

const HOUR_MS = 3_600_000;

export type PolicyBooking = Pick<BookingEntity, 'status' | 'eventDate' | 'eventTime' | 'amountPaidCents'>;

/** The business's zone and the fee kept on a cancellation in time (the admin's settings). */
export interface PolicySettings {
  timeZone: string;
  feePercent: number;
}

/** The policy's part of the settings. */
export const policySettings = (s: Pick<BusinessSettings, 'timeZone' | 'cancellationFeePercent'>): PolicySettings => ({
  timeZone: s.timeZone,
  feePercent: s.cancellationFeePercent,
});

/**
 * The policy (docs/product/constants.md#business-constants-and-limits) as what the parent may do now: until the
 * deadline (48:00 before the start still is) reschedule, or cancel with what was paid less the fee back; after it and
 * before the start, ask the business to cancel; a cancelled booking offers nothing. The one place these rules live: the
 * page shows it, the actions obey it.
 */
export function changePolicy(
  b: PolicyBooking,
  now: Date,
  settings: PolicySettings,
  held: MoneyHeld = { ...NOTHING_HELD, paypalCents: b.amountPaidCents },
): BookingPolicy {
  const deadline = changeDeadline(b, settings.timeZone);
  const inTime = now.getTime() <= deadline.getTime();
  const started = now.getTime() >= deadline.getTime() + CHANGE_NOTICE_HOURS * HOUR_MS;
  const active = b.status !== 'cancelled';
  // The fee is on what stays paid: an overpayment's refund still on its way is the parent's already (held leaves it out).
  const stays = Math.min(b.amountPaidCents, heldTotalCents(held));
  const refundCents = active ? refundLessFee(stays, settings.feePercent) : 0;
  return {
    changeDeadline: deadline.toISOString(),
    canReschedule: active && inTime,
    cancel: !active || started ? null : inTime ? 'refund' : 'request',
    feePercent: settings.feePercent,
    // A cancelled booking's refund was decided when it was cancelled (what the page's refund lines show).
    refundNow: centsToDollars(refundCents),
    // PayPal refunds only what it took: the rest is offered back as it came in, in the order a cancellation records.
    refundNowSplit: toRefundSplit(splitRefund(refundCents, held)),
  };
}

/**
 * The cancellation offer at `now` in the booking page's words (money words' cancellationOffer): the e-mails that state
 * it (received, confirmed, receipt) read it here, so a parent meets the same deadline, fee and amount everywhere.
 */
export const cancellationOfferAt = (
  b: PolicyBooking,
  now: Date,
  settings: PolicySettings,
  held?: MoneyHeld,
): string | null => cancellationOffer(changePolicy(b, now, settings, held), settings.timeZone);

/**
 * The deposit plan at `now` in the words the review, the payment dialog and the booking page state it (money words'
 * depositPlanWords): what is due today, the balance and its day, the deadline and what cancelling by it gives back.
 */
export const depositPlanAt = (
  b: PolicyBooking & Pick<BookingEntity, 'finalCents'>,
  now: Date,
  settings: PolicySettings,
): string =>
  depositPlanWords(
    { finalCents: b.finalCents, amountPaidCents: b.amountPaidCents },
    { eventDate: b.eventDate, changeDeadline: changeDeadline(b, settings.timeZone), feePercent: settings.feePercent },
    settings.timeZone,
    now,
  );
