import { Injectable } from '@nestjs/common';
import { DataSource, IsNull } from 'typeorm';
import { EventPayloads, OnEvent } from '@app/queue';
import { RosterDocumentEntity } from '../entities/roster-document.entity';
import { PdfRenderer } from '../pdf-renderer';

/**
 * Renders an asked-for certificates PDF or run sheet from the HTML the api stored with the request, so the PDF is
 * exactly the document its digest names. Idempotent: a row already rendered, or replaced by a newer request (deleted),
 * is left alone. The job carries the row's id only, never a child's name.
 */
@Injectable()
export class RosterDocumentRenderer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pdf: PdfRenderer,
  ) {}

  @OnEvent({ event: 'roster-document.requested', handler: 'documents.roster-pdf', queue: 'documents' })
  async render({ documentId }: EventPayloads['roster-document.requested']): Promise<void> {
    const documents = this.dataSource.getRepository(RosterDocumentEntity);
    const asked = await documents.findOne({
      where: { id: documentId, pdf: IsNull() },
      select: { id: true, html: true },
    });
    if (!asked) return;
    // Chromium runs outside any transaction; the update finds nothing if the row went meanwhile.
    const pdf = await this.pdf.render(asked.html);
    await documents.update({ id: asked.id, pdf: IsNull() }, { pdf });
  }
}
