import { Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import { PromoRedemptionsService } from '@app/promo';
import { OutboxService } from '@app/queue';
import { PaymentRefundEntity } from './entities/payment-refund.entity';
import { PaymentEntity } from './entities/payment.entity';

/** What a capture carries into the ledger: PayPal's capture id and when it happened. */
export interface CaptureFacts {
  captureId: string;
  capturedAt: Date;
}

/** What a refund carries into the ledger: PayPal's refund id, how much, when, and (an admin's) why and who. */
export interface RefundFacts {
  refundId: string;
  amountCents: number;
  refundedAt: Date;
  kind?: PaymentRefundEntity['kind'];
  reason?: string | null;
  refundedBy?: string | null;
}

/**
 * The one place money moves on a booking, always inside the caller's transaction with the booking row locked:
 * a capture lands (the payment becomes captured, the booking's paid amount, balance and payment status follow, a
 * pending booking becomes confirmed, its promo use is redeemed, the events are written), a refund goes back, a
 * payment fails. Each is idempotent: landing the same capture or refund twice changes nothing (a second tab, a
 * webhook after the browser or after the admin's own refund call).
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly outbox: OutboxService,
    private readonly promos: PromoRedemptionsService,
  ) {}

  async land(manager: EntityManager, payment: PaymentEntity, facts: CaptureFacts): Promise<void> {
    const booking = await this.lockBooking(manager, payment.bookingId);
    const fresh = await manager.findOneByOrFail(PaymentEntity, { id: payment.id });
    if (fresh.status === 'captured') return;
    await manager.update(
      PaymentEntity,
      { id: payment.id },
      {
        status: 'captured',
        captureId: facts.captureId,
        capturedAt: facts.capturedAt,
      },
    );
    const amountPaidCents = booking.amountPaidCents + fresh.amountCents;
    const balanceDueCents = Math.max(0, booking.finalCents - amountPaidCents);
    const confirming = booking.status === 'pending';
    await manager.update(
      BookingEntity,
      { id: booking.id },
      {
        amountPaidCents,
        balanceDueCents,
        paymentStatus: balanceDueCents > 0 ? 'deposit_paid' : 'completed',
        ...(balanceDueCents === 0 ? { paymentCompletedAt: facts.capturedAt } : {}),
        ...(confirming ? { status: 'confirmed' as const } : {}),
      },
    );
    if (booking.promoCode) await this.promos.redeem(manager, booking.promoCode, booking);
    await this.outbox.record(manager, 'payment.captured', { paymentId: payment.id, bookingId: booking.id });
    if (confirming) {
      await this.outbox.record(manager, 'booking.confirmed', {
        bookingId: booking.id,
        by: fresh.method === 'promo' ? 'free' : 'payment',
      });
    }
  }

  /**
   * Money went back to the payer from a captured payment. The booking's paid amount drops; an active booking owes
   * it again, a cancelled one owes nothing. False when this refund id was already recorded.
   */
  async refund(manager: EntityManager, payment: PaymentEntity, facts: RefundFacts): Promise<boolean> {
    const booking = await this.lockBooking(manager, payment.bookingId);
    const fresh = await manager.findOneByOrFail(PaymentEntity, { id: payment.id });
    // PayPal never refunds more than the capture; the clamp keeps our figures consistent if its report is odd.
    const cents = Math.min(facts.amountCents, fresh.amountCents - fresh.refundedCents);
    if (fresh.status !== 'captured' || cents <= 0) return false;
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(PaymentRefundEntity)
      .values({
        paymentId: fresh.id,
        refundId: facts.refundId,
        amountCents: cents,
        kind: facts.kind ?? 'refund',
        reason: facts.reason ?? null,
        refundedBy: facts.refundedBy ?? null,
        refundedAt: facts.refundedAt,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const refund = (inserted.raw as { id: string }[])[0];
    if (!refund) return false;
    await manager.update(PaymentEntity, { id: fresh.id }, { refundedCents: fresh.refundedCents + cents });
    const amountPaidCents = Math.max(0, booking.amountPaidCents - cents);
    const cancelled = booking.status === 'cancelled';
    const balanceDueCents = cancelled ? 0 : Math.max(0, booking.finalCents - amountPaidCents);
    await manager.update(
      BookingEntity,
      { id: booking.id },
      {
        amountPaidCents,
        balanceDueCents,
        paymentStatus:
          amountPaidCents === 0 || cancelled ? 'refunded' : balanceDueCents > 0 ? 'deposit_paid' : 'completed',
      },
    );
    await this.outbox.record(manager, 'payment.refunded', {
      refundId: refund.id,
      paymentId: fresh.id,
      bookingId: booking.id,
    });
    return true;
  }

  /**
   * The payment failed for good (declined, denied after pending, not approved): its promo use goes back unless
   * another live payment of the booking holds it. A payment already captured never fails.
   */
  async fail(manager: EntityManager, payment: PaymentEntity, reason: string): Promise<void> {
    const { affected } = await manager.update(
      PaymentEntity,
      { id: payment.id, status: Not('captured') },
      { status: 'failed', failureReason: reason.slice(0, 200) },
    );
    if (!affected) return;
    const others = await manager.existsBy(PaymentEntity, {
      bookingId: payment.bookingId,
      status: In(['created', 'capturing', 'pending', 'captured']),
    });
    if (!others) await this.promos.release(manager, payment.bookingId);
  }

  private lockBooking(manager: EntityManager, id: string): Promise<BookingEntity> {
    return manager.findOneOrFail(BookingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
