import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * rows_after_advisory_locks(lock_keys, statement, parameters): takes the transaction-scoped advisory locks of
 * `lock_keys` (hashtextextended, in the order given), then runs `statement` (with `parameters` as its one text[]
 * parameter, $1) and returns its rows as jsonb: a concurrent limit's locks and its count in one round trip
 * (libs/base/rate-limit's refuseBeyondHeldLimits), a new booking's family lock and the booking that stands for it
 * (libs/business/bookings' insertBooking). A function, VOLATILE, because the count must see what was committed
 * while it waited for the locks: a plain statement counts from the snapshot it took before waiting, where a volatile
 * function takes a new one for each statement it runs. The statement comes from the app's code, never from a request.
 */
export class RowsAfterAdvisoryLocks1764958500000 implements MigrationInterface {
  name = 'RowsAfterAdvisoryLocks1764958500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION rows_after_advisory_locks(lock_keys text[], statement text, parameters text[])
      RETURNS SETOF jsonb
      LANGUAGE plpgsql VOLATILE
      AS $$
      DECLARE
        lock_key text;
      BEGIN
        FOREACH lock_key IN ARRAY lock_keys LOOP
          PERFORM pg_advisory_xact_lock(hashtextextended(lock_key, 0));
        END LOOP;
        RETURN QUERY EXECUTE format('SELECT to_jsonb(r) FROM (%s) AS r', statement) USING parameters;
      END
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION rows_after_advisory_locks(text[], text, text[])`);
  }
}
