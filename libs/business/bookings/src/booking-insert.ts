import type { DataSource, EntityManager } from 'typeorm';
import { auditEntryInsertSql, auditEntryParameters, type AuditRecord } from '@app/audit';
import { namedStatement, queryNamed, type NamedStatement } from '@app/database';
import type { OutboxRow } from '@app/queue';
import { BookingEntity } from './entities/booking.entity';

export interface BookingGameRow {
  gameId: number | null;
  customGameId: number | null;
}

/**
 * What a new booking sets; the database fills the timestamps and the calendar's sequence (0), and payment /
 * notification (and an erasure, docs/product/privacy.md) come later.
 */
const LATER = [
  'paymentCompletedAt',
  'notifiedAt',
  'cancellationNotifiedAt',
  'calendarSequence',
  'calendarNotifiedSequence',
  'erasedAt',
] as const;
export type NewBooking = Omit<BookingEntity, 'createdAt' | 'updatedAt' | (typeof LATER)[number]>;
const SET_LATER = new Set<string>(LATER);

interface Statement {
  /** Sent by name: every booking runs it, and its text is kilobytes (libs/base/database's namedStatement). */
  sql: NamedStatement;
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
  // The values as parameters of INSERT ... SELECT, which PostgreSQL types from the columns as it would VALUES'.
  const sql = `
    WITH standing AS (
      SELECT (found->>'id')::uuid AS id
      FROM rows_after_advisory_locks($${n + 6}::text[], $${n + 7}::text, $${n + 8}::text[]) AS found
    ), booking AS (
      INSERT INTO bookings (${columns.map((c) => c.databaseName).join(', ')})
      SELECT ${columns.map((_, i) => `$${i + 1}`).join(', ')}
      WHERE NOT EXISTS (SELECT 1 FROM standing)
      RETURNING id, created_at, updated_at
    ), games AS (
      INSERT INTO booking_games (booking_id, position, game_id, custom_game_id)
      SELECT booking.id, g.position - 1, g.game_id, g.custom_game_id
      FROM booking, unnest($${n + 1}::int[], $${n + 2}::int[]) WITH ORDINALITY AS g(game_id, custom_game_id, position)
    ), events AS (
      INSERT INTO outbox (id, type, payload)
      SELECT e.* FROM booking, unnest($${n + 3}::uuid[], $${n + 4}::text[], $${n + 5}::jsonb[]) AS e
    ), audit AS (
      ${auditEntryInsertSql('booking', n + 9)}
    )
    SELECT standing.id AS standing_id, booking.created_at, booking.updated_at
    FROM (SELECT) AS one LEFT JOIN standing ON true LEFT JOIN booking ON true`;
  statement = {
    sql: namedStatement(sql),
    read: columns.map((c) => (booking: NewBooking) => c.getEntityValue(booking)),
  };
  statements.set(dataSource, statement);
  return statement;
}

/**
 * The booking that stands for the new one's family and time (docs/product/booking.md#already-booked: one not
 * cancelled), read by rows_after_advisory_locks after the lock on that e-mail, date and time: two Submits sent at once
 * (two tabs) wait for each other there, and the function's own snapshot, taken after the wait, sees the first one's
 * committed row, which the statement's, taken before it, would not. Lock and read in the booking's own statement save
 * a round trip per booking (bench/results.md#booking-creation-the-second-round).
 */
const STANDING = `SELECT id FROM bookings
  WHERE event_date = $1[1]::date AND event_time = $1[2] AND lower(parent_email) = $1[3] AND status <> 'cancelled'
  LIMIT 1`;

/**
 * Stores a booking, its games in order, its outbox events (booking.created, booking.held) and its "created" history
 * entry in ONE statement (data-modifying CTEs), unless a booking of the same parent e-mail, date and time stands
 * (docs/product/booking.md#already-booked: one not cancelled), which it answers instead, storing nothing: one round
 * trip instead of five (a read and four INSERTs), inside the caller's transaction (the one that claims the booking's
 * team), its first statement, so the family's lock (STANDING) is the first lock it takes. Answers the database's timestamps, or the standing booking's id.
 */
export async function insertBooking(
  manager: EntityManager,
  booking: NewBooking,
  games: BookingGameRow[],
  events: OutboxRow[],
  entry: AuditRecord,
): Promise<{ createdAt: Date; updatedAt: Date } | { standingId: string }> {
  const { sql, read } = statementFor(manager.connection);
  const [row] = await queryNamed<{ standing_id: string | null; created_at: Date; updated_at: Date }[]>(manager, sql, [
    ...read.map((value) => value(booking)),
    games.map((g) => g.gameId),
    games.map((g) => g.customGameId),
    events.map((e) => e.id),
    events.map((e) => e.type),
    events.map((e) => e.payload),
    [familySlotLock(booking)],
    STANDING,
    [booking.eventDate, booking.eventTime, booking.parentEmail.toLowerCase()],
    ...auditEntryParameters(entry),
  ]);
  if (row.standing_id) return { standingId: row.standing_id };
  return { createdAt: row.created_at, updatedAt: row.updated_at };
}

/** One party per e-mail, date and time: the lock two Submits of that family and time share. */
const familySlotLock = (booking: NewBooking): string =>
  `booking:${booking.parentEmail.toLowerCase()}:${booking.eventDate}:${booking.eventTime}`;
