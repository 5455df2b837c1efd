import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { ERASED_TEXT, type UserDataPayment } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { PaymentRefundEntity } from './entities/payment-refund.entity';
import { PaymentEntity } from './entities/payment.entity';
import { RefundRequestEntity } from './entities/refund-request.entity';

/**
 * The payments' part of a parent's own data (docs/product/privacy.md): each booking's payments and what went back of
 * them, for the download; and, when the parent deletes the account, the words written about them. The payments
 * themselves are money records the business must keep: every amount, method, date and PayPal reference stays.
 */
@Injectable()
export class PaymentPersonalData {
  constructor(private readonly dataSource: DataSource) {}

  async of(bookingIds: string[]): Promise<Map<string, UserDataPayment[]>> {
    const payments = await this.dataSource.manager.find(PaymentEntity, {
      where: { bookingId: In(bookingIds) },
      order: { createdAt: 'ASC' },
    });
    const refunds = await this.dataSource.manager.find(PaymentRefundEntity, {
      where: { paymentId: In(payments.map((p) => p.id)) },
      order: { refundedAt: 'ASC' },
    });
    const byBooking = new Map<string, UserDataPayment[]>(bookingIds.map((id) => [id, []]));
    for (const p of payments) {
      byBooking.get(p.bookingId)?.push({
        id: p.id,
        method: p.method,
        plan: p.plan,
        status: p.status,
        amount: centsToDollars(p.amountCents),
        refunded: centsToDollars(p.refundedCents),
        capturedAt: p.capturedAt?.toISOString() ?? null,
        receivedOn: p.receivedOn,
        createdAt: p.createdAt.toISOString(),
        refunds: refunds
          .filter((r) => r.paymentId === p.id)
          .map((r) => ({ amount: centsToDollars(r.amountCents), kind: r.kind, at: r.refundedAt.toISOString() })),
      });
    }
    return byBooking;
  }

  /**
   * Money still on its way back to the parent, whose e-mail reads the booking when it goes: a refund PayPal has not
   * made yet, or one made whose e-mail has not gone out.
   */
  async awaitingRefundEmail(bookingIds: string[]): Promise<boolean> {
    const manager = this.dataSource.manager;
    const asked = await manager.countBy(RefundRequestEntity, { bookingId: In(bookingIds), status: 'requested' });
    if (asked > 0) return true;
    const unsent: { n: number }[] = await manager.query(
      `SELECT count(*)::int AS n FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
       WHERE p.booking_id = ANY($1::uuid[]) AND r.notified_at IS NULL`,
      [bookingIds],
    );
    return unsent[0].n > 0;
  }

  /**
   * In the caller's transaction: the reasons a refund was asked for (the parent's words when they cancelled) and the
   * notes on payments taken by hand. Doing it twice changes nothing.
   */
  async erase(manager: EntityManager, bookingIds: string[]): Promise<void> {
    if (!bookingIds.length) return;
    await manager.update(RefundRequestEntity, { bookingId: In(bookingIds) }, { reason: ERASED_TEXT });
    const payments = await manager.find(PaymentEntity, { select: { id: true }, where: { bookingId: In(bookingIds) } });
    if (!payments.length) return;
    const ids = payments.map((p) => p.id);
    await manager.update(PaymentEntity, { id: In(ids), note: Not(IsNull()) }, { note: ERASED_TEXT });
    await manager.update(PaymentRefundEntity, { paymentId: In(ids), reason: Not(IsNull()) }, { reason: ERASED_TEXT });
  }
}
