import { Inject, Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CONTACT_SUBJECTS } from '@app/contracts';
import { composeEmail, MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { ContactMessage } from './contact-message.entity';

/** Tells the business about a new contact message. */
@Injectable()
export class ContactNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Idempotent for its e-mail: `notified_at` is checked before sending and set right after, outside any transaction. */
  @OnEvent({ event: 'contact.received', handler: 'contact.notify-business', queue: 'email' })
  async notify({ contactMessageId }: EventPayloads['contact.received']): Promise<void> {
    const messages = this.dataSource.getRepository(ContactMessage);
    const message = await messages.findOneByOrFail({ id: contactMessageId });
    if (message.notifiedAt) return;
    const subject = CONTACT_SUBJECTS.find((s) => s.value === message.subject)?.label ?? message.subject;
    const mail = composeEmail(`Contact form: ${subject} from ${message.name}`, {
      intro: [
        { lines: [`${message.name} <${message.email}> wrote (${subject}):`] },
        { lines: message.message.split('\n') },
      ],
      blocks: [],
      signOff: [],
    });
    await this.mail.send({ to: this.config.mail.contactInbox, replyTo: message.email, ...mail });
    await messages.update({ id: message.id, notifiedAt: IsNull() }, { notifiedAt: new Date() });
  }
}
