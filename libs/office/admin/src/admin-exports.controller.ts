import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Res } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CurrentUser, Roles } from '@app/accounts';
import { AdminBookingsQueryDto, type AdminExport, type User } from '@app/contracts';
import { AdminExportsService } from './admin-exports.service';

/** A malformed id is a missing export, like any other unknown id. */
const ExportId = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/**
 * Exports (CSVs of the admin's bookings table; a shirt order's PDF, asked at POST /api/admin/shirt-orders/pdf): started
 * here, written by the worker, polled, downloaded, each by the admin who started it only.
 */
@Controller('admin/exports')
@Roles('admin')
export class AdminExportsController {
  constructor(private readonly exports: AdminExportsService) {}

  /** Body: the table's filters (status, from, to, q, sort), validated like GET /api/admin/bookings' parameters. */
  @Post()
  @HttpCode(202)
  start(@Body() filters: AdminBookingsQueryDto, @CurrentUser() admin: User): Promise<AdminExport> {
    return this.exports.request(admin.id, filters);
  }

  @Get()
  recent(@CurrentUser() admin: User): Promise<AdminExport[]> {
    return this.exports.recent(admin.id);
  }

  @Get(':id')
  get(@Param('id', ExportId) id: string, @CurrentUser() admin: User): Promise<AdminExport> {
    return this.exports.get(admin.id, id);
  }

  @Get(':id/download')
  async download(
    @Param('id', ExportId) id: string,
    @CurrentUser() admin: User,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Readable> {
    const { file, export: row } = await this.exports.file(admin.id, id);
    if (row.kind === 'shirt-order-pdf') {
      reply.header('Content-Type', 'application/pdf');
      reply.header(
        'Content-Disposition',
        `attachment; filename="shirt-order-${row.filters.from}-to-${row.filters.to}.pdf"`,
      );
      return file;
    }
    const stamp = row.createdAt.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="bookings-${stamp}.csv"`);
    return file;
  }
}
