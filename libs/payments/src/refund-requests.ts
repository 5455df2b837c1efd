import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { BookingActor, BookingLifecycle, BookingsException } from '@app/bookings';
import { ADMIN_ACTION_MESSAGES as M } from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { OutboxService } from '@app/queue';
import { PaymentEntity, RefundRequestEntity } from './entities';
import { PaymentLedger } from './payment-ledger';
import { PaymentsException } from './payments.exception';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';

/**
 * What asking PayPal for a refund came to: made (`completed`), refused (`failed`: the request is failed), or no answer
 * (`waiting`: PayPal could not be reached, the request stays requested and RefundRetries sends it again).
 */
export type RefundOutcome = 'completed' | 'failed' | 'waiting';

/** What PayPal says of a refund it made: its id, how much, when (the call's answer or the REFUNDED webhook). */
export interface RefundMade {
  refundId: string;
  amountCents: number;
  refundedAt: Date;
}

/**
 * Refunds through PayPal (an admin's; a cancellation's, issue #28), with no transaction held across the call (DESIGN
 * §3): the requests are written first (one short transaction under the booking's lock, or the cancellation's own),
 * PayPal is asked with each request's id as PayPal-Request-Id, and the refund is recorded from PayPal's answer or its REFUNDED webhook, whichever comes first, exactly once (the
 * request is settled under the booking's lock; the second finds it settled). A refund PayPal refuses fails its
 * request and changes nothing else; one PayPal did not answer stays requested, and the worker sends the same request
 * again (RefundRetries: each request's `payment.refund-requested` event, stored with it, schedules that), as does
 * finishing the cancellation or an admin's resend (PayPal answers it, never refunding twice).
 */
@Injectable()
export class RefundRequests {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
    private readonly lifecycle: BookingLifecycle,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Refunds `cents` of the booking's captures, latest first, and returns once PayPal made them all; REFUND_FAILED
   * (and nothing more refunded) when PayPal refuses one or cannot be reached.
   */
  async refund(bookingId: string, cents: number, reason: string, by: BookingActor): Promise<void> {
    const requests = await this.dataSource.transaction((manager) =>
      this.request(manager, bookingId, cents, reason, by),
    );
    await this.send(requests);
  }

  /**
   * The refund PayPal reports (its webhook) when it is one of ours: settled as the admin's. False when no request of
   * ours carries its invoice id (a refund made in PayPal's dashboard).
   */
  async settleReported(manager: EntityManager, invoiceId: string | undefined, made: RefundMade): Promise<boolean> {
    const request = invoiceId ? await manager.findOneBy(RefundRequestEntity, { invoiceId }) : null;
    if (!request) return false;
    await this.settle(manager, request, made);
    return true;
  }

  /** Cents of the booking's refunds asked of PayPal and not made (nor refused) yet. */
  async waitingCents(bookingId: string): Promise<number> {
    const waiting = await this.dataSource.getRepository(RefundRequestEntity).sum('amountCents', {
      bookingId,
      status: 'requested',
    });
    return waiting ?? 0;
  }

  /** The booking's refund requests for `cents`: the open ones again if they are for that, else new ones. */
  private async request(
    manager: EntityManager,
    bookingId: string,
    cents: number,
    reason: string,
    by: BookingActor,
  ): Promise<RefundRequestEntity[]> {
    const booking = await this.lifecycle.lock(manager, bookingId);
    if (booking.status === 'cancelled') throw new BookingsException('BOOKING_STATE_CONFLICT', M.alreadyCancelled);
    return this.record(manager, bookingId, cents, reason, by);
  }

  /**
   * Records the refund of `cents` in the caller's transaction, which holds the booking's lock (a cancellation that
   * refunds: issue #28's parent in time, an admin approving a late request); once it commits, `send` asks PayPal.
   */
  async record(
    manager: EntityManager,
    bookingId: string,
    cents: number,
    reason: string,
    by: BookingActor,
  ): Promise<RefundRequestEntity[]> {
    // Any request not refused belongs to a cancellation that did not finish (PayPal did not answer, or answered after
    // the admin saw the error): finishing it sends the open ones again and makes no new refund; any other amount
    // would refund twice.
    const earlier = await manager.findBy(RefundRequestEntity, { bookingId, status: In(['requested', 'completed']) });
    const earlierCents = earlier.reduce((sum, r) => sum + r.amountCents, 0);
    if (earlier.length && earlierCents !== cents) {
      throw new PaymentsException('PAYMENT_IN_PROGRESS', M.refundPending(centsToDollars(earlierCents)));
    }
    if (earlier.length) return earlier.filter((r) => r.status === 'requested');
    const captured = await manager.find(PaymentEntity, {
      where: { bookingId, status: 'captured' },
      order: { capturedAt: 'DESC' },
    });
    const refundable = refundableCents(captured);
    if (cents > refundable) {
      const message = M.refundTooLarge(centsToDollars(refundable));
      throw new PaymentsException('REFUND_TOO_LARGE', message, { fields: { refund: message } });
    }
    const requests: RefundRequestEntity[] = [];
    let left = cents;
    for (const payment of captured) {
      const amountCents = Math.min(left, payment.amountCents - payment.refundedCents);
      if (amountCents <= 0) continue;
      left -= amountCents;
      requests.push(await this.create(manager, payment, amountCents, reason, by));
    }
    return requests;
  }

  /**
   * A new request (a new PayPal-Request-Id) to refund `amountCents` of the payment, in the caller's transaction, with
   * the event that has the worker send it again should it still wait (the api may stop before PayPal answers).
   */
  async create(
    manager: EntityManager,
    payment: PaymentEntity,
    amountCents: number,
    reason: string,
    by: BookingActor,
  ): Promise<RefundRequestEntity> {
    const id = randomUUID();
    const request = await manager.save(
      manager.create(RefundRequestEntity, {
        id,
        paymentId: payment.id,
        bookingId: payment.bookingId,
        amountCents,
        invoiceId: `${payment.invoiceId}-R${id.slice(0, 8).toUpperCase()}`,
        reason,
        requestedBy: by.id,
        requestedByName: by.name,
      }),
    );
    await this.outbox.record(manager, 'payment.refund-requested', {
      refundRequestId: id,
      bookingId: payment.bookingId,
    });
    return request;
  }

  /**
   * Asks PayPal for recorded requests, one after another, with no transaction open; REFUND_FAILED when PayPal refuses
   * one (that request is failed, for the admin to see) or cannot be reached (it stays requested, and is retried).
   */
  async send(requests: RefundRequestEntity[]): Promise<void> {
    for (const request of requests) {
      if ((await this.sendOne(request)) !== 'completed') throw new PaymentsException('REFUND_FAILED', M.refundFailed);
    }
  }

  /**
   * Asks PayPal for the refund with the request's own id (no transaction open) and records its answer: a refusal
   * fails the request; no answer leaves it requested.
   */
  async sendOne(request: RefundRequestEntity): Promise<RefundOutcome> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: request.paymentId });
    let refund;
    try {
      refund = await this.paypal.refundCapture(payment.captureId!, {
        requestId: request.id,
        amountCents: request.amountCents,
        invoiceId: request.invoiceId,
        noteToPayer: request.reason,
      });
    } catch (err) {
      if (!(err instanceof PayPalError && !err.unavailable)) return 'waiting';
      await this.dataSource
        .getRepository(RefundRequestEntity)
        .update(
          { id: request.id, status: 'requested' },
          { status: 'failed', failureReason: err.code, settledAt: new Date() },
        );
      return 'failed';
    }
    await this.dataSource.transaction((manager) =>
      this.settle(manager, request, {
        refundId: refund.id!,
        amountCents: request.amountCents,
        refundedAt: refund.create_time ? new Date(refund.create_time) : new Date(),
      }),
    );
    return 'completed';
  }

  /** Records the refund once, as the admin's: whichever of the answer and the webhook comes second finds it done. */
  private async settle(manager: EntityManager, request: RefundRequestEntity, made: RefundMade): Promise<void> {
    await this.lifecycle.lock(manager, request.bookingId);
    const fresh = await manager.findOneByOrFail(RefundRequestEntity, { id: request.id });
    if (fresh.status === 'completed') return;
    const payment = await manager.findOneByOrFail(PaymentEntity, { id: fresh.paymentId });
    await this.ledger.refund(manager, payment, {
      ...made,
      reason: fresh.reason,
      by: { kind: 'admin', id: fresh.requestedBy, name: fresh.requestedByName },
    });
    await manager.update(
      RefundRequestEntity,
      { id: fresh.id },
      { status: 'completed', refundId: made.refundId, failureReason: null, settledAt: new Date() },
    );
  }
}

/** What the captured payments still hold: captured minus refunded. */
export function refundableCents(payments: PaymentEntity[]): number {
  return payments.filter((p) => p.status === 'captured').reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0);
}
