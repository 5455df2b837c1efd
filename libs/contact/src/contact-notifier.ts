import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CONTACT_SUBJECTS } from '@app/contracts';
import { MailService } from '@app/mail';
import { EventContext, EventPayloads, HandlesEvent } from '@app/queue';
import { ContactMessage } from './contact-message.entity';

/** Tells the business about a new contact message (DESIGN §4.7). */
@Injectable()
export class ContactNotifier {
  constructor(
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @HandlesEvent('contact.received')
  async notify({ contactMessageId }: EventPayloads['contact.received'], { manager }: EventContext): Promise<void> {
    const message = await manager.findOneByOrFail(ContactMessage, { id: contactMessageId });
    const subject = CONTACT_SUBJECTS.find((s) => s.value === message.subject)?.label ?? message.subject;
    await this.mail.send({
      to: this.config.mail.contactInbox,
      replyTo: message.email,
      subject: `Contact form: ${subject} from ${message.name}`,
      text: `${message.name} <${message.email}> wrote (${subject}):\n\n${message.message}\n`,
    });
    await manager.update(ContactMessage, { id: message.id }, { notifiedAt: new Date() });
  }
}
