import type { PaymentPlan } from '@app/pricing';
import type { Booking } from '../bookings/booking.contract';
import type { OfflinePaymentMethod } from './offline-payments.contract';
import { waitTime } from '../words/wait-time.words';

/**
 * docs/product/errors.md#errors payment messages, word for word. The api answers with them (libs/business/payments maps PayPal's
 * error names onto them) and the SPA shows them, so both read this one table.
 */
export const PAYMENT_MESSAGES = {
  /** Toast title when a payment fails. */
  failedTitle: 'Payment Failed',
  /** Toast body when the failure carries no message of its own. */
  failedToastFallback: 'Please try again or contact support.',
  /** The payment dialog's error state (a decline, an unapproved order, ...). */
  failed: 'Payment failed. Please try again.',
  /** Creating the PayPal order failed. */
  createOrderFailed: 'Failed to create PayPal order',
  /** PayPal cannot be reached or refuses our credentials: the button area shows this. */
  serviceUnavailable: 'Payment Service Unavailable - Please contact support to complete your booking',
  /** Ours: the answer of POST /api/paypal-complete. */
  completed: 'Payment completed',
  /** Ours: the client's figures differ from the server's (the 422 carries the server's). */
  amountMismatch: 'The amount to pay has changed. Please review the total and try again.',
  /** Ours: the plan charges nothing now (free, fully paid, a deposit after a deposit...). */
  nothingToPay: 'There is nothing to pay on this booking with this choice.',
  /** Ours: the free path on a booking the promo does not cover in full. */
  notFree: 'This booking is not free: only a promo code that covers the whole total completes it without payment.',
  inProgress: 'A payment for this booking is being processed. Please wait a moment.',
  paymentNotFound: 'Payment not found.',
  /** Ours: POST /api/paypal/webhook with a signature PayPal does not confirm. */
  webhookSignatureInvalid: 'The webhook signature could not be verified.',
  amountFormat: 'Amounts must be dollars with at most 2 decimals, like "400.00".',
  /** Ours: the payment dialog while PayPal holds a capture (PENDING) or its outcome is not known yet. */
  pendingTitle: 'Payment Processing',
  pending:
    'PayPal is still processing your payment. Your booking is saved, and we will e-mail you as soon as the payment clears.',
  /**
   * Ours: the payment dialog while the server confirms a capture whose answer was lost on the way (a dropped
   * connection): it asks PayPal and captures again, never twice.
   */
  confirmingTitle: 'Confirming Your Payment',
  confirming:
    'We are confirming your payment with PayPal. Your booking is saved, you will not be charged twice, and this page updates in a moment.',
  tooMany: (seconds: number) => `Too many payment attempts. Please try again in ${waitTime(seconds)}.`,
  /** Ours: the parent closed PayPal's window without paying. */
  cancelled:
    "You closed PayPal's window before paying, so nothing was charged. Use PayPal's button below when you are ready.",
} as const;
export type PaymentMessage = Extract<(typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES], string>;

/**
 * Ours: what the parent reads under the documented "Payment failed. Please try again.", by PayPal's reason (422
 * PAYMENT_FAILED's `details.reason`: a capture's issue such as INSTRUMENT_DECLINED, or its status): what happened,
 * that nothing was charged, and how to try again.
 */
const PAYMENT_FAILURE_WORDS: Record<string, string> = {
  INSTRUMENT_DECLINED:
    'PayPal declined the card or account you chose, so nothing was charged. Try again with another card or your PayPal balance.',
  DECLINED:
    'PayPal declined the card or account you chose, so nothing was charged. Try again with another card or your PayPal balance.',
  ORDER_NOT_APPROVED:
    "The payment was not approved in PayPal's window, so nothing was charged. Use PayPal's button below to try again.",
  PAYER_ACTION_REQUIRED:
    "PayPal needs one more step from you in its window, so nothing was charged yet. Use PayPal's button below to try again.",
};
const PAYMENT_FAILED_UNEXPLAINED =
  "PayPal did not take the payment, so nothing was charged. Use PayPal's button below to try again.";

/** The words for a failed payment's reason; any reason PayPal does not explain gets the plain ones. */
export const paymentFailureWords = (reason: string | null | undefined): string =>
  (reason && PAYMENT_FAILURE_WORDS[reason]) || PAYMENT_FAILED_UNEXPLAINED;

/** 422 PAYMENT_FAILED's `details`: PayPal's reason, when it gave one. */
export interface PaymentFailedDetails {
  reason: string | null;
}

/** docs/product/errors.md#errors free-booking toasts. */
export const FREE_BOOKING_MESSAGES = {
  failedTitle: 'Booking Failed',
  failed: 'There was an error completing your free booking. Please try again.',
  successTitle: 'Booking Confirmed!',
  success: 'Your free event has been booked successfully!',
} as const;

/**
 * docs/product/validation.md#validation, docs/product/accounts.md#roles and docs/product/errors.md#errors for "Create
 * Account to Track Bookings" (docs/product/booking.md#create-account), plus ours where the spec is silent.
 */
export const SIGNUP_MESSAGES = {
  missingTitle: 'Missing Information',
  missing: 'Please fill in both email and password.',
  createdTitle: 'Account Created!',
  /** Ours: the toast body under "Account Created!". */
  created: 'Your booking is saved to your account.',
  failedTitle: 'Signup Failed',
  /** Ours: the e-mail already belongs to an account (the register call's ACCOUNT_TAKEN). */
  emailTaken: 'An account with this email already exists. Log in to see this booking in your profile.',
} as const;

/** Ours (docs/product/money.md#deposit): the plan choice in the payment dialog and the /profile button. */
export const PAYMENT_PLAN_LABELS = {
  deposit: 'Pay 50% deposit',
  full: 'Pay in full',
  balance: 'Pay balance',
} as const;

/**
 * What a payment is, as the api reports it (the booking detail; the admin issue shows them): PayPal, a free booking's
 * promo, or money an admin recorded as taken outside PayPal (OFFLINE_PAYMENT_METHODS).
 */
export type PaymentMethod = 'paypal' | 'promo' | OfflinePaymentMethod;

/**
 * A payment's life: `created` (PayPal order open) → `capturing` (capture claimed, PayPal called) → `captured` or
 * `pending` (PayPal holds the capture; a webhook settles it) or `failed` (declined, cancelled); `expired` when the
 * buyer abandoned the order. A free booking's payment is `captured` at once with method `promo` and amount 0.
 */
export type PaymentRecordStatus = 'created' | 'capturing' | 'pending' | 'captured' | 'failed' | 'expired';

/** GET /paypal/setup: docs/product/api.md#entities "Payment setup response" plus what the SPA needs to load the SDK. */
export interface PayPalSetup {
  clientToken: string;
  clientId: string;
  /** The SDK script's URL for @paypal/paypal-js `sdkBaseUrl` (the local sandbox's); null means PayPal's own. */
  sdkBaseUrl: string | null;
  currency: 'USD';
  intent: 'capture';
}

/**
 * POST /paypal/order: the body (docs/product/api.md#the-api) plus the booking, its promo and the plan
 * (docs/product/money.md#deposit).
 */
export interface CreatePayPalOrderRequest {
  /** The client's figure in dollars; it must equal the server's for the plan or the call is a 422. */
  amount: string | number;
  currency: 'USD';
  intent: 'CAPTURE';
  bookingId: string;
  promoCode?: string | null;
  plan: PaymentPlan;
}

/**
 * POST /paypal/order answers docs/product/api.md#entities "Payment order" ({id}) plus the amount the server will
 * charge.
 */
export interface PayPalOrderCreated {
  id: string;
  amount: string;
  plan: PaymentPlan;
}

/** The 422 `details` when the client's amount differs from the server's (PAYMENT_AMOUNT_MISMATCH). */
export interface PaymentAmountMismatchDetails {
  amount: string;
  totalPrice: string;
  promoDiscount: string;
  finalPrice: string;
  amountPaid: string;
  balanceDue: string;
}

/** A payment as the api reports it; money as dollar strings. */
export interface Payment {
  id: string;
  bookingId: string;
  method: PaymentMethod;
  plan: PaymentPlan;
  amount: string;
  refundedAmount: string;
  status: PaymentRecordStatus;
  orderId: string | null;
  captureId: string | null;
  capturedAt: string | null;
  createdAt: string;
  /** A cash or bank-transfer payment's business day (yyyy-MM-dd) and the admin's note; null for PayPal's. */
  receivedOn: string | null;
  note: string | null;
  /**
   * Dollars of this cash or bank-transfer payment a cancellation's refund gave back beyond what PayPal held: owed to
   * the parent by hand until an admin records the return (its reversal); "0.00" when none.
   */
  owedAmount: string;
}

/**
 * A payment's outcome as the parent's dialog shows it: COMPLETED (the money is ours and recorded), PENDING (PayPal
 * holds the capture until its funding clears), CONFIRMING (the capture's answer was lost on the way: the server asks
 * PayPal and captures again under the same PayPal-Request-Id, within seconds), FAILED (declined, denied, or never
 * captured: the parent may try again).
 */
export type PaymentOutcomeStatus = 'COMPLETED' | 'PENDING' | 'CONFIRMING' | 'FAILED';

/**
 * POST /paypal/order/{orderId}/capture (202 while CONFIRMING, else 200) and GET /paypal/order/{orderId} (ours: what
 * the dialog polls while PENDING or CONFIRMING): the payment as recorded and the booking after it.
 */
export interface PaymentCaptureResult {
  status: PaymentOutcomeStatus;
  payment: Payment;
  booking: Booking;
}

/** POST /api/paypal-complete (docs/product/api.md#the-api); the totals are the client's and must match the server's. */
export interface PayPalCompleteRequest {
  orderId: string;
  bookingId: string;
  promoCode: string | null;
  promoDiscount: string | number;
  finalPrice: string | number;
  originalPrice: string | number;
}

/**
 * 200 {success: true, message: PAYMENT_MESSAGES.completed} when the payment is ours; 202 {success: false, message:
 * PAYMENT_MESSAGES.pending} while PayPal holds the capture (.confirming while its lost answer is being confirmed): not
 * a failure, the dialog polls GET /paypal/order/{orderId}. A payment PayPal never took is 422 PAYMENT_FAILED.
 */
export interface PayPalCompleteResponse {
  success: boolean;
  message: string;
}

/**
 * POST /api/bookings/process-payment (docs/product/api.md#the-api): a PayPal order, or a promo that brings the final to
 * 0.
 */
export type ProcessPaymentData =
  | { type: 'paypal'; orderId: string }
  | {
      type: 'promo';
      promoCode: string;
      originalAmount: string | number;
      finalAmount: string | number;
      discount: string | number;
    };

export interface ProcessPaymentRequest {
  bookingId: string;
  paymentData: ProcessPaymentData;
}

/**
 * PATCH /api/bookings/{id}, the free-booking path (docs/product/api.md#the-api, docs/product/money.md#free-booking).
 */
export interface CompleteFreeBookingRequest {
  promoCode: string;
  promoDiscount: string | number;
  finalPrice: string | number;
  paymentStatus: 'completed';
  /** The client's clock; ignored: the completion time is the server's. */
  paymentCompletedAt?: string;
}

/**
 * The PDFs the worker builds for a booking (docs/product/emails-and-documents.md#receipts); GET
 * /api/bookings/{id}/{kind}.
 */
export type DocumentKind = 'receipt' | 'confirmation';

/** GET /api/bookings/{id}/{kind} answers 202 with this (and Retry-After) while the worker is still building it. */
export interface DocumentBuilding {
  status: 'building';
  retryAfterSeconds: number;
}
