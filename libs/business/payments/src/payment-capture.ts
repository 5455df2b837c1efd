import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, In, Not } from 'typeorm';
import { BookingLifecycle } from '@app/bookings';
import { PAYMENT_MESSAGES as M, type PaymentRecordStatus } from '@app/contracts';
import { OutboxService } from '@app/queue';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentLedger } from './payment-ledger';
import { paymentFailed, PaymentsException } from './payments.exception';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';
import { CapturedPayment, capturedPayment, orderSummary } from './paypal-order';
import type { PayPalOrder } from './paypal-types';

/** A payment polled by its dialog asks PayPal at most this often; in between, the poll reads what is recorded. */
export const PAYPAL_ASK_INTERVAL_MS = 5000;

/**
 * Captures an approved PayPal order once, whoever asks: the buyer's browser (POST /paypal/order/{id}/capture) or the
 * worker when the browser never did (the tab closed after approval). PayPal is called outside any transaction with a
 * request id of the payment's own (captureRequestId), so a retry never charges twice. When the capture's answer is
 * lost, PayPal is asked what happened (settleFromPayPal) right away, by the dialog's polls, and by a delayed job
 * (LostCaptures): a capture made lands, and an order still approved is captured again under the same request id.
 */
@Injectable()
export class PaymentCapture {
  /** When each payment last asked PayPal (this process): polling never hammers PayPal. */
  private readonly asked = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
    private readonly lifecycle: BookingLifecycle,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * Captures the payment's order unless it is already captured or being captured; PAYMENT_FAILED when declined (or,
   * after a lost answer, when PayPal says it cannot be captured). A lost answer PayPal cannot settle at once leaves
   * the payment `capturing`: the parent sees it being confirmed (CONFIRMING) while it is asked again.
   */
  async captureOnce(payment: PaymentEntity): Promise<void> {
    if (payment.status === 'failed' || payment.status === 'expired') throw paymentFailed(payment.failureReason);
    if (!(await this.claim(payment))) return;

    let order;
    try {
      order = await this.paypal.captureOrder(payment.paypalOrderId!, captureRequestId(payment));
    } catch (err) {
      if (err instanceof PayPalError && !err.unavailable) {
        await this.fail(payment, err.code);
        throw paymentFailed(err.code);
      }
      // The capture may or may not have happened. The event starts the delayed job, so the payment is settled even
      // if PayPal stays away and nobody polls (the tab closed).
      await this.dataSource.transaction(async (manager) => {
        await manager.update(PaymentEntity, { id: payment.id }, { failureReason: 'capture answer lost' });
        await this.outbox.record(manager, 'payment.capture-unknown', {
          paymentId: payment.id,
          bookingId: payment.bookingId,
        });
      });
      const status = await this.settleFromPayPal(payment).catch(stillOpen('capturing'));
      if (status === 'failed') throw paymentFailed();
      return;
    }
    await this.apply(payment, order);
  }

  /**
   * What the dialog polls (GET /paypal/order/{id}): a payment whose outcome is open (its capture's answer lost, or
   * PayPal holding it) asks PayPal, at most every PAYPAL_ASK_INTERVAL_MS; PayPal unreachable leaves it as it is.
   */
  async refresh(payment: PaymentEntity): Promise<void> {
    if (payment.status !== 'capturing' && payment.status !== 'pending') return;
    const last = this.asked.get(payment.id) ?? 0;
    if (Date.now() - last < PAYPAL_ASK_INTERVAL_MS) return;
    this.asked.set(payment.id, Date.now());
    const status = await this.settleFromPayPal(payment).catch(stillOpen(payment.status));
    // Settled: nothing will poll it again.
    if (status !== 'capturing' && status !== 'pending') this.asked.delete(payment.id);
  }

  /**
   * Asks PayPal for the payment's order (outside any transaction) and records what it says: captured lands, pending
   * waits for its webhook, declined fails. A payment being captured whose order is still APPROVED is captured again
   * under its own request id (the first capture never reached PayPal, or PayPal replays it): it stays `capturing`
   * when PayPal drops that too. An order that can no longer be captured fails such a payment (the parent may pay with
   * a new order); one still open (created) stays for the browser to capture. Returns the payment's status after;
   * PAYPAL_UNAVAILABLE when PayPal cannot be asked.
   */
  async settleFromPayPal(payment: PaymentEntity): Promise<PaymentRecordStatus> {
    let order: PayPalOrder;
    try {
      order = await this.paypal.getOrder(payment.paypalOrderId!);
    } catch (err) {
      if (err instanceof PayPalError && !err.unavailable) order = {};
      else throw new PaymentsException('PAYPAL_UNAVAILABLE', M.serviceUnavailable);
    }
    const fresh = await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: payment.id });
    if (fresh.status === 'captured' || fresh.status === 'failed' || fresh.status === 'expired') return fresh.status;
    if (!capturedPayment(order) && fresh.status === 'capturing' && order.status === 'APPROVED') {
      try {
        order = await this.paypal.captureOrder(fresh.paypalOrderId!, captureRequestId(fresh));
      } catch (err) {
        if (!(err instanceof PayPalError)) throw err;
        if (err.unavailable) return 'capturing';
        await this.fail(fresh, err.code);
        return 'failed';
      }
    }
    const capture = capturedPayment(order);
    if (capture || fresh.status === 'capturing') {
      await this.apply(fresh, order).catch((err: unknown) => {
        if (!(err instanceof PaymentsException && err.code === 'PAYMENT_FAILED')) throw err;
      });
    }
    return (await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: payment.id })).status;
  }

  /** The payment failed for good (see PaymentLedger.fail). */
  fail(payment: PaymentEntity, reason: string): Promise<void> {
    return this.dataSource.transaction((manager) => this.ledger.fail(manager, payment, reason));
  }

  /** Records what PayPal's order says of the capture: landed, pending, or failed (PAYMENT_FAILED). */
  private async apply(payment: PaymentEntity, order: PayPalOrder): Promise<void> {
    const capture = capturedPayment(order);
    const problem = !capture
      ? `NOT_CAPTURED (${order.status ?? 'unknown order'})`
      : !this.isOurs(payment, capture, order)
        ? 'CAPTURE_NOT_OURS'
        : ['DECLINED', 'FAILED'].includes(capture.status)
          ? capture.status
          : null;
    if (!capture || problem) {
      await this.fail(payment, problem ?? 'NOT_CAPTURED');
      throw paymentFailed(problem ?? 'NOT_CAPTURED');
    }
    if (capture.status === 'PENDING') {
      await this.dataSource
        .getRepository(PaymentEntity)
        .update(
          { id: payment.id, status: In(['created', 'capturing']) },
          { status: 'pending', captureId: capture.captureId },
        );
      return;
    }
    await this.dataSource.transaction((manager) =>
      this.ledger.land(manager, payment, {
        captureId: capture.captureId,
        capturedAt: capture.capturedAt ? new Date(capture.capturedAt) : new Date(),
      }),
    );
  }

  /** The capture is for this payment's amount and booking (a capture of ours PayPal reports, not a forged one). */
  private isOurs(payment: PaymentEntity, capture: CapturedPayment, order: PayPalOrder): boolean {
    const bookingId = capture.bookingId ?? orderSummary(order).bookingId;
    return capture.amountCents === payment.amountCents && (!bookingId || bookingId === payment.bookingId);
  }

  /**
   * Claims the payment for capturing, under the booking's lock: nothing beyond the balance is ever captured, and
   * two different orders of one booking are not captured at the same time. False when there is nothing to capture.
   */
  private claim(payment: PaymentEntity): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, payment.bookingId);
      // Another call (a second tab, the worker) captured it meanwhile: nothing left to do.
      const { status, failureReason } = await manager.findOneByOrFail(PaymentEntity, { id: payment.id });
      if (status === 'captured' || status === 'pending') return false;
      if (status === 'failed' || status === 'expired') throw paymentFailed(failureReason);
      if (payment.amountCents > booking.balanceDueCents) throw new PaymentsException('NOTHING_TO_PAY', M.nothingToPay);
      await refuseWhileCapturing(manager, booking.id, payment.id);
      await manager.update(
        PaymentEntity,
        { id: payment.id, status: In(['created', 'capturing']) },
        { status: 'capturing' },
      );
      return true;
    });
  }
}

/**
 * A payment's own PayPal-Request-Id for its capture: every capture of it (the browser's, a retry, the worker's) is
 * the same request to PayPal, which captures once and replays that capture to the others.
 */
const captureRequestId = (payment: Pick<PaymentEntity, 'id'>): string => `capture-${payment.id}`;

/** PayPal cannot be asked now: the payment stays `status` (its outcome open), for the next poll or the job. */
const stillOpen =
  (status: PaymentRecordStatus) =>
  (err: unknown): PaymentRecordStatus => {
    if (err instanceof PaymentsException && err.code === 'PAYPAL_UNAVAILABLE') return status;
    throw err;
  };

/**
 * PAYMENT_IN_PROGRESS while another payment of the booking is being captured or held by PayPal (pending): its
 * outcome decides what is still due, so no second order is opened or captured until it settles.
 */
export async function refuseWhileCapturing(manager: EntityManager, bookingId: string, except?: string): Promise<void> {
  const busy = await manager.existsBy(PaymentEntity, {
    bookingId,
    status: In(['capturing', 'pending']),
    ...(except ? { id: Not(except) } : {}),
  });
  if (busy) throw new PaymentsException('PAYMENT_IN_PROGRESS', M.inProgress);
}
