import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventPayloads, OnEvent } from '@app/queue';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentCapture } from './payment-capture';
import { PaymentsException } from './payments.exception';

/**
 * How long the buyer's browser gets to capture an approved order itself (it does within seconds) before the worker
 * does: long enough never to race the browser, short enough that a parent who closed the tab after approving sees
 * the booking confirmed minutes later.
 */
const APPROVED_ORDER_GRACE_MS = 2 * 60 * 1000;

/** Captures an order PayPal reports approved (CHECKOUT.ORDER.APPROVED) that the browser never captured. */
@Injectable()
export class ApprovedOrders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly captures: PaymentCapture,
  ) {}

  @OnEvent({
    event: 'payment.approved',
    handler: 'payments.capture-approved',
    queue: 'default',
    delay: APPROVED_ORDER_GRACE_MS,
  })
  async capture({ paymentId }: EventPayloads['payment.approved']): Promise<void> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (!payment || payment.status !== 'created') return;
    try {
      await this.captures.captureOnce(payment);
    } catch (err) {
      // Declined, nothing left to pay, another payment in progress: settled (and recorded) here, nothing to retry. A
      // capture whose answer was lost returns quietly: its event hands it to LostCaptures. Anything else (the
      // database away) fails the job and BullMQ retries it.
      if (err instanceof PaymentsException) return;
      throw err;
    }
  }
}
