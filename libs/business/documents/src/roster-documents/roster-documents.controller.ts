import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Roles } from '@app/accounts';
import { BookingCaller } from '@app/bookings';
import type { DocumentBuilding } from '@app/contracts';
import { documentFileName } from '../document-file-name';
import { PrintQueryDto } from '../document-query.dto';
import { DOCUMENT_RETRY_AFTER_SECONDS } from '../documents.controller';
import type { RosterDocumentKind } from '../entities/roster-document.entity';
import { RosterDocumentsService } from './roster-documents.service';

/** GET /api/bookings/{id}/certificates.pdf (the owner, the booking's link or an admin). */
@Controller('bookings')
export class CertificatesController {
  constructor(private readonly documents: RosterDocumentsService) {}

  @Get(':id/certificates.pdf')
  async certificates(
    @Param('id') id: string,
    @BookingCaller() caller: BookingCaller,
    @Query() { paper = 'letter' }: PrintQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | DocumentBuilding> {
    return servePdf(id, 'certificates', await this.documents.certificates(id, caller, paper), res);
  }
}

/** GET /api/admin/bookings/{id}/run-sheet.pdf and /waivers.pdf, the host team's sheet and the waivers (admins only). */
@Controller('admin/bookings')
@Roles('admin')
export class RunSheetController {
  constructor(private readonly documents: RosterDocumentsService) {}

  @Get(':id/run-sheet.pdf')
  async runSheet(
    @Param('id') id: string,
    @Query() { paper = 'letter' }: PrintQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | DocumentBuilding> {
    return servePdf(id, 'run-sheet', await this.documents.runSheet(id, paper), res);
  }

  /** GET /api/admin/bookings/{id}/waivers.pdf: every signed waiver of the party, in full. */
  @Get(':id/waivers.pdf')
  async waivers(
    @Param('id') id: string,
    @Query() { paper = 'letter' }: PrintQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile | DocumentBuilding> {
    return servePdf(id, 'waivers', await this.documents.waivers(id, paper), res);
  }
}

/** The PDF as a download, or 202 + Retry-After while the worker renders it (as the receipts answer). */
export function servePdf(
  bookingId: string,
  kind: RosterDocumentKind,
  pdf: Buffer | 'building',
  res: FastifyReply,
): StreamableFile | DocumentBuilding {
  res.header('Cache-Control', 'private, no-store');
  if (pdf === 'building') {
    res.status(202).header('Retry-After', String(DOCUMENT_RETRY_AFTER_SECONDS));
    return { status: 'building', retryAfterSeconds: DOCUMENT_RETRY_AFTER_SECONDS };
  }
  return new StreamableFile(pdf, {
    type: 'application/pdf',
    disposition: `attachment; filename="${documentFileName(kind, bookingId)}"`,
    length: pdf.length,
  });
}
