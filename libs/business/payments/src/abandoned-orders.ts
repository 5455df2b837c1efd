import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { PromoRedemptionsService } from '@app/promo';
import { EventPayloads, OnEvent } from '@app/queue';
import { PaymentEntity } from './entities/payment.entity';
import { PaymentLedger } from './payment-ledger';
import { PayPalClient } from './paypal-client';
import { PayPalError } from './paypal-error';
import { capturedPayment } from './paypal-order';

/** PayPal lets a buyer approve an order for 3 hours; an order still open after that is abandoned. */
const ABANDONED_ORDER_AFTER_MS = 3 * 60 * 60 * 1000;

/**
 * Gives back the promo use an abandoned PayPal order holds (released if the order is cancelled, declined or abandoned).
 * PayPal is asked first: an order it reports captured (the browser never told us) lands instead.
 */
@Injectable()
export class AbandonedOrders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly paypal: PayPalClient,
    private readonly ledger: PaymentLedger,
    private readonly promos: PromoRedemptionsService,
  ) {}

  @OnEvent({
    event: 'payment.order-opened',
    handler: 'payments.release-abandoned',
    queue: 'default',
    delay: ABANDONED_ORDER_AFTER_MS,
  })
  async release({ paymentId }: EventPayloads['payment.order-opened']): Promise<void> {
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneBy({ id: paymentId });
    if (!payment || !['created', 'capturing'].includes(payment.status)) return;
    const capture = await this.paidAtPayPal(payment);
    await this.dataSource.transaction(async (manager) => {
      if (capture) {
        await this.ledger.land(manager, payment, capture);
        return;
      }
      const { affected } = await manager.update(
        PaymentEntity,
        { id: payment.id, status: In(['created', 'capturing']) },
        { status: 'expired', failureReason: 'abandoned' },
      );
      const live = await manager.existsBy(PaymentEntity, {
        bookingId: payment.bookingId,
        status: In(['created', 'capturing', 'pending', 'captured']),
      });
      if (affected && !live) await this.promos.release(manager, payment.bookingId);
    });
  }

  /** The capture PayPal holds for this payment's order, if it completed; PayPal unreachable: the job retries. */
  private async paidAtPayPal(payment: PaymentEntity) {
    if (!payment.paypalOrderId || payment.paypalOrderId.startsWith('pending-')) return undefined;
    try {
      const capture = capturedPayment(await this.paypal.getOrder(payment.paypalOrderId));
      if (capture?.status !== 'COMPLETED' || capture.amountCents !== payment.amountCents) return undefined;
      return {
        captureId: capture.captureId,
        capturedAt: capture.capturedAt ? new Date(capture.capturedAt) : new Date(),
      };
    } catch (err) {
      if (err instanceof PayPalError && !err.unavailable) return undefined;
      throw err;
    }
  }
}
