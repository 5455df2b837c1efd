import { Button, Callout, Flex, Heading, Text } from '@radix-ui/themes';
import { useRef, useState } from 'react';
import {
  FREE_BOOKING_MESSAGES,
  PAYMENT_MESSAGES,
  PAYMENT_PLAN_LABELS,
  paymentPlanWords,
  plannedPayment,
  type Booking,
  type PlanTerms,
} from '@app/contracts';
import {
  balanceDue,
  centsToDollars,
  dollarsToCents,
  finalAmountCents,
  formatUsd,
  planAmountCents,
  type PaymentPlan,
} from '@app/pricing';
import { ChoiceCards } from '@/components/ui/choice-cards.ui';
import { OfflineNotice } from '@/components/ui/offline-notice.ui';
import { useToast } from '@/components/ui/toast';
import { completeFreeBooking, createPayPalOrder } from '../api/paypal.api';
import { awaiting, usePayPalCheckout } from '../api/use-paypal-checkout.hook';
import type { PaymentOutcome } from '../state/payment-outcome.atom';
import { LegalLinks } from './legal-links.component';
import { PayPalButtons } from './paypal-buttons.component';

export interface PaymentPanelProps {
  booking: Booking;
  /** The server's total and the applied promo's discount, in cents; the final is max(0, total − discount). */
  totalCents: number;
  discountCents: number;
  promoCode: string | null;
  /**
   * "Pay balance" from /profile; otherwise the parent picks a 50% deposit or the full amount
   * (docs/product/money.md#deposit).
   */
  balanceOnly?: boolean;
  /** The booking's signed link, when paying from its page opened with it. */
  token?: string | null;
  /** The deadline and fee the plan is stated with (money words' paymentPlanWords), in the business's time zone. */
  terms?: PlanTerms & { timeZone: string | undefined };
  onPaid: (outcome: PaymentOutcome) => void;
}

/** Not errors: PayPal holds the payment, or the server is confirming it; there is nothing to retry. */
const AWAITING_NOTICES = {
  waiting: { title: PAYMENT_MESSAGES.pendingTitle, text: PAYMENT_MESSAGES.pending },
  confirming: { title: PAYMENT_MESSAGES.confirmingTitle, text: PAYMENT_MESSAGES.confirming },
} as const;

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
  token,
  terms,
  onPaid,
}: PaymentPanelProps) {
  const { toast } = useToast();
  // The deposit is chosen for the parent: the policy says a 50% deposit secures the booking, and PayPal's button shows
  // at once; the full amount is one tap away.
  const [plan, setPlan] = useState<PaymentPlan>(balanceOnly ? 'balance' : 'deposit');
  const [freeBusy, setFreeBusy] = useState(false);
  // Why the SDK reports an error: our order call failing has its own docs/product/errors.md#errors message.
  const orderFailure = useRef<unknown>(null);
  const finalCents = finalAmountCents(totalCents, discountCents);
  const paidCents = dollarsToCents(booking.amountPaid ?? '0') ?? 0;
  const payable = { finalCents, amountPaidCents: paidCents };
  const amount = planAmountCents(plan, payable);
  const nothingDue = planAmountCents(balanceOnly ? 'balance' : 'full', payable) === undefined;
  // Before paying: what today's payment comes to, the balance, and what cancelling in time gives back.
  const planWords = terms && (
    <span data-testid="payment-plan">{paymentPlanWords(plannedPayment(plan, payable, terms), terms.timeZone)}</span>
  );
  // The free path is one intent: a retried click reuses its Idempotency-Key.
  const [freeKey] = useState(() => crypto.randomUUID());
  const paid = (result: Booking, paidNowCents: number) =>
    onPaid({ booking: result, totalCents, discountCents, paidNowCents, stage: 'paid' });
  const checkout = usePayPalCheckout({
    completion: (orderId) => ({
      orderId,
      bookingId: booking.id,
      promoCode,
      promoDiscount: centsToDollars(discountCents),
      finalPrice: centsToDollars(finalCents),
      originalPrice: centsToDollars(totalCents),
    }),
    // The plan cannot change from the click on: this is the amount PayPal was asked for.
    onPaid: (result) => paid(result, amount ?? 0),
    token,
  });
  const { state } = checkout;

  const completeFree = async () => {
    setFreeBusy(true);
    try {
      const body = {
        promoCode: promoCode ?? '',
        promoDiscount: centsToDollars(discountCents),
        finalPrice: centsToDollars(finalCents),
        paymentStatus: 'completed' as const,
        paymentCompletedAt: new Date().toISOString(),
      };
      const result = await completeFreeBooking(booking.id, body, freeKey, token);
      toast({ title: FREE_BOOKING_MESSAGES.successTitle, description: FREE_BOOKING_MESSAGES.success });
      paid(result, 0);
    } catch {
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
        <OfflineNotice />
        <Text size="2" color="gray">
          Your promo code covers the whole booking.
        </Text>
        {planWords && <Text as="p">{planWords}</Text>}
        <Button size="3" onClick={() => void completeFree()} disabled={freeBusy}>
          {freeBusy ? 'Confirming...' : 'Complete Free Booking'}
        </Button>
      </Flex>
    );
  }
  if (nothingDue) {
    return <Text color="gray">Nothing is due on this booking.</Text>;
  }

  const plans: PaymentPlan[] = balanceOnly ? ['balance'] : ['deposit', 'full'];
  const locked = state === 'processing' || awaiting(state);
  const notice = awaiting(state) ? AWAITING_NOTICES[state] : null;
  return (
    <Flex direction="column" gap="3">
      <OfflineNotice />
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
          disabled={locked}
        />
      )}
      {notice ? (
        <Callout.Root color="blue" role="status" aria-live="polite">
          <Callout.Text>
            <Text as="span" weight="bold">
              {notice.title}
            </Text>{' '}
            {notice.text}
          </Callout.Text>
        </Callout.Root>
      ) : (
        // Before the button that pays: what today's payment comes to, the balance and the refund by the deadline.
        <Text as="p" size={planWords ? '3' : '2'} role="status" aria-live="polite">
          {state === 'processing'
            ? 'Waiting for PayPal...'
            : amount === undefined
              ? PAYMENT_MESSAGES.nothingToPay
              : (planWords ??
                `You pay ${formatUsd(amount)} now${amount < balanceDue(finalCents, paidCents) ? `, ${formatUsd(balanceDue(finalCents, paidCents + amount))} later` : ''}.`)}
        </Text>
      )}
      {state === 'error' && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            <Text as="span" weight="bold">
              {PAYMENT_MESSAGES.failed}
            </Text>
            {checkout.failure && ` ${checkout.failure}`}
          </Callout.Text>
        </Callout.Root>
      )}
      {state === 'pending' && checkout.cancelled && (
        <Callout.Root color="amber" role="status">
          <Callout.Text>{PAYMENT_MESSAGES.cancelled}</Callout.Text>
        </Callout.Root>
      )}
      {state === 'error' && (
        <Heading as="h4" size="2">
          Try again with PayPal
        </Heading>
      )}
      {!awaiting(state) && amount !== undefined && (
        <PayPalButtons
          key={`${plan}-${amount}-${checkout.attempt}`}
          label={state === 'error' ? 'Retry with PayPal' : 'Pay with PayPal'}
          handlers={{
            onClick: checkout.start,
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
                  token,
                );
                return order.id;
              } catch (error) {
                orderFailure.current = error;
                throw error;
              }
            },
            onApprove: checkout.approve,
            onCancel: checkout.cancel,
            onError: (error) => {
              const orderError = orderFailure.current;
              orderFailure.current = null;
              checkout.fail(orderError ?? error, orderError ? PAYMENT_MESSAGES.createOrderFailed : undefined);
            },
          }}
        />
      )}
      <LegalLinks />
    </Flex>
  );
}
