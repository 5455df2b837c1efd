import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PAYMENT_MESSAGES } from '@app/contracts';
import { EventPayloads, OnEvent } from '@app/queue';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentCapture } from './payment-capture';
import { PaymentsException } from './payments.exception';

/**
 * How long after a lost capture answer the worker asks PayPal again: past any capture PayPal was still working on,
 * and soon enough that the parent sees the truth (or can pay again) within a minute.
 */
const LOST_CAPTURE_RECHECK_MS = 45 * 1000;

/**
 * Settles a payment whose capture's answer was lost and that is still open: captured lands, an order still approved
 * is captured again (same request id), one that can no longer be captured fails (the parent pays with a new order).
 * PayPal still unreachable (or dropping the capture): the job fails and BullMQ retries it with backoff, the payment
 * staying claimed meanwhile (no second capture of the booking can start).
 */
@Injectable()
export class LostCaptures {
  constructor(
    private readonly dataSource: DataSource,
    private readonly captures: PaymentCapture,
  ) {}

  @OnEvent({
    event: 'payment.capture-unknown',
    handler: 'payments.settle-lost-capture',
    queue: 'default',
    delay: LOST_CAPTURE_RECHECK_MS,
  })
  async settle({ paymentId }: EventPayloads['payment.capture-unknown']): Promise<void> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (payment?.status !== 'capturing') return;
    if ((await this.captures.settleFromPayPal(payment)) === 'capturing') {
      throw new PaymentsException('PAYPAL_UNAVAILABLE', PAYMENT_MESSAGES.serviceUnavailable);
    }
  }
}
