import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import { PromoRedemptionsService } from '@app/promo';
import { OutboxService } from '@app/queue';
import { PaymentEntity } from './entities/payment.entity';

/** What a capture carries into the ledger: PayPal's capture id and when it happened. */
export interface CaptureFacts {
  captureId: string;
  capturedAt: Date;
}

/**
 * The one place money lands on a booking (issue #9, "what a capture does"), always inside the caller's transaction
 * with the booking row locked: the payment becomes captured, the booking's paid amount, balance and payment status
 * follow, a pending booking becomes confirmed, its promo use is redeemed, and the events are written. Landing the
 * same payment twice changes nothing (a second tab, a webhook after the browser).
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly outbox: OutboxService,
    private readonly promos: PromoRedemptionsService,
  ) {}

  async land(manager: EntityManager, payment: PaymentEntity, facts: CaptureFacts): Promise<void> {
    const booking = await manager.findOneOrFail(BookingEntity, {
      where: { id: payment.bookingId },
      lock: { mode: 'pessimistic_write' },
    });
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
}
