import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { Roles } from '@app/accounts';
import type { FastifyReply } from 'fastify';
import { BookingCaller } from '@app/bookings';
import type { DocumentBuilding, DocumentKind, DocumentLink } from '@app/contracts';
import { CalendarInvites } from './calendar-invites';
import { documentFileName } from './document-file-name';
import { DocumentQueryDto } from './document-query.dto';
import { DocumentsService } from './documents.service';

/** How long a client waits before asking again while the worker builds a document (one PDF takes well under 1 s). */
export const DOCUMENT_RETRY_AFTER_SECONDS = 2;

/** The stored HTML may style itself, nothing more: no script, no fetch, no framing (the api's CSP forbids styles). */
const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/**
 * GET /api/bookings/{id}/receipt and /confirmation (docs/product/emails-and-documents.md#receipts): the PDF, or
 * `?format=html`; and its calendar.ics; the owner, an admin or the booking's link.
 */
@Controller('bookings')
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly invites: CalendarInvites,
  ) {}

  @Get(':id/receipt')
  receipt(
    @Param('id') id: string,
    @Query() query: DocumentQueryDto,
    @BookingCaller() caller: BookingCaller,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | string | DocumentBuilding> {
    return this.serve(id, 'receipt', query, caller, res);
  }

  @Get(':id/confirmation')
  confirmation(
    @Param('id') id: string,
    @Query() query: DocumentQueryDto,
    @BookingCaller() caller: BookingCaller,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | string | DocumentBuilding> {
    return this.serve(id, 'confirmation', query, caller, res);
  }

  /** The event's invite (.ics), the owner's, an admin's or the booking link's. */
  @Get(':id/calendar.ics')
  async calendar(
    @Param('id') id: string,
    @BookingCaller() caller: BookingCaller,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    const invite = await this.invites.of(id, caller);
    res
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${invite.fileName}"`);
    return invite.ics;
  }

  private async serve(
    id: string,
    kind: DocumentKind,
    { format = 'pdf' }: DocumentQueryDto,
    caller: BookingCaller,
    res: FastifyReply,
  ): Promise<StreamableFile | string | DocumentBuilding> {
    const found = await this.documents.find(id, kind, format, caller);
    if (found === 'building') {
      res.status(202).header('Retry-After', String(DOCUMENT_RETRY_AFTER_SECONDS));
      return { status: 'building', retryAfterSeconds: DOCUMENT_RETRY_AFTER_SECONDS };
    }
    if (typeof found.content === 'string') {
      res.header('Content-Type', 'text/html; charset=utf-8').header('Content-Security-Policy', HTML_CSP);
      return found.content;
    }
    return new StreamableFile(found.content, {
      type: 'application/pdf',
      disposition: `attachment; filename="${documentFileName(kind, found.bookingId)}"`,
      length: found.content.length,
    });
  }
}

/** GET /api/admin/bookings/{id}/documents: the receipts and confirmations built for a booking. */
@Controller('admin/bookings')
@Roles('admin')
export class AdminDocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get(':id/documents')
  list(@Param('id') id: string): Promise<DocumentLink[]> {
    return this.documents.listFor(id);
  }
}
