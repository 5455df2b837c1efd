import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A concurrent limit counted at COMMIT (libs/base/rate-limit's refuseBeyondHeldLimitsAtCommit): the transaction names the
 * check in the transaction-local setting `app.held_limits` (JSON: `locks`, `names`, `atOnce`, `sql`, `parameters`),
 * and this deferred constraint trigger, queued by the allocation the transaction inserts, runs it while PostgreSQL
 * commits: it takes the limits' advisory locks in the order given, counts with `sql` (a new snapshot, taken after the
 * wait, so it sees what the previous holder committed; one row of count_<i> and lapse_<i>) and raises SQLSTATE CP429
 * with the first limit passed and its first lapse as JSON in DETAIL, which fails the COMMIT and rolls the transaction
 * back. The locks are held from there to the end of the commit only, with no round trip to the app under them: one
 * client's requests queue on them (bench/results.md#booking-creation-the-locks-at-commit). The setting is emptied at
 * the first run, so a transaction inserting several allocations counts once; a transaction that set nothing is not
 * counted here.
 */
export class HeldLimitsAtCommit1764958600000 implements MigrationInterface {
  name = 'HeldLimitsAtCommit1764958600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION held_limits_at_commit() RETURNS trigger
      LANGUAGE plpgsql VOLATILE
      AS $$
      DECLARE
        armed jsonb := nullif(current_setting('app.held_limits', true), '')::jsonb;
        lock_key text;
        held jsonb;
        i int;
      BEGIN
        IF armed IS NULL THEN
          RETURN NULL;
        END IF;
        PERFORM set_config('app.held_limits', '', true);
        FOREACH lock_key IN ARRAY ARRAY(SELECT jsonb_array_elements_text(armed->'locks')) LOOP
          PERFORM pg_advisory_xact_lock(hashtextextended(lock_key, 0));
        END LOOP;
        EXECUTE format('SELECT to_jsonb(r) FROM (%s) AS r', armed->>'sql')
          INTO held USING ARRAY(SELECT jsonb_array_elements_text(armed->'parameters'));
        FOR i IN 0 .. jsonb_array_length(armed->'atOnce') - 1 LOOP
          IF (held->>('count_' || i))::int > (armed->'atOnce'->>i)::int THEN
            RAISE EXCEPTION USING
              ERRCODE = 'CP429',
              MESSAGE = 'concurrent limit passed: ' || (armed->'names'->>i),
              DETAIL = jsonb_build_object('limit', armed->'names'->>i, 'firstLapse', held->('lapse_' || i))::text;
          END IF;
        END LOOP;
        RETURN NULL;
      END
      $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER allocations_held_limits_at_commit AFTER INSERT ON allocations
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION held_limits_at_commit()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER allocations_held_limits_at_commit ON allocations`);
    await q.query(`DROP FUNCTION held_limits_at_commit()`);
  }
}
