import { dollarsToCents } from '@app/pricing';
import type { PayPalOrder } from './paypal-types';

/** What a payment record needs from a captured order. */
export interface CapturedPayment {
  orderId: string;
  captureId: string;
  /** COMPLETED, PENDING, DECLINED, ... as PayPal reports the capture. */
  status: string;
  amountCents: number;
  currency: string;
  /** The booking id we put on the order (custom_id). */
  bookingId?: string;
  invoiceId?: string;
  capturedAt?: string;
}

/** The order's first capture, or undefined when it has none (not captured, or declined). */
export function capturedPayment(order: PayPalOrder): CapturedPayment | undefined {
  const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
  if (!order.id || !capture?.id || !capture.amount) return undefined;
  return {
    orderId: order.id,
    captureId: capture.id,
    status: capture.status ?? 'UNKNOWN',
    amountCents: dollarsToCents(capture.amount.value) ?? Number.NaN,
    currency: capture.amount.currency_code,
    bookingId: capture.custom_id ?? order.purchase_units?.[0]?.custom_id,
    invoiceId: capture.invoice_id ?? order.purchase_units?.[0]?.invoice_id,
    capturedAt: capture.create_time,
  };
}

/** The order's amount in cents and the booking it is for, to check against our own figures before capturing. */
export function orderSummary(order: PayPalOrder): { amountCents?: number; currency?: string; bookingId?: string } {
  const unit = order.purchase_units?.[0];
  return {
    amountCents: unit?.amount ? dollarsToCents(unit.amount.value) : undefined,
    currency: unit?.amount?.currency_code,
    bookingId: unit?.custom_id,
  };
}
