import { Injectable } from '@nestjs/common';
import { composeEmail, type Email, MailService } from '@app/mail';
import { EventPayloads, OnEvent } from '@app/queue';
import { bookingEmail } from '../document-emails';
import { DocumentContexts } from '../document-contexts';
import type { BookingFacts, DocumentContext } from '../document-facts';
import { DocumentFactsReader } from '../document-facts.reader';
import { documentFileName } from '../document-file-name';
import { PdfRenderer } from '../pdf-renderer';
import { eventTitle } from '../templates/booking-summary';
import { certificatesHtml, partyTitle } from '../templates/certificates.template';
import { CertificateFactsReader } from './certificate-facts.reader';

/** The parent's "your children's certificates" e-mail, the PDF attached. */
function certificatesEmail(facts: BookingFacts, ctx: DocumentContext): Email {
  return composeEmail(
    `Award certificates: ${partyTitle(facts.booking)}`,
    bookingEmail(facts, ctx, {
      intro: [
        {
          lines: [
            `Thank you for ${eventTitle(facts)}! Your host sent the children's award certificates, attached.`,
            'Print them at home on Letter or A4 paper, one page per child.',
          ],
        },
      ],
      blocks: [],
    }),
  );
}

/**
 * E-mails the parent the award certificates the party's host asked for (docs/product/party-day.md#certificates): the
 * same HTML as the download, rendered here, with the titles as they stand when the job runs. Once per event (its
 * processed mark), and the api records one event per version of the certificates (RosterDocumentsService).
 */
@Injectable()
export class CertificatesMailer {
  constructor(
    private readonly facts: DocumentFactsReader,
    private readonly certified: CertificateFactsReader,
    private readonly pdf: PdfRenderer,
    private readonly mail: MailService,
    private readonly contexts: DocumentContexts,
  ) {}

  @OnEvent({ event: 'certificates.email-requested', handler: 'documents.email-certificates', queue: 'email' })
  async send({ bookingId, paper }: EventPayloads['certificates.email-requested']): Promise<void> {
    const facts = await this.facts.bookingFacts(bookingId);
    const ctx = await this.contexts.now();
    const pdf = await this.pdf.render(certificatesHtml(await this.certified.factsOf(facts.booking), ctx, paper));
    await this.mail.send({
      to: facts.booking.parentEmail,
      replyTo: ctx.business.email,
      ...certificatesEmail(facts, ctx),
      attachments: [
        { filename: documentFileName('certificates', bookingId), content: pdf, contentType: 'application/pdf' },
      ],
    });
  }
}
