import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { BookingLinks } from './booking-link';
import {
  cancellationDeclinedEmail,
  cancellationRequestedBusinessEmail,
  cancellationRequestedParentEmail,
} from './cancellation-request-emails';
import { BookingEntity } from './entities/booking.entity';
import { CancellationRequestEntity } from './entities/cancellation-request.entity';

/**
 * The e-mails of a late cancellation request: the business and the parent when it is made, the parent when it is
 * declined (an approval's e-mails are the cancellation's and the refund's). Idempotent for its e-mails: the request's
 * notified columns are checked before sending and set right after.
 */
@Injectable()
export class CancellationRequestNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    private readonly links: BookingLinks,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @OnEvent({ event: 'booking.cancellation-requested', handler: 'bookings.email-cancellation-request', queue: 'email' })
  async requested({ bookingId, requestId }: EventPayloads['booking.cancellation-requested']): Promise<void> {
    const found = await this.load(bookingId, requestId);
    if (!found || found.request.requestedNotifiedAt) return;
    const { booking, request } = found;
    const toBusiness = cancellationRequestedBusinessEmail(booking, request, `${this.config.publicUrl}/admin`);
    await this.mail.send({ to: this.config.mail.contactInbox, replyTo: booking.parentEmail, ...toBusiness });
    const business = await this.settings.current();
    const toParent = cancellationRequestedParentEmail(booking, this.links.url(booking.id), business);
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...toParent });
    await this.mark(request.id, 'requestedNotifiedAt');
  }

  @OnEvent({ event: 'booking.cancellation-declined', handler: 'bookings.email-cancellation-declined', queue: 'email' })
  async declined({ bookingId, requestId }: EventPayloads['booking.cancellation-declined']): Promise<void> {
    const found = await this.load(bookingId, requestId);
    if (!found || found.request.decisionNotifiedAt) return;
    const { booking } = found;
    const business = await this.settings.current();
    const mail = cancellationDeclinedEmail(booking, this.links.url(booking.id), business);
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...mail });
    await this.mark(requestId, 'decisionNotifiedAt');
  }

  private async load(bookingId: string, requestId: string) {
    const [booking, request] = await Promise.all([
      this.dataSource.getRepository(BookingEntity).findOneBy({ id: bookingId }),
      this.dataSource.getRepository(CancellationRequestEntity).findOneBy({ id: requestId }),
    ]);
    return booking && request ? { booking, request } : null;
  }

  private async mark(id: string, column: 'requestedNotifiedAt' | 'decisionNotifiedAt'): Promise<void> {
    await this.dataSource
      .getRepository(CancellationRequestEntity)
      .update({ id, [column]: IsNull() }, { [column]: new Date() });
  }
}
