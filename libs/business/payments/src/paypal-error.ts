import { PAYMENT_MESSAGES, PaymentMessage } from '@app/contracts';
import type { PayPalErrorDetail } from './paypal-types';

/**
 * How a PayPal call failed: `api` (PayPal answered with an error body), `network` (no answer: refused, reset, DNS),
 * `timeout` (no answer in time), `auth` (our credentials were refused at the token endpoint).
 */
export type PayPalFailure = 'api' | 'network' | 'timeout' | 'auth';

/** What a call was doing, which decides the docs/product/errors.md#errors message a failure maps to. */
export type PayPalStage = 'setup' | 'create' | 'capture' | 'refund' | 'read';

/**
 * A failed PayPal call. `errorName` is PayPal's `name` (UNPROCESSABLE_ENTITY, INVALID_REQUEST, RESOURCE_NOT_FOUND,
 * ...) and `issue` the first detail's issue (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, ...); `code` is the more
 * precise of the two, the one to branch on.
 */
export class PayPalError extends Error {
  override readonly name = 'PayPalError';

  constructor(
    readonly failure: PayPalFailure,
    readonly stage: PayPalStage,
    message: string,
    readonly status?: number,
    readonly errorName?: string,
    readonly details: PayPalErrorDetail[] = [],
    readonly debugId?: string,
  ) {
    super(message);
  }

  get issue(): string | undefined {
    return this.details[0]?.issue;
  }

  get code(): string {
    return this.issue ?? this.errorName ?? this.failure.toUpperCase();
  }

  /** True when PayPal could not be used at all (down, unreachable, our credentials refused): nothing happened. */
  get unavailable(): boolean {
    return this.failure !== 'api' || (this.status !== undefined && (this.status >= 500 || this.status === 401));
  }

  /** The docs/product/errors.md#errors message for the user (PAYMENT_MESSAGES). */
  get userMessage(): PaymentMessage {
    return paymentMessageFor(this);
  }
}

/**
 * docs/product/errors.md#errors: PayPal unusable (outage, timeout, refused credentials) → "Payment Service Unavailable
 * ..."; any other failure while creating the order → "Failed to create PayPal order"; while capturing
 * (INSTRUMENT_DECLINED, ORDER_NOT_APPROVED, PAYER_ACTION_REQUIRED, ...) or anything else → "Payment failed. Please try
 * again."
 */
function paymentMessageFor(error: PayPalError): PaymentMessage {
  if (error.stage === 'setup' || error.unavailable) return PAYMENT_MESSAGES.serviceUnavailable;
  if (error.stage === 'create') return PAYMENT_MESSAGES.createOrderFailed;
  return PAYMENT_MESSAGES.failed;
}

/** A PayPal error body (or anything else) as a PayPalError. */
export function apiError(stage: PayPalStage, status: number, body: unknown): PayPalError {
  const err = (typeof body === 'object' && body) || {};
  const { name, message, details, debug_id } = err as {
    name?: string;
    message?: string;
    details?: PayPalErrorDetail[];
    debug_id?: string;
  };
  const text = `PayPal ${stage} failed: ${status} ${name ?? ''} ${details?.[0]?.issue ?? message ?? ''}`.trim();
  return new PayPalError('api', stage, text, status, name, Array.isArray(details) ? details : [], debug_id);
}
