import type { DataSource, EntityManager } from 'typeorm';
import type { OutboxRow } from '@app/queue';
import { BookingEntity } from './entities/booking.entity';

export interface BookingGameRow {
  gameId: number | null;
  customGameId: number | null;
}

/**
 * What a new booking sets; the database fills the timestamps and the calendar's sequence (0), and payment /
 * notification come later.
 */
const LATER = [
  'paymentCompletedAt',
  'notifiedAt',
  'cancellationNotifiedAt',
  'calendarSequence',
  'calendarNotifiedSequence',
] as const;
export type NewBooking = Omit<BookingEntity, 'createdAt' | 'updatedAt' | (typeof LATER)[number]>;
const SET_LATER = new Set<string>(LATER);

interface Statement {
  sql: string;
  read: ((booking: NewBooking) => unknown)[];
}
const statements = new WeakMap<DataSource, Statement>();

/**
 * The INSERT's columns come from the entity's TypeORM metadata (embedded location and add-ons included), so the
 * entity stays the one description of the table; built once per data source.
 */
function statementFor(dataSource: DataSource): Statement {
  let statement = statements.get(dataSource);
  if (statement) return statement;
  const columns = dataSource
    .getMetadata(BookingEntity)
    .columns.filter((c) => !c.isCreateDate && !c.isUpdateDate && !SET_LATER.has(c.propertyName));
  const n = columns.length;
  const sql = `
    WITH booking AS (
      INSERT INTO bookings (${columns.map((c) => c.databaseName).join(', ')})
      VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
      RETURNING id, created_at, updated_at
    ), games AS (
      INSERT INTO booking_games (booking_id, position, game_id, custom_game_id)
      SELECT booking.id, g.position - 1, g.game_id, g.custom_game_id
      FROM booking, unnest($${n + 1}::int[], $${n + 2}::int[]) WITH ORDINALITY AS g(game_id, custom_game_id, position)
    ), events AS (
      INSERT INTO outbox (id, type, payload)
      SELECT * FROM unnest($${n + 3}::uuid[], $${n + 4}::text[], $${n + 5}::jsonb[])
    )
    SELECT created_at, updated_at FROM booking`;
  statement = { sql, read: columns.map((c) => (booking: NewBooking) => c.getEntityValue(booking)) };
  statements.set(dataSource, statement);
  return statement;
}

/**
 * Stores a booking, its games in order and its outbox events (booking.created, booking.held) in ONE statement
 * (data-modifying CTEs): one round trip instead of four INSERTs, inside the caller's transaction (the one that claims
 * the booking's team). Answers the database's timestamps.
 */
export async function insertBooking(
  manager: EntityManager,
  booking: NewBooking,
  games: BookingGameRow[],
  events: OutboxRow[],
): Promise<{ createdAt: Date; updatedAt: Date }> {
  const { sql, read } = statementFor(manager.connection);
  const [row]: { created_at: Date; updated_at: Date }[] = await manager.query(sql, [
    ...read.map((value) => value(booking)),
    games.map((g) => g.gameId),
    games.map((g) => g.customGameId),
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.payload),
  ]);
  return { createdAt: row.created_at, updatedAt: row.updated_at };
}
