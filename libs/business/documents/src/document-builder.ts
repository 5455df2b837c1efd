import { Injectable } from '@nestjs/common';
import { DataSource, type FindOptionsWhere } from 'typeorm';
import type { DocumentKind } from '@app/contracts';
import { EventContext, EventPayloads, JobQueue, OnEvent } from '@app/queue';
import { DocumentContexts } from './document-contexts';
import { DocumentFactsReader } from './document-facts.reader';
import { DocumentEntity } from './entities/document.entity';
import { PdfRenderer } from './pdf-renderer';
import { confirmationHtml } from './templates/confirmation.template';
import { receiptHtml } from './templates/receipt.template';

/** What the builder reads of a stored document: which it is, and whether its e-mail went. */
type StoredDocument = Pick<DocumentEntity, 'id' | 'emailedAt'>;
const STORED = { id: true, emailedAt: true } as const;

/**
 * Builds the receipt of every captured payment and the confirmation of every confirmation of a booking
 * (docs/product/emails-and-documents.md#receipts): HTML from the templates, PDF through Chromium, both stored, then the
 * e-mail job; a capture that confirmed the booking has one e-mail for both (emailTogether). Idempotent per event: the
 * document row is keyed by the event id, so a retry finds it (and only makes sure its e-mail is queued).
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
  async receipt({ paymentId, bookingId, confirmation }: EventPayloads['payment.captured'], { eventId }: EventContext) {
    const receipt = await this.build({ eventId, kind: 'receipt', bookingId, paymentId }, async () =>
      receiptHtml(await this.facts.receiptFacts(paymentId), await this.contexts.now()),
    );
    // The capture that confirmed the booking: its receipt goes with the confirmation's e-mail, not alone.
    if (confirmation) await this.emailTogether(await this.stored({ eventId: confirmation }), receipt);
    else await this.email(receipt);
  }

  @OnEvent({ event: 'booking.confirmed', handler: 'documents.confirmation', queue: 'documents' })
  async confirmation(
    { bookingId, paymentId }: EventPayloads['booking.confirmed'],
    { eventId, occurredAt }: EventContext,
  ) {
    const confirmation = await this.build({ eventId, kind: 'confirmation', bookingId, paymentId: null }, async () =>
      confirmationHtml(await this.facts.bookingFacts(bookingId), await this.contexts.now(), new Date(occurredAt)),
    );
    if (paymentId) await this.emailTogether(confirmation, await this.stored({ paymentId, kind: 'receipt' }));
    else await this.email(confirmation);
  }

  /** An admin's resend: a confirmation built and e-mailed as on confirming, keyed by its own event. */
  @OnEvent({ event: 'booking.confirmation-resend', handler: 'documents.confirmation-resend', queue: 'documents' })
  async resend(payload: EventPayloads['booking.confirmation-resend'], context: EventContext) {
    await this.confirmation({ ...payload, by: 'admin' }, context);
  }

  /** The document stored for this event, built now unless a retry finds it. */
  private async build(
    doc: { eventId: string; kind: DocumentKind; bookingId: string; paymentId: string | null },
    template: () => Promise<string>,
  ): Promise<StoredDocument> {
    const found = await this.stored({ eventId: doc.eventId });
    if (found) return found;
    // Chromium runs outside any transaction; the row appears whole, or (a concurrent copy won) not at all.
    const html = await template();
    const pdf = await this.pdf.render(html);
    await this.dataSource
      .getRepository(DocumentEntity)
      .createQueryBuilder()
      .insert()
      .values({ ...doc, html, pdf })
      .orIgnore()
      .execute();
    return this.dataSource
      .getRepository(DocumentEntity)
      .findOneOrFail({ where: { eventId: doc.eventId }, select: STORED });
  }

  private stored(where: FindOptionsWhere<DocumentEntity>): Promise<StoredDocument | null> {
    return this.dataSource.getRepository(DocumentEntity).findOne({ where, select: STORED });
  }

  // The job id makes this idempotent too: a retry that finds the document queues the same job, not a second one.
  private async email(doc: StoredDocument, receipt?: StoredDocument): Promise<void> {
    if (doc.emailedAt) return;
    await this.jobs.add(
      'documents.email',
      { documentId: doc.id, ...(receipt && { receiptId: receipt.id }) },
      { jobId: `documents.email@${doc.id}` },
    );
  }

  /**
   * A confirmation and the receipt of the capture that confirmed it go in one e-mail, queued by whichever of their two
   * jobs finds the other stored: each looks after storing its own, so the later one always finds both.
   */
  private async emailTogether(confirmation: StoredDocument | null, receipt: StoredDocument | null): Promise<void> {
    if (confirmation && receipt) await this.email(confirmation, receipt);
  }
}
