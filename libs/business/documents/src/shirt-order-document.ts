import { Injectable } from '@nestjs/common';
import type { ShirtOrder } from '@app/contracts';
import { DocumentContexts } from './document-contexts';
import { PdfRenderer } from './pdf-renderer';
import { shirtOrderHtml } from './templates/shirt-order.template';

/** The shirt order's PDF, for the admin's export job: the receipts' renderer and style. */
@Injectable()
export class ShirtOrderDocument {
  constructor(
    private readonly renderer: PdfRenderer,
    private readonly contexts: DocumentContexts,
  ) {}

  async pdf(order: ShirtOrder): Promise<Buffer> {
    return this.renderer.render(shirtOrderHtml(order, await this.contexts.now()));
  }
}
