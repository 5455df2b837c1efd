import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { DocumentKind } from '@app/contracts';
import { EventContext, EventPayloads, JobQueue, OnEvent } from '@app/queue';
import { DocumentContexts } from './document-contexts';
import { DocumentFactsReader } from './document-facts.reader';
import { DocumentEntity } from './entities/document.entity';
import { PdfRenderer } from './pdf-renderer';
import { confirmationHtml } from './templates/confirmation.template';
import { receiptHtml } from './templates/receipt.template';

/**
 * Builds the receipt of every captured payment and the confirmation of every confirmation of a booking
 * (docs/product/emails-and-documents.md#receipts): HTML from the templates, PDF through Chromium, both stored, then the
 * e-mail job. Idempotent per event: the document row is keyed by the event id, so a retry finds it (and only makes sure
 * its e-mail is queued).
 */
@Injectable()
export class DocumentBuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: DocumentFactsReader,
    private readonly pdf: PdfRenderer,
    private readonly jobs: JobQueue,
    private readonly contexts: DocumentContexts,
  ) {}

  @OnEvent({ event: 'payment.captured', handler: 'documents.receipt', queue: 'documents' })
  async receipt({ paymentId, bookingId }: EventPayloads['payment.captured'], { eventId }: EventContext) {
    await this.build({ eventId, kind: 'receipt', bookingId, paymentId }, async () =>
      receiptHtml(await this.facts.receiptFacts(paymentId), await this.contexts.now()),
    );
  }

  @OnEvent({ event: 'booking.confirmed', handler: 'documents.confirmation', queue: 'documents' })
  async confirmation({ bookingId }: EventPayloads['booking.confirmed'], { eventId, occurredAt }: EventContext) {
    await this.build({ eventId, kind: 'confirmation', bookingId, paymentId: null }, async () =>
      confirmationHtml(await this.facts.bookingFacts(bookingId), await this.contexts.now(), new Date(occurredAt)),
    );
  }

  /** An admin's resend: a confirmation built and e-mailed as on confirming, keyed by its own event. */
  @OnEvent({ event: 'booking.confirmation-resend', handler: 'documents.confirmation-resend', queue: 'documents' })
  async resend(payload: EventPayloads['booking.confirmation-resend'], context: EventContext) {
    await this.confirmation({ ...payload, by: 'admin' }, context);
  }

  private async build(
    doc: { eventId: string; kind: DocumentKind; bookingId: string; paymentId: string | null },
    template: () => Promise<string>,
  ): Promise<void> {
    const documents = this.dataSource.getRepository(DocumentEntity);
    let stored = await documents.findOne({ where: { eventId: doc.eventId }, select: { id: true, emailedAt: true } });
    if (!stored) {
      // Chromium runs outside any transaction; the row appears whole, or (a concurrent copy won) not at all.
      const html = await template();
      const pdf = await this.pdf.render(html);
      await documents
        .createQueryBuilder()
        .insert()
        .values({ ...doc, html, pdf })
        .orIgnore()
        .execute();
      stored = await documents.findOneOrFail({
        where: { eventId: doc.eventId },
        select: { id: true, emailedAt: true },
      });
    }
    // The job id makes this idempotent too: a retry that finds the document queues the same job, not a second one.
    if (!stored.emailedAt) {
      await this.jobs.add('documents.email', { documentId: stored.id }, { jobId: `documents.email@${stored.id}` });
    }
  }
}
