import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { cancellationOfferAt, policySettings } from '@app/bookings';
import { MailService } from '@app/mail';
import { Clock } from '@app/platform';
import { JobPayloads, OnJob } from '@app/queue';
import { confirmationEmail, type DocumentEmail, receiptEmail } from './document-emails';
import { DocumentContexts } from './document-contexts';
import type { BookingFacts, DocumentContext } from './document-facts';
import { DocumentFactsReader } from './document-facts.reader';
import { documentFileName } from './document-file-name';
import { DocumentEntity } from './entities/document.entity';
import { inviteAttachment } from './event-invite';

/**
 * E-mails a stored document to the parent with the PDF and the event's calendar invite attached. Sent once:
 * `emailed_at` is checked before and set right after sending, outside any transaction.
 */
@Injectable()
export class DocumentMailer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: DocumentFactsReader,
    private readonly mail: MailService,
    private readonly contexts: DocumentContexts,
    private readonly clock: Clock,
  ) {}

  @OnJob({ name: 'documents.email', queue: 'email' })
  async send({ documentId }: JobPayloads['documents.email']): Promise<void> {
    const documents = this.dataSource.getRepository(DocumentEntity);
    const doc = await documents.findOneBy({ id: documentId });
    if (!doc || doc.emailedAt) return;
    const ctx = await this.contexts.now();
    const { facts, subject, text } = await this.compose(doc, ctx);
    await this.mail.send({
      to: facts.booking.parentEmail,
      replyTo: ctx.business.email,
      subject,
      text,
      attachments: [
        { filename: documentFileName(doc.kind, doc.bookingId), content: doc.pdf, contentType: 'application/pdf' },
        inviteAttachment(facts, ctx),
      ],
    });
    await documents.update({ id: doc.id, emailedAt: IsNull() }, { emailedAt: new Date() });
  }

  private async compose(doc: DocumentEntity, ctx: DocumentContext): Promise<DocumentEmail & { facts: BookingFacts }> {
    const offer = (facts: BookingFacts) =>
      cancellationOfferAt(facts.booking, this.clock.now(), policySettings(ctx.business));
    if (doc.paymentId) {
      const facts = await this.facts.receiptFacts(doc.paymentId);
      return { facts, ...receiptEmail(facts, ctx, offer(facts)) };
    }
    const facts = await this.facts.bookingFacts(doc.bookingId);
    return { facts, ...confirmationEmail(facts, ctx, offer(facts)) };
  }
}
