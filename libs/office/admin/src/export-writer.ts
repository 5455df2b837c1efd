import { Injectable, Logger } from '@nestjs/common';
import { stringify } from 'csv-stringify';
import type { PoolClient } from 'pg';
import QueryStream from 'pg-query-stream';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import type { AdminExportFilters } from '@app/contracts';
import { ShirtOrderDocument } from '@app/documents';
import { EventPayloads, OnEvent } from '@app/queue';
import { SettingsService } from '@app/settings';
import { BookingExportEntity } from './entities/booking-export.entity';
import { EXPORT_COLUMNS, EXPORT_HEADERS, EXPORT_JOINS, exportCell, exportKey } from './export-csv';
import { ShirtOrders } from './shirt-orders.service';

/** Rows fetched per cursor round trip, and bytes of CSV held before they are stored as the next piece of the file. */
const CURSOR_BATCH = 1000;
const FLUSH_BYTES = 1024 * 1024;

/**
 * Writes an admin's export: a shirt order's PDF (documents' renderer), or the bookings' CSV
 * (docs/product/states.md#booking-status): the bookings matching the table's filters (bookings' BookingSearch, as GET
 * /api/admin/bookings) streamed from a Postgres cursor through csv-stringify, stored as numbered pieces
 * (export_chunks). Memory stays flat: one cursor batch and at most FLUSH_BYTES of CSV at a time. A retry starts the
 * file over.
 */
@Injectable()
export class ExportWriter {
  private readonly logger = new Logger(ExportWriter.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly search: BookingSearch,
    private readonly settings: SettingsService,
    private readonly shirtOrders: ShirtOrders,
    private readonly shirtOrderDocument: ShirtOrderDocument,
  ) {}

  @OnEvent({ event: 'export.requested', handler: 'exports.write-csv', queue: 'exports' })
  async write({ exportId }: EventPayloads['export.requested']): Promise<void> {
    const exports = this.dataSource.getRepository(BookingExportEntity);
    const job = await exports.findOneByOrFail({ id: exportId });
    if (job.status === 'done') return;
    await this.dataSource.query(`DELETE FROM export_chunks WHERE export_id = $1`, [exportId]);
    await exports.update(exportId, { status: 'running', progress: 0, startedAt: new Date() });
    try {
      const rows =
        job.kind === 'shirt-order-pdf'
          ? await this.shirtOrderPdf(exportId, job.filters)
          : await this.stream(exportId, job.filters);
      await exports.update(exportId, { status: 'done', progress: 100, rowCount: rows, finishedAt: new Date() });
    } catch (err) {
      this.logger.error(`export ${exportId} failed: ${(err as Error).message}`);
      await exports.update(exportId, { status: 'failed', error: (err as Error).message, finishedAt: new Date() });
      throw err;
    }
  }

  /** The shirt order's PDF: one piece, its row count the events printed. */
  private async shirtOrderPdf(exportId: string, period: AdminExportFilters): Promise<number> {
    const order = await this.shirtOrders.period(period);
    const pdf = await this.shirtOrderDocument.pdf(order);
    await this.dataSource.query(`INSERT INTO export_chunks (export_id, seq, data) VALUES ($1, 0, $2)`, [exportId, pdf]);
    return order.events.length;
  }

  private async stream(exportId: string, filters: AdminExportFilters): Promise<number> {
    const total = await this.search.count(filters);
    const select = this.search.matching(filters, filters.sort).select(EXPORT_COLUMNS[0][1], exportKey(0));
    EXPORT_JOINS.forEach(([join, alias, on]) => select.leftJoin(join, alias, on ?? `${alias}.booking_id = b.id`));
    EXPORT_COLUMNS.slice(1).forEach(([, sql], i) => select.addSelect(sql, exportKey(i + 1)));
    select.setParameter('timeZone', this.settings.snapshot().timeZone);
    const [sql, params] = select.getQueryAndParameters();

    const runner = this.dataSource.createQueryRunner();
    const client = (await runner.connect()) as PoolClient;
    // The cursor is one statement for as long as the file takes (node-postgres syncs only at its end): the pool's
    // statement timeout (libs/base/database) would cut a large export short.
    await client.query('SET statement_timeout = 0');
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    let rows = 0;
    let seq = 0;
    let reported = 0;
    const flush = async () => {
      if (!pendingBytes) return;
      const chunk = Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      await this.dataSource.query(`INSERT INTO export_chunks (export_id, seq, data) VALUES ($1, $2, $3)`, [
        exportId,
        seq++,
        chunk,
      ]);
    };
    try {
      const cursor = client.query(new QueryStream(sql, params, { batchSize: CURSOR_BATCH }));
      const csv = cursor.pipe(
        stringify({
          header: true,
          columns: EXPORT_HEADERS.map((header, i) => ({ key: exportKey(i), header })),
          // Money comes as integer cents (numbers), shown in dollars like the text cells are shown in words.
          cast: {
            string: (value, { column }) => exportCell(String(column), value),
            number: (value, { column }) => exportCell(String(column), String(value)),
          },
          bom: true,
        }),
      );
      cursor.on('error', (err) => csv.destroy(err));
      cursor.on('data', () => rows++);
      for await (const chunk of csv as AsyncIterable<string | Buffer>) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, 'utf8');
        pending.push(buffer);
        pendingBytes += buffer.length;
        if (pendingBytes >= FLUSH_BYTES) await flush();
        const progress = total ? Math.min(99, Math.floor((rows * 100) / total)) : 99;
        if (progress > reported) {
          reported = progress;
          await this.dataSource.query(`UPDATE exports SET progress = $2 WHERE id = $1`, [exportId, progress]);
        }
      }
      await flush();
      return rows;
    } finally {
      await client.query('RESET statement_timeout').catch(() => undefined);
      await runner.release();
    }
  }
}
