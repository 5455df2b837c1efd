import { Text } from '@radix-ui/themes';
import {
  REFUND_BY_HAND_LABELS,
  refundedByHand,
  refundSplitCents,
  toRefundSplit,
  type RefundSplit,
} from '@app/contracts';
import { dollarsToCents, heldTotalCents, splitRefund } from '@app/pricing';

/**
 * Under an admin's refund field, when part of the booking's money came in cash or by transfer: how the amount typed
 * would go back, by the rule the cancellation records it with (PayPal first, then by hand). `held` is the activity's
 * `refundableSplit`, all the booking's payments still hold by method.
 */
export function RefundSplitHint({ amount, held }: { amount: string; held: RefundSplit }) {
  const cents = dollarsToCents(amount || '0') ?? 0;
  const most = refundSplitCents(held);
  // Beyond what the payments hold the api refuses it in its own words: no split to promise.
  if (!refundedByHand(held) || cents <= 0 || cents > heldTotalCents(most)) return null;
  const split = toRefundSplit(splitRefund(cents, most));
  return (
    <Text as="p" size="1" color="gray" role="status">
      {REFUND_BY_HAND_LABELS.thisRefund(split)}
    </Text>
  );
}
