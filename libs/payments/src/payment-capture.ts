import { Injectable } from '@nestjs/common';
import { DataSource, In, Not } from 'typeorm';
import { BookingEntity } from '@app/bookings';
import { PAYMENT_MESSAGES as M } from '@app/contracts';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentLedger } from './payment-ledger';
import { PaymentsException } from './payments.exception';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';
import { capturedPayment } from './paypal-order';

/**
 * Captures an approved PayPal order once, whoever asks: the buyer's browser (POST /paypal/order/{id}/capture) or the
 * worker when the browser never did (the tab closed after approval). PayPal is called outside any transaction with a
 * request id of the payment's own, so a retry never charges twice.
 */
@Injectable()
export class PaymentCapture {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
  ) {}

  /** Captures the payment's order unless it is already captured or being captured; PAYMENT_FAILED when declined. */
  async captureOnce(payment: PaymentEntity): Promise<void> {
    if (payment.status === 'failed' || payment.status === 'expired') {
      throw new PaymentsException('PAYMENT_FAILED', M.failed);
    }
    if (!(await this.claim(payment))) return;

    let order;
    try {
      order = await this.paypal.captureOrder(payment.paypalOrderId!, `capture-${payment.id}`);
    } catch (err) {
      if (err instanceof PayPalError && !err.unavailable) {
        await this.fail(payment, err.code);
        throw new PaymentsException('PAYMENT_FAILED', M.failed);
      }
      // PayPal could not be reached: the capture may or may not have happened. The row stays claimed; a retry
      // (the same request id) or PayPal's webhook settles it.
      throw new PaymentsException('PAYPAL_UNAVAILABLE', M.serviceUnavailable);
    }
    const capture = capturedPayment(order);
    if (!capture || capture.status === 'DECLINED' || capture.status === 'FAILED') {
      await this.fail(payment, capture?.status ?? 'NO_CAPTURE');
      throw new PaymentsException('PAYMENT_FAILED', M.failed);
    }
    if (capture.status === 'PENDING') {
      await this.dataSource
        .getRepository(PaymentEntity)
        .update({ id: payment.id }, { status: 'pending', captureId: capture.captureId });
      return;
    }
    await this.dataSource.transaction((manager) =>
      this.ledger.land(manager, payment, {
        captureId: capture.captureId,
        capturedAt: capture.capturedAt ? new Date(capture.capturedAt) : new Date(),
      }),
    );
  }

  /** The payment failed for good (see PaymentLedger.fail). */
  fail(payment: PaymentEntity, reason: string): Promise<void> {
    return this.dataSource.transaction((manager) => this.ledger.fail(manager, payment, reason));
  }

  /**
   * Claims the payment for capturing, under the booking's lock: nothing beyond the balance is ever captured, and
   * two different orders of one booking are not captured at the same time. False when there is nothing to capture.
   */
  private claim(payment: PaymentEntity): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOneOrFail(BookingEntity, {
        where: { id: payment.bookingId },
        lock: { mode: 'pessimistic_write' },
      });
      // Another call (a second tab, the worker) captured it meanwhile: nothing left to do.
      const { status } = await manager.findOneByOrFail(PaymentEntity, { id: payment.id });
      if (status === 'captured' || status === 'pending') return false;
      if (status === 'failed' || status === 'expired') throw new PaymentsException('PAYMENT_FAILED', M.failed);
      if (payment.amountCents > booking.balanceDueCents) throw new PaymentsException('NOTHING_TO_PAY', M.nothingToPay);
      const busy = await manager.existsBy(PaymentEntity, {
        bookingId: booking.id,
        status: In(['capturing', 'pending']),
        id: Not(payment.id),
      });
      if (busy) throw new PaymentsException('PAYMENT_IN_PROGRESS', M.inProgress);
      await manager.update(
        PaymentEntity,
        { id: payment.id, status: In(['created', 'capturing']) },
        { status: 'capturing' },
      );
      return true;
    });
  }
}
