import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

@Injectable()
export class ProcessedEventsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Runs `work` at most once per (event, handler): the dedupe row and the handler's database effects commit together.
   * A concurrent duplicate waits on the primary key and then sees the row. Returns false when already processed.
   */
  once(eventId: string, handler: string, work: (manager: EntityManager) => Promise<void>): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO processed_events (event_id, handler) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING event_id`,
        [eventId, handler],
      );
      if (inserted.length === 0) return false;
      await work(manager);
      return true;
    });
  }
}
