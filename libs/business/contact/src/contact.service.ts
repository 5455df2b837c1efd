import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { OutboxService } from '@app/queue';
import { ContactMessage } from './contact-message.entity';
import { CreateContactMessageDto } from '@app/contracts';

@Injectable()
export class ContactService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** Stores the message and its contact.received event in one transaction. */
  submit(dto: CreateContactMessageDto): Promise<ContactMessage> {
    return this.dataSource.transaction(async (manager) => {
      const saved = await manager.save(manager.create(ContactMessage, dto));
      await this.outbox.record(manager, 'contact.received', { contactMessageId: saved.id });
      return saved;
    });
  }
}
