import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { BookingEntity, BookingLinks } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { PaymentRefundEntity } from './entities/payment-refund.entity';
import { refundEmail } from './refund-email';

/** Tells the parent money went back to them. */
@Injectable()
export class RefundNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly links: BookingLinks,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Idempotent for its e-mail: `notified_at` is checked before sending and set right after. */
  @OnEvent({ event: 'payment.refunded', handler: 'payments.email-refund', queue: 'email' })
  async notify({ refundId, bookingId }: EventPayloads['payment.refunded']): Promise<void> {
    const refunds = this.dataSource.getRepository(PaymentRefundEntity);
    const refund = await refunds.findOneBy({ id: refundId });
    const booking = await this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId });
    if (!refund || !booking || refund.notifiedAt) return;
    const { subject, text } = refundEmail({
      parentName: booking.parentName,
      bookingId: booking.id,
      amountCents: refund.amountCents,
      amountPaidCents: booking.amountPaidCents,
      kind: refund.kind,
      business: this.config.business,
      pageUrl: this.links.url(booking.id),
    });
    await this.mail.send({ to: booking.parentEmail, replyTo: this.config.business.email, subject, text });
    await refunds.update({ id: refund.id, notifiedAt: IsNull() }, { notifiedAt: new Date() });
  }
}
