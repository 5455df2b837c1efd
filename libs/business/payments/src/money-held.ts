import { DataSource, EntityManager, In } from 'typeorm';
import { NOTHING_HELD, type MoneyHeld } from '@app/pricing';
import { PaymentEntity, RefundRequestEntity } from './entities';

/** What a captured payment still holds: captured less refunded (or reversed) and less what is already owed back. */
export const heldCents = (p: PaymentEntity): number => p.amountCents - p.refundedCents - p.owedCents;

const heldBy = (payments: PaymentEntity[], method: PaymentEntity['method']): number =>
  payments.filter((p) => p.status === 'captured' && p.method === method).reduce((sum, p) => sum + heldCents(p), 0);

/** Of these requests, the cents of overpayment refunds waiting for PayPal: money already going back. */
export const goingBackCents = (requests: RefundRequestEntity[]): number =>
  requests
    .filter((r) => r.status === 'requested' && r.purpose === 'overpayment')
    .reduce((sum, r) => sum + r.amountCents, 0);

/**
 * A booking's money by how it came in, as a refund could give it back: PayPal's captures less what they refunded and
 * less an overpayment's refund still on its way (that money is the parent's already), and the cash and bank
 * transfers less what was reversed or is owed back. The one read the offer, the admin's Refundable and the
 * cancellation's refund (RefundRequests.record) all split by (libs/shared/pricing `splitRefund`).
 */
export function moneyHeldOf(payments: PaymentEntity[], requests: RefundRequestEntity[]): MoneyHeld {
  return {
    paypalCents: Math.max(0, heldBy(payments, 'paypal') - goingBackCents(requests)),
    cashCents: heldBy(payments, 'cash'),
    bankTransferCents: heldBy(payments, 'bank-transfer'),
  };
}

/**
 * Each booking's money by how it came in (`moneyHeldOf`), read in two queries; a booking with no payment holds none.
 * Through `source`: a transaction's manager when the caller holds the booking's lock, so the read needs no second
 * connection while others wait on that lock with theirs.
 */
export async function moneyHeldByBooking(
  source: DataSource | EntityManager,
  bookingIds: string[],
): Promise<Map<string, MoneyHeld>> {
  const held = new Map<string, MoneyHeld>(bookingIds.map((id) => [id, NOTHING_HELD]));
  if (!bookingIds.length) return held;
  const [payments, waiting] = await Promise.all([
    source.getRepository(PaymentEntity).findBy({ bookingId: In(bookingIds), status: 'captured' }),
    source.getRepository(RefundRequestEntity).findBy({ bookingId: In(bookingIds), status: 'requested' }),
  ]);
  for (const id of bookingIds) {
    held.set(
      id,
      moneyHeldOf(
        payments.filter((p) => p.bookingId === id),
        waiting.filter((r) => r.bookingId === id),
      ),
    );
  }
  return held;
}
