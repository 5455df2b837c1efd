import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, In } from 'typeorm';
import { AuditService } from '@app/audit';
import { BookingActor, BookingEntity, BookingLifecycle, type RefundReads } from '@app/bookings';
import {
  ADMIN_ACTION_MESSAGES as M,
  CHANGE_BOOKING_MESSAGES as C,
  isOfflineMethod,
  type RefundLine,
} from '@app/contracts';
import { centsToDollars, heldTotalCents, NOTHING_HELD, splitRefund, type MoneyHeld } from '@app/pricing';
import { OutboxService } from '@app/queue';
import { PaymentEntity, RefundRequestEntity, type RefundPurpose } from './entities';
import { goingBackCents, heldCents, moneyHeldByBooking, moneyHeldOf } from './money-held';
import { PaymentLedger } from './payment-ledger';
import { PaymentsException } from './payments.exception';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';
import { refundLinesOf } from './refund-lines';

/** A refund recorded in a cancellation's transaction (or an admin's resend), asked of PayPal once that commits. */
export interface RefundIntent {
  id: string;
  amountCents: number;
}

/** A cancellation's refund as recorded: what PayPal is asked for, and what is owed by hand beyond it. */
export interface RecordedRefund {
  intents: RefundIntent[];
  /** Paid in cash or by bank transfer and beyond what PayPal's captures hold: the business gives it back itself. */
  owedCents: number;
  /** The refund by how it goes back (libs/shared/pricing `splitRefund`), for the cancellation's e-mail to say. */
  split: MoneyHeld;
}

/**
 * What asking PayPal came to: every refund made (`completed`), one refused (`failed`: left for the admin to see and
 * send again), or no answer (`waiting`: the worker asks again with the same PayPal-Request-Id).
 */
export type RefundOutcome = 'completed' | 'failed' | 'waiting';

/** What PayPal says of a refund it made: its id, how much, when (the call's answer or the REFUNDED webhook). */
export interface RefundMade {
  refundId: string;
  amountCents: number;
  refundedAt: Date;
}

/**
 * A cancellation's refunds through PayPal (BookingCancellations, libs/business/booking-money, records them in the
 * cancellation's transaction and sends them once it commits; bookings reads them as its RefundReads), with no transaction held across a PayPal call
 * (docs/product/api.md#server-rules). Each request is written with a `payment.refund-requested` event, so the worker
 * sends it again should PayPal not answer or the api stop first (RefundRetries); its id is the PayPal-Request-Id, so
 * asking again never refunds twice. The refund is recorded from PayPal's answer or its REFUNDED webhook, whichever
 * comes first, exactly once (settled under the booking's lock; the second finds it settled). A refund PayPal refuses
 * fails its request and changes nothing else, for an admin to see and send again (`again`).
 */
@Injectable()
export class RefundRequests implements RefundReads {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
    private readonly lifecycle: BookingLifecycle,
    private readonly outbox: OutboxService,
    private readonly audit: AuditService,
  ) {}

  /**
   * The refund PayPal reports (its webhook) when it is one of ours: settled as the cancellation's. False when no
   * request of ours carries its invoice id (a refund made in PayPal's dashboard).
   */
  async settleReported(manager: EntityManager, invoiceId: string | undefined, made: RefundMade): Promise<boolean> {
    const request = invoiceId ? await manager.findOneBy(RefundRequestEntity, { invoiceId }) : null;
    if (!request) return false;
    await this.settle(manager, request, made);
    return true;
  }

  linesOf(bookingIds: string[]): Promise<Map<string, RefundLine[]>> {
    return refundLinesOf(this.dataSource, bookingIds);
  }

  heldOf(bookingIds: string[], manager?: EntityManager): Promise<Map<string, MoneyHeld>> {
    return moneyHeldByBooking(manager ?? this.dataSource, bookingIds);
  }

  /**
   * `cents` split as the parent and the admin were told (`splitRefund`: PayPal's captures first, then cash, then bank
   * transfers): requests for PayPal's part, latest capture first, and the rest owed by hand on those payments, latest
   * first; REFUND_TOO_LARGE beyond what all of them hold.
   */
  async record(
    manager: EntityManager,
    bookingId: string,
    cents: number,
    reason: string,
    by: BookingActor,
  ): Promise<RecordedRefund> {
    // Requests on a booking that still stands were left by an admin's cancel of the former order (it asked PayPal
    // before cancelling): cancelling with the same refund sends the open ones again and makes no new refund; any other
    // amount would refund twice.
    const earlier = await manager.findBy(RefundRequestEntity, {
      bookingId,
      status: In(['requested', 'completed']),
      purpose: 'cancellation',
    });
    const earlierCents = earlier.reduce((sum, r) => sum + r.amountCents, 0);
    if (earlier.length && earlierCents !== cents) {
      throw new PaymentsException('PAYMENT_IN_PROGRESS', M.refundPending(centsToDollars(earlierCents)));
    }
    if (earlier.length) {
      const intents = earlier.filter((r) => r.status === 'requested');
      return { intents, owedCents: 0, split: { ...NOTHING_HELD, paypalCents: earlierCents } };
    }
    const captured = await manager.find(PaymentEntity, {
      where: { bookingId, status: 'captured' },
      order: { capturedAt: 'DESC' },
    });
    // An overpayment's refund still waiting for PayPal is money already going back: never refunded twice.
    const waiting = await manager.findBy(RefundRequestEntity, { bookingId, status: 'requested' });
    const held = moneyHeldOf(captured, waiting);
    if (cents > heldTotalCents(held)) {
      const message = M.refundTooLarge(centsToDollars(heldTotalCents(held)));
      throw new PaymentsException('REFUND_TOO_LARGE', message, { fields: { refund: message } });
    }
    // The split the parent and the admin were shown (PayPal first, then by hand): what is done is what was promised.
    const split = splitRefund(cents, held);
    // A payment takes one refund at a time: the one with a refund on its way takes no other until PayPal made it.
    const free = captured.filter((p) => p.method === 'paypal' && !waiting.some((r) => r.paymentId === p.id));
    if (split.paypalCents > free.reduce((sum, p) => sum + heldCents(p), 0)) {
      throw new PaymentsException('PAYMENT_IN_PROGRESS', C.overpaymentWaiting(centsToDollars(goingBackCents(waiting))));
    }
    await this.owe(
      manager,
      captured.filter((p) => p.method === 'cash'),
      split.cashCents,
    );
    await this.owe(
      manager,
      captured.filter((p) => p.method === 'bank-transfer'),
      split.bankTransferCents,
    );
    return {
      intents: await this.spread(manager, free, split.paypalCents, reason, by, 'cancellation'),
      owedCents: split.cashCents + split.bankTransferCents,
      split,
    };
  }

  /** Cents of the booking's overpayment refunds asked of PayPal and not made yet: already going back. */
  async goingBack(manager: EntityManager, bookingId: string): Promise<number> {
    return goingBackCents(await manager.findBy(RefundRequestEntity, { bookingId, status: 'requested' }));
  }

  /**
   * A cancellation's refund beyond PayPal's captures, owed by hand: noted on the cash and bank-transfer payments,
   * latest first, each up to what is left of it, until an admin records the return (PaymentLedger.reverse).
   */
  private async owe(manager: EntityManager, offline: PaymentEntity[], cents: number): Promise<void> {
    let left = cents;
    for (const payment of offline) {
      const owed = Math.min(left, heldCents(payment));
      if (owed <= 0) continue;
      left -= owed;
      await manager.update(PaymentEntity, { id: payment.id }, { owedCents: payment.owedCents + owed });
    }
  }

  /**
   * In the caller's transaction under the booking's lock: what was paid above the booking's total (all of
   * it, or `cents` of it) asked of the captures, latest first, while the booking stands, with its history line. Refused
   * (REFUND_TOO_LARGE) beyond paid − total less what is already on its way, and on a cancelled booking, whose refund is
   * its cancellation's.
   */
  async recordOverpayment(
    manager: EntityManager,
    booking: BookingEntity,
    cents: number | undefined,
    by: BookingActor,
  ): Promise<RefundRequestEntity[]> {
    if (booking.status === 'cancelled') throw new PaymentsException('REFUND_TOO_LARGE', C.overpaymentOfCancelled);
    const waiting = await manager.findBy(RefundRequestEntity, { bookingId: booking.id, status: 'requested' });
    if (waiting.length) {
      const amount = centsToDollars(waiting.reduce((sum, r) => sum + r.amountCents, 0));
      throw new PaymentsException('PAYMENT_IN_PROGRESS', C.overpaymentWaiting(amount));
    }
    const over = booking.amountPaidCents - booking.finalCents;
    if (over <= 0) throw new PaymentsException('REFUND_TOO_LARGE', C.noOverpayment);
    const amountCents = cents ?? over;
    if (amountCents > over || amountCents <= 0) {
      const message = C.overpaymentTooLarge(centsToDollars(over));
      throw new PaymentsException('REFUND_TOO_LARGE', message, { fields: { amount: message } });
    }
    // PayPal refunds only its own captures; what came in cash or by transfer goes back by hand (PaymentLedger.reverse).
    const captured = await manager.find(PaymentEntity, {
      where: { bookingId: booking.id, status: 'captured', method: 'paypal' },
      order: { capturedAt: 'DESC' },
    });
    const viaPayPal = refundableCents(captured);
    if (amountCents > viaPayPal) {
      const message = C.overpaymentBeyondPayPal(centsToDollars(viaPayPal));
      throw new PaymentsException('REFUND_TOO_LARGE', message, { fields: { amount: message } });
    }
    const reason = C.overpaymentReason;
    const requests = await this.spread(manager, captured, amountCents, reason, by, 'overpayment');
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'overpayment-refund',
      actor: { id: by.id, name: by.name },
      after: { amount: centsToDollars(amountCents), total: centsToDollars(booking.finalCents) },
      note: null,
    });
    return requests;
  }

  /**
   * "Send refund again" (audited as `refund-resent`): a waiting request is sent with its own id; a refused one becomes
   * a new request (a new PayPal-Request-Id) for the same amount, once, while its payment still holds that much. Only a
   * cancelled booking's refund is sent: one on a booking that stands is sent by cancelling it (`record`).
   */
  async again(
    manager: EntityManager,
    booking: BookingEntity,
    requestId: string,
    by: BookingActor,
  ): Promise<RefundRequestEntity> {
    const found = isUUID(requestId)
      ? await manager.findOneBy(RefundRequestEntity, { id: requestId, bookingId: booking.id })
      : null;
    if (!found) throw new PaymentsException('REFUND_REQUEST_NOT_FOUND', M.refundRequestNotFound);
    if (found.status === 'completed') throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundAlreadyMade);
    if (found.resentAs) throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundAlreadyResent);
    // An overpayment's refund is sent while its booking stands; any other waits for the cancellation.
    if (booking.status !== 'cancelled' && found.purpose !== 'overpayment') {
      throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundOfUncancelled);
    }
    const sending = found.status === 'requested' ? found : await this.replace(manager, found, by);
    await this.audit.record(manager, {
      subject: 'booking',
      subjectId: booking.id,
      action: 'refund-resent',
      actor: { id: by.id, name: by.name },
      after: { amount: centsToDollars(sending.amountCents), request: sending.id },
      note: found.failureReason ? `PayPal had refused it: ${found.failureReason}` : null,
    });
    return sending;
  }

  /**
   * Asks PayPal for recorded requests, one after another, with no transaction open: `completed` when it made them
   * all, `failed` when it refused one (that request is failed, for the admin to see), else `waiting` (PayPal could not
   * be reached: the requests stay requested and the worker sends them again).
   */
  async send(intents: RefundIntent[]): Promise<RefundOutcome> {
    if (!intents.length) return 'completed';
    const requests = await this.dataSource
      .getRepository(RefundRequestEntity)
      .findBy({ id: In(intents.map((i) => i.id)) });
    const outcomes: RefundOutcome[] = [];
    for (const request of requests) outcomes.push(await this.sendOne(request));
    return outcomes.includes('failed') ? 'failed' : outcomes.includes('waiting') ? 'waiting' : 'completed';
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

  /** Requests for `cents` of the captures, in their order (latest first), each taking what its payment still holds. */
  private async spread(
    manager: EntityManager,
    captured: PaymentEntity[],
    cents: number,
    reason: string,
    by: BookingActor,
    purpose: RefundPurpose,
  ): Promise<RefundRequestEntity[]> {
    const requests: RefundRequestEntity[] = [];
    let left = cents;
    for (const payment of captured) {
      const amountCents = Math.min(left, payment.amountCents - payment.refundedCents);
      if (amountCents <= 0) continue;
      left -= amountCents;
      requests.push(await this.create(manager, payment, amountCents, reason, by, purpose));
    }
    return requests;
  }

  /**
   * A new request (a new PayPal-Request-Id) to refund `amountCents` of the payment, in the caller's transaction, with
   * the event that has the worker send it again should it still wait (the api may stop before PayPal answers).
   */
  private async create(
    manager: EntityManager,
    payment: PaymentEntity,
    amountCents: number,
    reason: string,
    by: BookingActor,
    purpose: RefundPurpose,
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
        purpose,
      }),
    );
    await this.outbox.record(manager, 'payment.refund-requested', {
      refundRequestId: id,
      bookingId: payment.bookingId,
    });
    return request;
  }

  /** A new request for the refused one's amount, if its payment still holds it and none of it is already on its way. */
  private async replace(
    manager: EntityManager,
    refused: RefundRequestEntity,
    by: BookingActor,
  ): Promise<RefundRequestEntity> {
    const payment = await manager.findOneByOrFail(PaymentEntity, { id: refused.paymentId });
    if (await manager.existsBy(RefundRequestEntity, { paymentId: payment.id, status: 'requested' })) {
      throw new PaymentsException('PAYMENT_IN_PROGRESS', M.refundWaiting);
    }
    const left = payment.status === 'captured' ? payment.amountCents - payment.refundedCents : 0;
    if (refused.amountCents > left) {
      throw new PaymentsException('REFUND_NOT_RESENDABLE', M.refundNothingLeft(centsToDollars(left)));
    }
    const next = await this.create(manager, payment, refused.amountCents, refused.reason, by, refused.purpose);
    await manager.update(RefundRequestEntity, { id: refused.id }, { resentAs: next.id });
    return next;
  }

  /** Records the refund once, as whoever asked for it: whichever of the answer and the webhook comes second finds it done. */
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

/**
 * What a cancellation can give back: PayPal's captured payments (through PayPal) and cash or bank transfers (by hand),
 * each less what went back or is owed back already.
 */
function refundableCents(payments: PaymentEntity[]): number {
  return payments
    .filter((p) => p.status === 'captured' && (p.method === 'paypal' || isOfflineMethod(p.method)))
    .reduce((sum, p) => sum + heldCents(p), 0);
}
