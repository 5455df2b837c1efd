import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (who did what to a booking, when, before and after; queue dashboard changes too) and when a cancelled
 * booking's parent was told (the worker's e-mail is sent once).
 */
export class Audit1764350000000 implements MigrationInterface {
  name = 'Audit1764350000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE audit_entries (
        id bigserial PRIMARY KEY,
        subject_type text NOT NULL,
        subject_id text NOT NULL,
        action text NOT NULL,
        actor_id uuid,
        actor_name text NOT NULL,
        before jsonb,
        after jsonb,
        note text,
        at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_entries_subject_idx ON audit_entries (subject_type, subject_id, at)`);
    await q.query(`ALTER TABLE bookings ADD COLUMN cancellation_notified_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE bookings DROP COLUMN cancellation_notified_at`);
    await q.query(`DROP TABLE audit_entries`);
  }
}
