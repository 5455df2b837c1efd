import type { DataSource } from 'typeorm';

export interface OutboxBacklog {
  /** Events recorded but not yet handed to the queues. */
  unpublished: number;
  /** Seconds since the oldest of them was recorded; 0 when none waits. */
  oldestAgeSeconds: number;
}

/**
 * How far the relay is behind: read by /api/health (outbox lag) and the api's metrics. One statement on the partial
 * index of unpublished rows, timed by the database's clock, which also stamped the rows.
 */
export async function readOutboxBacklog(dataSource: DataSource): Promise<OutboxBacklog> {
  const [row]: { unpublished: number; age: number | null }[] = await dataSource.query(
    `SELECT count(*)::int AS unpublished, EXTRACT(EPOCH FROM now() - min(created_at))::float8 AS age
       FROM outbox WHERE published_at IS NULL`,
  );
  return { unpublished: row.unpublished, oldestAgeSeconds: Math.max(0, row.age ?? 0) };
}
