import { Readable } from 'node:stream';
import { Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminBookingsQuery, AdminExport, AdminExportFilters, ExportKind } from '@app/contracts';
import { OutboxService } from '@app/queue';
import { BookingExportChunkEntity } from './entities/booking-export-chunk.entity';
import { BookingExportEntity } from './entities/booking-export.entity';

/** How many exports GET /api/admin/exports lists (the recent ones an admin comes back to). */
const RECENT_EXPORTS = 20;

/**
 * The api side of exports (the bookings' CSV, a shirt order's PDF): record the request (with its event, one
 * transaction), list, read, serve the file.
 */
@Injectable()
export class AdminExportsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  /** `query`: the bookings table's filters, or the shirt order's period (`from`, `to`). */
  async request(
    adminId: string,
    { status, from, to, q, sort }: AdminBookingsQuery,
    kind: ExportKind = 'bookings-csv',
  ): Promise<AdminExport> {
    const filters: AdminExportFilters = JSON.parse(JSON.stringify({ status, from, to, q, sort }));
    // The answer is the export as requested, read before the commit: read after it, a quick worker may already have
    // finished it, and the 202 would describe a file the request did not start.
    const requested = await this.dataSource.transaction(async (manager) => {
      const row = await manager.save(manager.create(BookingExportEntity, { requestedBy: adminId, kind, filters }));
      await this.outbox.record(manager, 'export.requested', { exportId: row.id });
      return manager.findOneByOrFail(BookingExportEntity, { id: row.id });
    });
    return toAdminExport(requested);
  }

  /** The admin's own recent exports: another admin's list is theirs to come back to, not noise in this one. */
  async recent(adminId: string): Promise<AdminExport[]> {
    const rows = await this.dataSource
      .getRepository(BookingExportEntity)
      .find({ where: { requestedBy: adminId }, order: { createdAt: 'DESC', id: 'DESC' }, take: RECENT_EXPORTS });
    return rows.map(toAdminExport);
  }

  async get(adminId: string, id: string): Promise<AdminExport> {
    return toAdminExport(await this.find(adminId, id));
  }

  /** The finished file as a stream of its pieces (the api never holds a whole file); 404 until it is done. */
  async file(adminId: string, id: string): Promise<{ file: Readable; export: BookingExportEntity }> {
    const row = await this.find(adminId, id);
    if (row.status !== 'done') throw notFound();
    return { file: Readable.from(this.pieces(id)), export: row };
  }

  private async *pieces(exportId: string): AsyncGenerator<Buffer> {
    const chunks = this.dataSource.getRepository(BookingExportChunkEntity);
    for (let seq = 0; ; seq++) {
      const piece = await chunks.findOneBy({ exportId, seq });
      if (!piece) return;
      yield piece.data;
    }
  }

  /**
   * The admin's own export: another admin's is the same 404 as a missing one. An export holds every parent's contact
   * details; its status and file are for the admin who asked for it, as its listing is.
   */
  private async find(adminId: string, id: string): Promise<BookingExportEntity> {
    const row = await this.dataSource.getRepository(BookingExportEntity).findOneBy({ id, requestedBy: adminId });
    if (!row) throw notFound();
    return row;
  }
}

const notFound = () => new NotFoundException('Export not found');

function toAdminExport(row: BookingExportEntity): AdminExport {
  return {
    id: row.id,
    kind: row.kind,
    filters: row.filters,
    status: row.status,
    progress: row.progress,
    rows: row.rowCount,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadUrl: row.status === 'done' ? `/api/admin/exports/${row.id}/download` : null,
  };
}
