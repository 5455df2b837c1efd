import { Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import { AUDIT_ACTORS, AuditActor, AuditService } from '@app/audit';
import { BookingEntity } from '@app/bookings';
import { centsToDollars } from '@app/pricing';
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
  /** The admin who refunded; PayPal when it reported a refund made elsewhere. */
  by?: AuditActor;
}

/** A booking's money as its history shows it, in dollars. */
const moneyOf = (b: Pick<BookingEntity, 'amountPaidCents' | 'balanceDueCents' | 'paymentStatus'>) => ({
  amountPaid: centsToDollars(b.amountPaidCents),
  balanceDue: centsToDollars(b.balanceDueCents),
  paymentStatus: b.paymentStatus,
});

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
    private readonly audit: AuditService,
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
    const paymentStatus = balanceDueCents > 0 ? ('deposit_paid' as const) : ('completed' as const);
    await manager.update(
      BookingEntity,
      { id: booking.id },
      {
        amountPaidCents,
        balanceDueCents,
        paymentStatus,
        ...(balanceDueCents === 0 ? { paymentCompletedAt: facts.capturedAt } : {}),
        ...(confirming ? { status: 'confirmed' as const } : {}),
      },
    );
    const actor =
      fresh.method === 'promo' ? { id: booking.userId, name: AUDIT_ACTORS.parent.name } : AUDIT_ACTORS.paypal;
    const history = { subject: 'booking' as const, subjectId: booking.id, actor };
    await this.audit.record(manager, {
      ...history,
      action: 'paid',
      before: moneyOf(booking),
      after: moneyOf({ amountPaidCents, balanceDueCents, paymentStatus }),
      note: fresh.method === 'promo' ? `Free with promo ${booking.promoCode}` : `PayPal capture ${facts.captureId}`,
    });
    if (confirming) {
      await this.audit.record(manager, {
        ...history,
        action: 'confirmed',
        before: { status: 'pending' },
        after: { status: 'confirmed' },
      });
    }
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
        refundedBy: facts.by?.id ?? null,
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
    const paymentStatus =
      amountPaidCents === 0 || cancelled
        ? ('refunded' as const)
        : balanceDueCents > 0
          ? ('deposit_paid' as const)
          : ('completed' as const);
    await manager.update(BookingEntity, { id: booking.id }, { amountPaidCents, balanceDueCents, paymentStatus });
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'refunded',
      actor: facts.by ?? AUDIT_ACTORS.paypal,
      before: moneyOf(booking),
      after: { ...moneyOf({ amountPaidCents, balanceDueCents, paymentStatus }), refunded: centsToDollars(cents) },
      note:
        facts.reason ??
        (facts.kind === 'reversal' ? `PayPal reversal ${facts.refundId}` : `PayPal refund ${facts.refundId}`),
    });
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

  private lockBooking(manager: EntityManager, id: string): Promise<BookingEntity> {
    return manager.findOneOrFail(BookingEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }
}
