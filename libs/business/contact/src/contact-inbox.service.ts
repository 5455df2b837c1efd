import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ADMIN_MESSAGES, type AdminContactMessage } from '@app/contracts';
import { ContactMessage } from './contact-message.entity';
import { ContactException } from './contact.exception';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toAdminContactMessage = (m: ContactMessage): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  subject: m.subject,
  message: m.message,
  createdAt: m.createdAt.toISOString(),
  readAt: m.readAt?.toISOString() ?? null,
});

/** The admins' inbox of contact-form messages (docs/product/pages.md#contact-page). */
@Injectable()
export class ContactInboxService {
  constructor(private readonly dataSource: DataSource) {}

  async list(): Promise<AdminContactMessage[]> {
    const messages = await this.dataSource
      .getRepository(ContactMessage)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return messages.map(toAdminContactMessage);
  }

  /** Read keeps the first time it was opened (a second reader does not move it); unread clears it. */
  async markRead(id: string, read: boolean): Promise<AdminContactMessage> {
    const [rows]: [{ id: string }[], number] = UUID.test(id)
      ? await this.dataSource.query(
          `UPDATE contact_messages SET read_at = CASE WHEN $2 THEN coalesce(read_at, now()) END
           WHERE id = $1 RETURNING id`,
          [id, read],
        )
      : [[], 0];
    if (!rows.length) throw new ContactException('CONTACT_MESSAGE_NOT_FOUND', ADMIN_MESSAGES.contactMessageNotFound);
    return toAdminContactMessage(await this.dataSource.getRepository(ContactMessage).findOneByOrFail({ id }));
  }
}
