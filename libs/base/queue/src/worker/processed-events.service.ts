import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The consumers' dedupe record: one row per (event, subscriber) whose work has COMPLETED.
 *
 * The pattern every subscriber follows (the dispatcher does steps 1 and 3):
 * 1. skip when the row exists (a redelivered or re-published job);
 * 2. run the handler with no database transaction open around slow work (SMTP, Chromium). The handler is idempotent
 *    for its own side effect: it checks its own record first (e.g. contact_messages.notified_at, a receipt's stored
 *    file) and writes that record right after the side effect, in its own short statement;
 * 3. write the row, in its own short statement, only after the handler succeeded.
 * A crash between 2 and 3 re-runs the handler, which finds its own record and does not repeat the side effect. An
 * e-mail is also listed as sent in the job's own data before the record is written (oncePerJob), so a database write
 * that fails after the send does not repeat it either; only a worker killed between the send and that note can (at
 * least once is the best SMTP allows).
 * Two copies of one job never run at once: BullMQ holds one job id in one place, and the relay's job ids are fixed.
 */
@Injectable()
export class ProcessedEventsService {
  constructor(private readonly dataSource: DataSource) {}

  async isDone(eventId: string, handler: string): Promise<boolean> {
    const rows: unknown[] = await this.dataSource.query(
      `SELECT 1 FROM processed_events WHERE event_id = $1 AND handler = $2`,
      [eventId, handler],
    );
    return rows.length > 0;
  }

  async markDone(eventId: string, handler: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO processed_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [eventId, handler],
    );
  }
}
