import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { BookingEntity, BookingLinks } from '@app/bookings';
import { isOfflineMethod } from '@app/contracts';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { PaymentRefundEntity } from './entities/payment-refund.entity';
import { PaymentEntity } from './entities/payment.entity';
import { refundEmail } from './refund-email';

/** Tells the parent money went back to them. */
@Injectable()
export class RefundNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly links: BookingLinks,
    private readonly settings: SettingsService,
  ) {}

  /** Idempotent for its e-mail: `notified_at` is checked before sending and set right after. */
  @OnEvent({ event: 'payment.refunded', handler: 'payments.email-refund', queue: 'email' })
  async notify({ refundId, bookingId }: EventPayloads['payment.refunded']): Promise<void> {
    await this.send(refundId, bookingId);
  }

  /**
   * Cash or a transfer an admin gave back of what a cancellation owed by hand; the parent hears of it like a refund. A
   * reversal of a payment recorded by mistake was marked notified as it was written: nothing goes out.
   */
  @OnEvent({ event: 'payment.reversed', handler: 'payments.email-return', queue: 'email' })
  async notifyReturn({ refundId, bookingId }: EventPayloads['payment.reversed']): Promise<void> {
    await this.send(refundId, bookingId);
  }

  private async send(refundId: string, bookingId: string): Promise<void> {
    const refunds = this.dataSource.getRepository(PaymentRefundEntity);
    const refund = await refunds.findOneBy({ id: refundId });
    const booking = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId });
    if (!refund || !booking || refund.notifiedAt) return;
    const payment = await this.dataSource.getRepository(PaymentEntity).findOneByOrFail({ id: refund.paymentId });
    const business = await this.settings.current();
    const mail = refundEmail({
      parentName: booking.parentName,
      bookingId: booking.id,
      amountCents: refund.amountCents,
      ...(await this.figuresAt(refund)),
      cancelled: booking.status === 'cancelled',
      booking,
      kind: refund.kind,
      returnedBy: isOfflineMethod(payment.method) ? payment.method : undefined,
      business,
      pageUrl: this.links.url(booking.id),
    });
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
    await refunds.update({ id: refund.id, notifiedAt: IsNull() }, { notifiedAt: new Date() });
  }

  /**
   * The booking's money as of this refund, whenever its e-mail goes out: what was captured, what was refunded up to and
   * with it (refunds in the order PayPal made them), and what follows it (refunds made since, still asked of PayPal, or
   * owed back by hand). Read at send time, the booking's own figures would already count the refunds after this one.
   */
  private async figuresAt(refund: PaymentRefundEntity) {
    const [row]: { paid: number; refunded: number; later: number; waiting: number }[] = await this.dataSource.query(
      `WITH booking AS (SELECT booking_id AS id FROM payments WHERE id = $2),
            refunds AS (
              SELECT r.amount_cents, (r.refunded_at, r.created_at, r.id) <= (x.refunded_at, x.created_at, x.id) AS upto
                FROM payment_refunds r JOIN payments p ON p.id = r.payment_id, payment_refunds x
               WHERE p.booking_id = (SELECT id FROM booking) AND x.id = $1)
       SELECT
         (SELECT COALESCE(SUM(amount_cents), 0) FROM payments
           WHERE booking_id = (SELECT id FROM booking) AND status = 'captured')::int AS paid,
         (SELECT COALESCE(SUM(amount_cents), 0) FROM refunds WHERE upto)::int AS refunded,
         (SELECT COALESCE(SUM(amount_cents), 0) FROM refunds WHERE NOT upto)::int AS later,
         (SELECT COALESCE(SUM(amount_cents), 0) FROM refund_requests
           WHERE booking_id = (SELECT id FROM booking) AND status = 'requested')::int
         + (SELECT COALESCE(SUM(owed_cents), 0) FROM payments WHERE booking_id = (SELECT id FROM booking))::int
           AS waiting`,
      [refund.id, refund.paymentId],
    );
    return { paidCents: row.paid, refundedCents: row.refunded, comingCents: row.later + row.waiting };
  }
}
