import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { toRefundSplit, type AdminBookingActivity, type RefundRequestView } from '@app/contracts';
import { centsToDollars, heldTotalCents, splitRefund } from '@app/pricing';
import { PaymentEntity, PaymentRefundEntity, RefundRequestEntity } from './entities';
import { toPayment, toRefundRequestView } from './payment.mappers';
import { moneyHeldOf } from './money-held';

/**
 * A booking's payments as the admin's detail shows them: each with its refunds, what can still be refunded, and the
 * refunds not made (waiting for PayPal, or refused and not sent again).
 */
export type BookingPayments = Pick<AdminBookingActivity, 'payments' | 'refundable' | 'refundableSplit' | 'openRefunds'>;

/** Reads of a booking's money records, for the admin area (libs/office/admin), which never reads payments' tables itself. */
@Injectable()
export class BookingPaymentsReader {
  constructor(private readonly dataSource: DataSource) {}

  async of(bookingId: string): Promise<BookingPayments> {
    const payments = await this.dataSource
      .getRepository(PaymentEntity)
      .find({ where: { bookingId }, order: { createdAt: 'ASC' } });
    const refunds = payments.length
      ? await this.dataSource.getRepository(PaymentRefundEntity).find({
          where: { paymentId: In(payments.map((p) => p.id)) },
          order: { refundedAt: 'ASC' },
        })
      : [];
    const open = await this.dataSource.getRepository(RefundRequestEntity).find({
      where: [
        { bookingId, status: 'requested' },
        { bookingId, status: 'failed', resentAs: IsNull() },
      ],
      order: { createdAt: 'ASC' },
    });
    const held = moneyHeldOf(payments, open);
    return {
      payments: payments.map((p) => ({
        ...toPayment(p),
        invoiceId: p.invoiceId,
        failureReason: p.failureReason,
        refunds: refunds
          .filter((r) => r.paymentId === p.id)
          .map((r) => ({
            id: r.id,
            refundId: r.refundId,
            amount: centsToDollars(r.amountCents),
            kind: r.kind,
            reason: r.reason,
            refundedAt: r.refundedAt.toISOString(),
          })),
      })),
      // Less an overpayment's refund still on its way: a cancellation's refund leaves it out (RefundRequests.record).
      refundable: centsToDollars(heldTotalCents(held)),
      // Split as a cancellation of all of it would record it: PayPal only gives back what its captures hold.
      refundableSplit: toRefundSplit(splitRefund(heldTotalCents(held), held)),
      openRefunds: open.map(toRefundRequestView),
    };
  }

  /** One refund request as PayPal left it (made, still waiting, or refused). */
  async refundRequest(id: string): Promise<RefundRequestView> {
    return toRefundRequestView(await this.dataSource.getRepository(RefundRequestEntity).findOneByOrFail({ id }));
  }
}
