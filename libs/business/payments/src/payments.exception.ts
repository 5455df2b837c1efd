import { PAYMENT_MESSAGES, type PaymentFailedDetails, type PaymentsErrorCode } from '@app/contracts';
import { domainException } from '@app/platform';

/** Payment failures (codes: PAYMENTS_ERRORS in libs/shared/contracts). */
export class PaymentsException extends domainException<PaymentsErrorCode>() {}

/**
 * 422 PAYMENT_FAILED with the message (docs/product/errors.md#errors) and PayPal's reason when it gave one
 * (INSTRUMENT_DECLINED, DECLINED...), from which the dialog says what happened and how to try again
 * (paymentFailureWords).
 */
export function paymentFailed(reason: string | null = null): PaymentsException {
  const details: PaymentFailedDetails = { reason };
  return new PaymentsException('PAYMENT_FAILED', PAYMENT_MESSAGES.failed, { details: { ...details } });
}
