import { Injectable } from '@nestjs/common';
import { DataSource, In, IsNull } from 'typeorm';
import { cancellationOfferAt, policySettings } from '@app/bookings';
import { type Email, MailService } from '@app/mail';
import { moneyHeldByBooking } from '@app/payments';
import { Clock } from '@app/platform';
import { JobPayloads, OnJob } from '@app/queue';
import { confirmationEmail, receiptEmail } from './document-emails';
import { DocumentContexts } from './document-contexts';
import type { BookingFacts, DocumentContext } from './document-facts';
import { DocumentFactsReader } from './document-facts.reader';
import { documentFileName } from './document-file-name';
import { DocumentEntity } from './entities/document.entity';
import { inviteAttachment } from './event-invite';

/**
 * E-mails a stored document to the parent with its PDF attached, and the event's calendar invite with the booking's
 * first document only (carriesInvite). A confirmation by a capture goes with that capture's receipt (`receiptId`):
 * one e-mail that says confirmed, with both PDFs. Sent once: `emailed_at` is checked before and set (on both) right
 * after sending, outside any transaction.
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
  async send({ documentId, receiptId }: JobPayloads['documents.email']): Promise<void> {
    const documents = this.dataSource.getRepository(DocumentEntity);
    const doc = await documents.findOneBy({ id: documentId });
    if (!doc || doc.emailedAt) return;
    const receipt = receiptId ? await documents.findOneByOrFail({ id: receiptId }) : null;
    const sent = receipt ? [doc, receipt] : [doc];
    const ctx = await this.contexts.now();
    const invite = await this.carriesInvite(sent);
    const { facts, ...mail } = await this.compose(doc, receipt, ctx, invite);
    await this.mail.send({
      to: facts.booking.parentEmail,
      replyTo: ctx.business.email,
      ...mail,
      attachments: [
        ...sent.map((d) => ({
          filename: documentFileName(d.kind, d.bookingId),
          content: d.pdf,
          contentType: 'application/pdf',
        })),
        ...(invite ? [inviteAttachment(facts, ctx)] : []),
      ],
    });
    await documents.update({ id: In(sent.map((d) => d.id)), emailedAt: IsNull() }, { emailedAt: new Date() });
  }

  private async compose(
    doc: DocumentEntity,
    receipt: DocumentEntity | null,
    ctx: DocumentContext,
    invite: boolean,
  ): Promise<Email & { facts: BookingFacts }> {
    // Money paid in cash or by transfer goes back by hand, not through PayPal: the offer says so, as the page does.
    const held = (await moneyHeldByBooking(this.dataSource, [doc.bookingId])).get(doc.bookingId);
    const offer = (facts: BookingFacts) =>
      cancellationOfferAt(facts.booking, this.clock.now(), policySettings(ctx.business), held);
    const paymentId = doc.kind === 'receipt' ? doc.paymentId : receipt?.paymentId;
    if (!paymentId) {
      const facts = await this.facts.bookingFacts(doc.bookingId);
      return { facts, ...confirmationEmail(facts, ctx, offer(facts), invite) };
    }
    const facts = await this.facts.receiptFacts(paymentId);
    const email =
      doc.kind === 'receipt'
        ? receiptEmail(facts, ctx, offer(facts), invite)
        : confirmationEmail(facts, ctx, offer(facts), invite, facts);
    return { facts, ...email };
  }

  /**
   * The invite goes with the booking's first document, receipt or confirmation, whichever was built first: the first
   * e-mail that confirms the event. Later ones are for the same date and time, since a move e-mails its own invite
   * (RescheduleMailer). Decided from the stored order, so two documents e-mailed at once cannot both claim it.
   */
  private async carriesInvite(sent: DocumentEntity[]): Promise<boolean> {
    const first = await this.dataSource.getRepository(DocumentEntity).findOne({
      where: { bookingId: sent[0].bookingId },
      order: { createdAt: 'ASC', id: 'ASC' },
      select: { id: true },
    });
    return sent.some((d) => d.id === first?.id);
  }
}
