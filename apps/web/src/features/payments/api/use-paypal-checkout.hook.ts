import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  PAYMENT_MESSAGES,
  paymentFailureWords,
  type Booking,
  type PaymentCaptureResult,
  type PayPalCompleteRequest,
} from '@app/contracts';
import { useToast } from '@/components/ui/toast';
import { answerLost } from '@/lib/api-client';
import { readApiError } from '@/lib/api-error';
import { capturePayPalOrder, completePayPalPayment, paymentOutcomeQueryOptions } from './paypal.api';

/**
 * The payment dialog states (docs/product/states.md#states-and-transitions), plus ours: `waiting` while PayPal holds
 * the capture (PENDING), `confirming` while the capture's answer is being confirmed (CONFIRMING, or an answer lost
 * between us and the server); the server finds out from PayPal, and the dialog asks it again every few seconds.
 */
export type CheckoutState = 'pending' | 'processing' | 'waiting' | 'confirming' | 'success' | 'error';
type Awaiting = Extract<CheckoutState, 'waiting' | 'confirming'>;

/** The dialog waits for the server's word on a payment, asking it every few seconds. */
export const awaiting = (state: CheckoutState): state is Awaiting => state === 'waiting' || state === 'confirming';

/** How often a waiting dialog asks the server about its payment. */
const POLL_MS = 3_000;

export interface PayPalCheckoutOptions {
  /** The POST /api/paypal-complete body (docs/product/api.md#the-api) for the order: the figures the dialog showed. */
  completion: (orderId: string) => PayPalCompleteRequest;
  /** The money is ours and recorded; the booking as it is after the payment. */
  onPaid: (booking: Booking) => void;
  /** The booking's signed link when paying from a page opened with it. */
  token?: string | null;
}

/**
 * What the payment dialog does with PayPal's answers, in one place: the buyer clicks (processing), cancels (back to
 * pending) or approves; the capture's outcome then decides. COMPLETED is reported with /api/paypal-complete
 * (docs/product/api.md#the-api) and becomes success; PENDING waits, CONFIRMING (202: the server is confirming a capture
 * whose answer PayPal dropped) or an answer lost on the way (a dropped connection, a 5xx) confirms, both polling GET
 * /paypal/order/{orderId} until it is final; FAILED or any other refusal is the error state with PayPal's buttons to
 * retry. Polling ends with the dialog: the booking is saved either way.
 */
export function usePayPalCheckout(options: PayPalCheckoutOptions) {
  const { toast } = useToast();
  const [state, setState] = useState<CheckoutState>('pending');
  // Counts failures: PayPal's buttons are drawn afresh for each retry.
  const [attempt, setAttempt] = useState(0);
  const [awaited, setAwaited] = useState<string | null>(null);
  // What the dialog says after a failure (PayPal's reason in words) or after the parent closed PayPal's window.
  const [failure, setFailure] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState(false);
  // One Idempotency-Key per intent: capturing or completing one order again reuses it.
  const [keys] = useState(() => new Map<string, string>());
  const keyFor = (intent: string) => keys.get(intent) ?? keys.set(intent, crypto.randomUUID()).get(intent)!;
  const latest = useRef(options);
  latest.current = options;
  const completing = useRef(false);

  const outcome = useQuery({
    ...paymentOutcomeQueryOptions(awaited ?? '', options.token),
    enabled: awaiting(state) && awaited !== null,
    // Only while enabled: a final answer leaves `waiting`, and a closed dialog takes the query's observer with it. A
    // look that fails is simply made again: "Payment failed" while PayPal may hold the money would be worse than waiting.
    refetchInterval: POLL_MS,
  });

  const fail = (error?: unknown, fallback: string = PAYMENT_MESSAGES.failedToastFallback) => {
    const { code, details } = readApiError(error);
    setState('error');
    setAwaited(null);
    setAttempt((n) => n + 1);
    setFailure(code === 'PAYMENT_FAILED' || !error ? paymentFailureWords(details?.reason as string | undefined) : null);
    toast({
      title: PAYMENT_MESSAGES.failedTitle,
      description: readApiError(error).message || fallback,
      variant: 'destructive',
    });
  };

  const wait = (orderId: string, until: Awaiting) => {
    setAwaited(orderId);
    setState(until);
  };

  const complete = async (orderId: string, booking: Booking) => {
    // The poll answers again while the report is on its way: one report at a time.
    if (completing.current) return;
    completing.current = true;
    try {
      await completePayPalPayment(
        latest.current.completion(orderId),
        keyFor(`complete-${orderId}`),
        latest.current.token,
      );
      setState('success');
      setAwaited(null);
      latest.current.onPaid(booking);
    } catch (error) {
      if (answerLost(error)) wait(orderId, 'confirming');
      else fail(error);
    } finally {
      completing.current = false;
    }
  };

  const follow = (orderId: string, answer: PaymentCaptureResult) => {
    if (answer.status === 'COMPLETED') void complete(orderId, answer.booking);
    else if (answer.status === 'PENDING') wait(orderId, 'waiting');
    else if (answer.status === 'CONFIRMING') wait(orderId, 'confirming');
    else fail();
  };
  const followLatest = useRef(follow);
  followLatest.current = follow;

  // Each poll's answer (a new fetch, even one equal to the last: a lost report is sent again on the next answer).
  const answer = outcome.data;
  const answeredAt = outcome.dataUpdatedAt;
  useEffect(() => {
    if (awaiting(state) && awaited && answer) followLatest.current(awaited, answer);
  }, [state, awaited, answer, answeredAt]);

  return {
    state,
    attempt,
    /** Why the last payment failed, in the parent's words (with how to try again); null when not known to be PayPal's. */
    failure,
    /** The parent closed PayPal's window without paying (until they click again). */
    cancelled,
    /**
     * The buyer clicked PayPal's button: its window is open (docs/product/states.md#states-and-transitions pending →
     * processing).
     */
    start: () => {
      setCancelled(false);
      setState('processing');
    },
    /** The buyer closed or cancelled PayPal's window: back to choosing, told that nothing was charged. */
    cancel: () => {
      setCancelled(true);
      setState('pending');
    },
    /** The buyer approved the order in PayPal's window: capture it and follow the outcome. */
    approve: async (orderId: string) => {
      let captured: PaymentCaptureResult;
      try {
        captured = await capturePayPalOrder(orderId, keyFor(`capture-${orderId}`), latest.current.token);
      } catch (error) {
        if (answerLost(error)) wait(orderId, 'confirming');
        else fail(error);
        return;
      }
      follow(orderId, captured);
    },
    fail,
  };
}
