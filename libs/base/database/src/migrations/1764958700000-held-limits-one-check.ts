import { MigrationInterface, QueryRunner } from 'typeorm';
import { HeldLimitsAtCommit1764958600000 } from './1764958600000-held-limits-at-commit';

/**
 * One home for the concurrent limits' rule, whoever counts: refuse_beyond_held_limits(armed) takes the limits'
 * advisory locks and counts (rows_after_advisory_locks: the locks in the order given, then the count with a snapshot
 * taken after the wait), and raises SQLSTATE CP429 with the first limit passed and its first lapse as JSON in DETAIL
 * when a count passes its `atOnce`. `armed` is the check libs/base/rate-limit writes (`locks`, `names`, `atOnce`, `sql`,
 * `parameters`). A hold counted at once (refuseBeyondHeldLimits) calls it as its one statement; a new booking's
 * deferred trigger (held_limits_at_commit, now only the setting's reader) calls it at COMMIT. Before, the trigger
 * took the locks and compared the counts itself, and the api compared them again for the holds counted at once.
 */
export class HeldLimitsOneCheck1764958700000 implements MigrationInterface {
  name = 'HeldLimitsOneCheck1764958700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION refuse_beyond_held_limits(armed jsonb) RETURNS void
      LANGUAGE plpgsql VOLATILE
      AS $$
      DECLARE
        held jsonb;
        i int;
      BEGIN
        SELECT counted INTO held FROM rows_after_advisory_locks(
          ARRAY(SELECT jsonb_array_elements_text(armed->'locks')),
          armed->>'sql',
          ARRAY(SELECT jsonb_array_elements_text(armed->'parameters'))) AS counted;
        FOR i IN 0 .. jsonb_array_length(armed->'atOnce') - 1 LOOP
          IF (held->>('count_' || i))::int > (armed->'atOnce'->>i)::int THEN
            RAISE EXCEPTION USING
              ERRCODE = 'CP429',
              MESSAGE = 'concurrent limit passed: ' || (armed->'names'->>i),
              DETAIL = jsonb_build_object('limit', armed->'names'->>i, 'firstLapse', held->('lapse_' || i))::text;
          END IF;
        END LOOP;
      END
      $$`);
    await q.query(`
      CREATE OR REPLACE FUNCTION held_limits_at_commit() RETURNS trigger
      LANGUAGE plpgsql VOLATILE
      AS $$
      DECLARE
        armed jsonb := nullif(current_setting('app.held_limits', true), '')::jsonb;
      BEGIN
        IF armed IS NULL THEN
          RETURN NULL;
        END IF;
        PERFORM set_config('app.held_limits', '', true);
        PERFORM refuse_beyond_held_limits(armed);
        RETURN NULL;
      END
      $$`);
  }

  /** Back to the trigger that checked by itself, as its own migration made it. */
  async down(q: QueryRunner): Promise<void> {
    await new HeldLimitsAtCommit1764958600000().down(q);
    await q.query(`DROP FUNCTION refuse_beyond_held_limits(jsonb)`);
    await new HeldLimitsAtCommit1764958600000().up(q);
  }
}
