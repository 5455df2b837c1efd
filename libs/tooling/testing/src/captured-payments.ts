import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { OutboxService } from '@app/queue';
import { balanceDue, planAmountCents, type PaymentPlan } from '@app/pricing';

export interface CapturedPaymentOptions {
  plan?: PaymentPlan;
  /** A free booking: the promo brings the final to 0 and the payment is method 'promo', amount 0. */
  freeWithPromo?: string;
  /** false: the state change only, for a test that records the events itself later (a document still building). */
  events?: boolean;
}

export interface CapturedPayment {
  paymentId: string;
  captureId: string | null;
  amountCents: number;
  /** The outbox events written with it: payment.captured, and booking.confirmed when the booking was pending. */
  events: { name: 'payment.captured' | 'booking.confirmed'; id: string }[];
}

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

/**
 * Records a captured payment in ONE transaction, the way the payments endpoints do: the payment row, the booking's paid
 * and due amounts and status, and the outbox events. For the tests of what reacts to a capture (receipts,
 * confirmations) without driving PayPal.
 */
export async function recordCapturedPayment(
  dataSource: DataSource,
  bookingId: string,
  { plan = 'full', freeWithPromo, events = true }: CapturedPaymentOptions = {},
): Promise<CapturedPayment> {
  const outbox = new OutboxService();
  return dataSource.transaction(async (m) => {
    if (freeWithPromo) {
      await m.query(
        `UPDATE bookings SET promo_code = $2, promo_discount_cents = total_cents, final_cents = 0,
           balance_due_cents = 0 WHERE id = $1`,
        [bookingId, freeWithPromo],
      );
    }
    const [booking]: { final_cents: number; amount_paid_cents: number; status: string }[] = await m.query(
      `SELECT final_cents, amount_paid_cents, status FROM bookings WHERE id = $1 FOR UPDATE`,
      [bookingId],
    );
    const amountCents = freeWithPromo
      ? 0
      : planAmountCents(plan, { finalCents: booking.final_cents, amountPaidCents: booking.amount_paid_cents });
    if (amountCents === undefined) throw new Error(`plan ${plan} charges nothing on booking ${bookingId}`);
    const paymentId = randomUUID();
    const captureId = freeWithPromo ? null : paypalId();
    await m.query(
      `INSERT INTO payments (id, booking_id, method, plan, status, amount_cents, promo_code, paypal_order_id,
         invoice_id, capture_id, captured_at)
       VALUES ($1, $2, $3, $4, 'captured', $5, $6, $7, $8, $9, now())`,
      [
        paymentId,
        bookingId,
        freeWithPromo ? 'promo' : 'paypal',
        freeWithPromo ? 'full' : plan,
        amountCents,
        freeWithPromo ?? null,
        freeWithPromo ? null : paypalId(),
        `CP-${paymentId.slice(0, 8).toUpperCase()}`,
        captureId,
      ],
    );
    const paid = booking.amount_paid_cents + amountCents;
    const due = balanceDue(booking.final_cents, paid);
    await m.query(
      `UPDATE bookings SET amount_paid_cents = $2, balance_due_cents = $3, status = 'confirmed',
         payment_status = $4, payment_completed_at = CASE WHEN $3 = 0 THEN now() END
       WHERE id = $1`,
      [bookingId, paid, due, due === 0 ? 'completed' : 'deposit_paid'],
    );
    const recorded: CapturedPayment['events'] = [];
    if (events) {
      // As BookingLifecycle.pay and PaymentLedger link them: the confirmation names the capture, the capture it.
      const by = freeWithPromo ? 'free' : 'payment';
      const confirmation =
        booking.status === 'pending'
          ? await outbox.record(m, 'booking.confirmed', { bookingId, by, paymentId })
          : undefined;
      recorded.push({
        name: 'payment.captured',
        id: await outbox.record(m, 'payment.captured', { paymentId, bookingId, ...(confirmation && { confirmation }) }),
      });
      if (confirmation) recorded.push({ name: 'booking.confirmed', id: confirmation });
    }
    return { paymentId, captureId, amountCents, events: recorded };
  });
}
