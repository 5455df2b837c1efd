import { Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import { AUDIT_ACTORS, AuditService } from '@app/audit';
import { BOOKING_ACTORS, BookingActor, BookingLifecycle } from '@app/bookings';
import { centsToDollars } from '@app/pricing';
import { PromoRedemptionsService } from '@app/promo';
import { OutboxService } from '@app/queue';
import { PaymentRefundEntity } from './entities/payment-refund.entity';
import { PaymentEntity } from './entities/payment.entity';

/** What a capture carries into the ledger: PayPal's capture id (none for a free booking) and when it happened. */
export interface CaptureFacts {
  captureId: string | null;
  capturedAt: Date;
}

/** What a refund carries into the ledger: PayPal's refund id, how much, when, and (an admin's) why and who. */
export interface RefundFacts {
  refundId: string;
  amountCents: number;
  refundedAt: Date;
  kind?: PaymentRefundEntity['kind'];
  reason?: string | null;
  /** The admin who refunded; PayPal when it reported a refund made elsewhere. */
  by?: BookingActor;
}

/**
 * The one place money is recorded, always inside the caller's transaction with the booking row locked: a capture
 * lands (the payment becomes captured, the booking is asked to take the money (BookingLifecycle.pay), its promo use is
 * redeemed, the event is written), a refund goes back, a payment fails. Each is idempotent: landing the same capture
 * or refund twice changes nothing (a second tab, a webhook after the browser or after the admin's own refund call).
 */
@Injectable()
export class PaymentLedger {
  constructor(
    private readonly outbox: OutboxService,
    private readonly promos: PromoRedemptionsService,
    private readonly audit: AuditService,
    private readonly lifecycle: BookingLifecycle,
  ) {}

  async land(manager: EntityManager, payment: PaymentEntity, facts: CaptureFacts): Promise<void> {
    const booking = await this.lifecycle.lock(manager, payment.bookingId);
    const fresh = await manager.findOneByOrFail(PaymentEntity, { id: payment.id });
    if (fresh.status === 'captured') return;
    await manager.update(
      PaymentEntity,
      { id: payment.id },
      { status: 'captured', captureId: facts.captureId, capturedAt: facts.capturedAt },
    );
    const free = fresh.method === 'promo';
    await this.lifecycle.pay(
      manager,
      booking,
      {
        amountCents: fresh.amountCents,
        at: facts.capturedAt,
        free,
        note: free ? `Free with promo ${booking.promoCode}` : `PayPal capture ${facts.captureId}`,
      },
      free ? BOOKING_ACTORS.parentOf(booking) : BOOKING_ACTORS.paypal,
    );
    if (booking.promoCode) await this.promos.redeem(manager, booking.promoCode, booking);
    await this.outbox.record(manager, 'payment.captured', { paymentId: payment.id, bookingId: booking.id });
  }

  /**
   * Money went back to the payer from a captured payment; the booking is asked to give it back
   * (BookingLifecycle.refund). False when this refund id was already recorded.
   */
  async refund(manager: EntityManager, payment: PaymentEntity, facts: RefundFacts): Promise<boolean> {
    const booking = await this.lifecycle.lock(manager, payment.bookingId);
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
        refundedBy: facts.by?.id ?? null,
        refundedAt: facts.refundedAt,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const refund = (inserted.raw as { id: string }[])[0];
    if (!refund) return false;
    await manager.update(PaymentEntity, { id: fresh.id }, { refundedCents: fresh.refundedCents + cents });
    await this.lifecycle.refund(
      manager,
      booking,
      {
        amountCents: cents,
        note:
          facts.reason ??
          (facts.kind === 'reversal' ? `PayPal reversal ${facts.refundId}` : `PayPal refund ${facts.refundId}`),
      },
      facts.by ?? BOOKING_ACTORS.paypal,
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
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: payment.bookingId,
      action: 'payment-failed',
      actor: AUDIT_ACTORS.paypal,
      after: { amount: centsToDollars(payment.amountCents) },
      note: reason,
    });
    const others = await manager.existsBy(PaymentEntity, {
      bookingId: payment.bookingId,
      status: In(['created', 'capturing', 'pending', 'captured']),
    });
    if (!others) await this.promos.release(manager, payment.bookingId);
  }
}
