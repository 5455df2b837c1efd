import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import { MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { WaiverSignatureEntity } from './entities/waiver-signature.entity';
import { WaiverVersionEntity } from './entities/waiver-version.entity';
import { waiverCopyEmail } from './waiver-copy-email';

/**
 * E-mails each signer their copy, once: the outbox's `waiver.signed` makes one job per signature, and MailService sends
 * once per job (a retry after the send does not send again).
 */
@Injectable()
export class WaiverCopyMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
  ) {}

  @OnEvent({ event: 'waiver.signed', handler: 'waivers.email-copy', queue: 'email' })
  async send({ signatureId }: EventPayloads['waiver.signed']): Promise<'sent' | 'none'> {
    const record = await this.dataSource.manager.findOneBy(WaiverSignatureEntity, { id: signatureId });
    const booking = record ? await this.bookings.find(record.bookingId) : null;
    if (!record || !booking) return 'none';
    const version = await this.dataSource.manager.findOneByOrFail(WaiverVersionEntity, { version: record.version });
    const business = await this.settings.current();
    const email = waiverCopyEmail({ record, text: version.text, party: booking, business });
    await this.mail.send({ to: record.signerEmail, replyTo: business.email, ...email });
    return 'sent';
  }
}
