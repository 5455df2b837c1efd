import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import {
  FREE_BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PLAN_LABELS,
  type Booking,
  type PaymentCaptureResult,
} from '@app/contracts';
import { centsToDollars, dollarsToCents, formatUsd, planAmountCents, type PaymentPlan } from '@app/pricing';
import { ChoiceCards } from '@/components/ui/choice-cards.ui';
import { useToast } from '@/components/ui/toast';
import { readApiError } from '@/lib/api-error';
import { capturePayPalOrder, completeFreeBooking, completePayPalPayment, createPayPalOrder } from '../api/paypal.api';
import type { PaymentOutcome } from '../state/payment-outcome.atom';
import { PayPalButtons } from './paypal-buttons.component';

/** SPEC §4 payment dialog states. */
type PayState = 'pending' | 'processing' | 'success' | 'error';

export interface PaymentPanelProps {
  booking: Booking;
  /** The server's total and the applied promo's discount, in cents; the final is max(0, total − discount). */
  totalCents: number;
  discountCents: number;
  promoCode: string | null;
  /** "Pay balance" from /profile; otherwise the parent picks a 50% deposit or the full amount (DESIGN §4.5). */
  balanceOnly?: boolean;
  onPaid: (outcome: PaymentOutcome) => void;
}

/**
 * The payment area of "Complete Your Booking" (and of "Pay balance"): the plan, then PayPal's buttons, or "Complete
 * Free Booking" when a promo makes the booking free. The server decides every amount; ours only has to agree.
 */
export function PaymentPanel({
  booking,
  totalCents,
  discountCents,
  promoCode,
  balanceOnly,
  onPaid,
}: PaymentPanelProps) {
  const { toast } = useToast();
  const [state, setState] = useState<PayState>('pending');
  const [plan, setPlan] = useState<PaymentPlan>(balanceOnly ? 'balance' : 'full');
  const [attempt, setAttempt] = useState(0);
  const [freeBusy, setFreeBusy] = useState(false);
  // Why the SDK reports an error: our order call failing has its own SPEC §8 message.
  const orderFailure = useRef<unknown>(null);
  const finalCents = Math.max(0, totalCents - discountCents);
  const paidCents = dollarsToCents(booking.amountPaid ?? '0') ?? 0;
  const payable = { finalCents, amountPaidCents: paidCents };
  const amount = planAmountCents(plan, payable);
  // One Idempotency-Key per intent: a retried call for the same order reuses it.
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = (intent: string) => keys.get(intent) ?? keys.set(intent, crypto.randomUUID()).get(intent)!;

  const fail = (error: unknown, fallback: string = PAYMENT_MESSAGES.failed) => {
    setState('error');
    setAttempt((n) => n + 1);
    toast({
      title: PAYMENT_MESSAGES.failedTitle,
      description: readApiError(error).message || fallback || PAYMENT_MESSAGES.failedToastFallback,
      variant: 'destructive',
    });
  };
  const paid = (result: Booking, paidNowCents: number) => {
    setState('success');
    onPaid({ booking: result, totalCents, discountCents, paidNowCents, stage: 'paid' });
  };

  const completeFree = async () => {
    setFreeBusy(true);
    setState('processing');
    try {
      const body = {
        promoCode: promoCode ?? '',
        promoDiscount: centsToDollars(discountCents),
        finalPrice: centsToDollars(finalCents),
        paymentStatus: 'completed' as const,
        paymentCompletedAt: new Date().toISOString(),
      };
      const result = await completeFreeBooking(booking.id, body, keyFor(`free-${booking.id}`));
      toast({ title: FREE_BOOKING_MESSAGES.successTitle, description: FREE_BOOKING_MESSAGES.success });
      paid(result, 0);
    } catch {
      setState('pending');
      toast({
        title: FREE_BOOKING_MESSAGES.failedTitle,
        description: FREE_BOOKING_MESSAGES.failed,
        variant: 'destructive',
      });
    } finally {
      setFreeBusy(false);
    }
  };

  if (finalCents === 0 && !balanceOnly) {
    return (
      <Flex direction="column" gap="2">
        <Text size="2" color="gray">
          Your promo code covers the whole booking.
        </Text>
        <Button size="3" onClick={() => void completeFree()} disabled={freeBusy}>
          {freeBusy ? 'Confirming...' : 'Complete Free Booking'}
        </Button>
      </Flex>
    );
  }
  if (amount === undefined) {
    return <Text color="gray">Nothing is due on this booking.</Text>;
  }

  const plans: PaymentPlan[] = balanceOnly ? ['balance'] : ['deposit', 'full'];
  return (
    <Flex direction="column" gap="3">
      {!balanceOnly && (
        <ChoiceCards
          legend="How much to pay now"
          legendHidden
          choices={plans.map((option) => ({
            value: option,
            label: PAYMENT_PLAN_LABELS[option],
            description: `${formatUsd(planAmountCents(option, payable) ?? 0)}${option === 'deposit' ? ', the rest on event day' : ''}`,
          }))}
          value={plan}
          onChange={setPlan}
          columns={2}
          disabled={state === 'processing'}
        />
      )}
      <Text size="2" role="status" aria-live="polite">
        {state === 'processing'
          ? 'Waiting for PayPal...'
          : `You pay ${formatUsd(amount)} now${amount < finalCents - paidCents ? `, ${formatUsd(finalCents - paidCents - amount)} later` : ''}.`}
      </Text>
      {state === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{PAYMENT_MESSAGES.failed}</Callout.Text>
        </Callout.Root>
      )}
      {state === 'error' && (
        <Heading as="h4" size="2">
          Try again with PayPal
        </Heading>
      )}
      <PayPalButtons
        key={`${plan}-${amount}-${attempt}`}
        label={state === 'error' ? 'Retry with PayPal' : 'Pay with PayPal'}
        handlers={{
          onClick: () => setState('processing'),
          createOrder: async () => {
            try {
              const order = await createPayPalOrder(
                {
                  amount: centsToDollars(amount),
                  currency: 'USD',
                  intent: 'CAPTURE',
                  bookingId: booking.id,
                  promoCode,
                  plan,
                },
                crypto.randomUUID(),
              );
              return order.id;
            } catch (error) {
              orderFailure.current = error;
              throw error;
            }
          },
          onApprove: async (orderId) => {
            try {
              const capture: PaymentCaptureResult = await capturePayPalOrder(orderId, keyFor(`capture-${orderId}`));
              await completePayPalPayment(
                {
                  orderId,
                  bookingId: booking.id,
                  promoCode,
                  promoDiscount: centsToDollars(discountCents),
                  finalPrice: centsToDollars(finalCents),
                  originalPrice: centsToDollars(totalCents),
                },
                keyFor(`complete-${orderId}`),
              );
              paid(capture.booking, amount);
            } catch (error) {
              fail(error);
            }
          },
          // The buyer closed or cancelled the approval window: back to choosing.
          onCancel: () => setState('pending'),
          onError: (error) => {
            const orderError = orderFailure.current;
            orderFailure.current = null;
            fail(orderError ?? error, orderError ? PAYMENT_MESSAGES.createOrderFailed : PAYMENT_MESSAGES.failed);
          },
        }}
      />
    </Flex>
  );
}
