import { Injectable } from '@nestjs/common';
import { EntityManager, In, Not } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { AUDIT_ACTORS, AuditService } from '@app/audit';
import { BOOKING_ACTORS, BookingActor, BookingLifecycle, type OfflineFacts } from '@app/bookings';
import { OFFLINE_PAYMENT_MESSAGES as OM, PAYMENT_MESSAGES as M, isOfflineMethod } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { PromoRedemptionsService } from '@app/promo';
import { OutboxService } from '@app/queue';
import { PaymentRefundEntity } from './entities/payment-refund.entity';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentsException } from './payments.exception';

/** Money an admin took outside PayPal: how, how much, the business day it came, and their note. */
export interface OfflineReceipt extends OfflineFacts {
  amountCents: number;
  note: string | null;
}

/** Ours, unique per payment (PayPal refuses a second payment with one invoice id): the booking's and the payment's. */
export const invoiceIdOf = (bookingId: string, paymentId: string): string =>
  `CP-${bookingId.slice(-8).toUpperCase()}-${paymentId.slice(0, 8).toUpperCase()}`;

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
 * redeemed, the event is written), a refund goes back, a payment fails, cash or a bank transfer an admin took is
 * received or reversed. Each is idempotent: landing the same capture
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
    const confirmation = await this.lifecycle.pay(
      manager,
      booking,
      {
        paymentId: fresh.id,
        amountCents: fresh.amountCents,
        at: facts.capturedAt,
        free,
        note: free ? `Free with promo ${booking.promoCode}` : `PayPal capture ${facts.captureId}`,
      },
      free ? BOOKING_ACTORS.parentOf(booking) : BOOKING_ACTORS.paypal,
    );
    if (booking.promoCode) await this.promos.redeem(manager, booking.promoCode, booking);
    await this.outbox.record(manager, 'payment.captured', {
      paymentId: payment.id,
      bookingId: booking.id,
      ...(confirmation && { confirmation }),
    });
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
  /**
   * Money taken outside PayPal: a payment of its own method, captured as it is recorded, that the booking takes like a
   * capture (BookingLifecycle.pay: a balance paid in full confirms a pending booking) and whose receipt the worker
   * builds (payment.captured). At most the balance due: more is money the booking does not owe.
   */
  async receive(
    manager: EntityManager,
    bookingId: string,
    receipt: OfflineReceipt,
    by: BookingActor,
  ): Promise<PaymentEntity> {
    const booking = await this.lifecycle.lock(manager, bookingId);
    if (receipt.amountCents > booking.balanceDueCents) {
      const message = OM.amountTooLarge(booking.balanceDueCents);
      throw new PaymentsException('OFFLINE_PAYMENT_REFUSED', message, { fields: { amount: message } });
    }
    const id = randomUUID();
    const offline: OfflineFacts = { method: receipt.method, receivedOn: receipt.receivedOn };
    const payment = manager.create(PaymentEntity, {
      id,
      bookingId,
      method: receipt.method,
      plan: booking.amountPaidCents > 0 ? 'balance' : receipt.amountCents < booking.finalCents ? 'deposit' : 'full',
      status: 'captured',
      amountCents: receipt.amountCents,
      promoCode: booking.promoCode,
      promoDiscountCents: booking.promoDiscountCents,
      refundedCents: 0,
      paypalOrderId: null,
      captureId: null,
      invoiceId: invoiceIdOf(bookingId, id),
      capturedAt: new Date(),
      failureReason: null,
      receivedOn: receipt.receivedOn,
      note: receipt.note,
      recordedBy: by.id,
    });
    await manager.insert(PaymentEntity, payment);
    const confirmation = await this.lifecycle.pay(
      manager,
      booking,
      {
        paymentId: id,
        amountCents: receipt.amountCents,
        at: payment.capturedAt!,
        free: false,
        note: receipt.note ?? '',
        offline,
      },
      by,
    );
    await this.outbox.record(manager, 'payment.captured', {
      paymentId: id,
      bookingId,
      ...(confirmation && { confirmation }),
    });
    return payment;
  }

  /**
   * An admin undoes cash or a bank transfer recorded by mistake (or a transfer that bounced), or records that what a
   * cancellation owed back by hand was given back: a reversal entry, never a delete, for `cents` (left out: what is
   * owed back, else all that is left of the payment), lowering what is owed first. The booking follows
   * (BookingLifecycle.refund: a standing booking owes it again; the history says reversed, or returned when it was owed
   * or paid above a changed total), and `payment.reversed` is written with it (docs/product/api.md#server-rules): the
   * parent is e-mailed a return (RefundNotifier), not a mistake put right.
   */
  async reverse(
    manager: EntityManager,
    paymentId: string,
    reversal: { reason: string; cents?: number },
    by: BookingActor,
  ): Promise<PaymentEntity> {
    const found = await manager.findOneBy(PaymentEntity, { id: paymentId });
    if (!found) throw new PaymentsException('PAYMENT_NOT_FOUND', M.paymentNotFound);
    const booking = await this.lifecycle.lock(manager, found.bookingId);
    const payment = await manager.findOneByOrFail(PaymentEntity, { id: paymentId });
    if (!isOfflineMethod(payment.method) || !payment.receivedOn) {
      throw new PaymentsException('PAYMENT_NOT_REVERSIBLE', OM.notOffline);
    }
    const left = payment.amountCents - payment.refundedCents;
    if (left <= 0) throw new PaymentsException('PAYMENT_NOT_REVERSIBLE', OM.alreadyReversed);
    const cents = reversal.cents ?? (payment.owedCents || left);
    if (cents > left) {
      const message = OM.reverseTooLarge(left);
      throw new PaymentsException('REFUND_TOO_LARGE', message, { fields: { amount: message } });
    }
    // Money the parent is given back (owed by a cancellation, or paid above a changed total), not a mistake put right.
    const returned = payment.owedCents > 0 || booking.amountPaidCents > booking.finalCents;
    const reversedAt = new Date();
    const [entry] = await manager.save(PaymentRefundEntity, [
      manager.create(PaymentRefundEntity, {
        paymentId,
        refundId: `reversal-${randomUUID()}`,
        amountCents: cents,
        kind: 'reversal' as const,
        reason: reversal.reason,
        refundedBy: by.id,
        refundedAt: reversedAt,
        // A return is e-mailed (payment.reversed); a payment recorded by mistake tells the parent nothing.
        notifiedAt: returned ? null : reversedAt,
      }),
    ]);
    const changed = {
      refundedCents: payment.refundedCents + cents,
      owedCents: Math.max(0, payment.owedCents - cents),
    };
    await manager.update(PaymentEntity, { id: paymentId }, changed);
    await this.lifecycle.refund(
      manager,
      booking,
      {
        amountCents: cents,
        note: reversal.reason,
        offline: { method: payment.method, receivedOn: payment.receivedOn, returned },
      },
      by,
    );
    await this.outbox.record(manager, 'payment.reversed', {
      refundId: entry.id,
      paymentId,
      bookingId: booking.id,
    });
    return { ...payment, ...changed };
  }
}
