import { MigrationInterface, QueryRunner } from 'typeorm';

/** The trigger's refusal, as migration 1764957700000 made it and as it stays for everything but an erasure. */
const REFUSE = `RAISE EXCEPTION 'audit entries are never changed (% of entry %)', TG_OP, OLD.id;`;

/**
 * A parent's own data (docs/product/privacy.md): the business's retention periods for guest lists and photo albums
 * become settings (a row saved before keeps the shipped 30 and 90 days); a booking records when its parent's details
 * were erased; and the audit trail, still never deleted nor rewritten, lets an erasure (AuditService.erase, which sets
 * `audit.erasure` for its own transaction) overwrite what an entry says of the person: its before, after and note,
 * never what happened, to what, by whom or when.
 */
export class ParentDataErasure1764959200000 implements MigrationInterface {
  name = 'ParentDataErasure1764959200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "business_settings" ADD "roster_retention_days" integer NOT NULL DEFAULT '30'`);
    await q.query(`ALTER TABLE "business_settings" ADD "album_retention_days" integer NOT NULL DEFAULT '90'`);
    await q.query(
      `ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_retention_check" CHECK (roster_retention_days BETWEEN 1 AND 3650 AND album_retention_days BETWEEN 8 AND 3650)`,
    );
    await q.query(`ALTER TABLE "bookings" ADD "erased_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND current_setting('audit.erasure', true) = 'on'
           AND (NEW.id, NEW.subject_type, NEW.subject_id, NEW.action, NEW.actor_id, NEW.actor_name, NEW.at)
               IS NOT DISTINCT FROM
               (OLD.id, OLD.subject_type, OLD.subject_id, OLD.action, OLD.actor_id, OLD.actor_name, OLD.at) THEN
          RETURN NEW;
        END IF;
        ${REFUSE}
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION audit_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        ${REFUSE}
      END $$`);
    await q.query(`ALTER TABLE "bookings" DROP COLUMN "erased_at"`);
    await q.query(`ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_retention_check"`);
    await q.query(`ALTER TABLE "business_settings" DROP COLUMN "album_retention_days"`);
    await q.query(`ALTER TABLE "business_settings" DROP COLUMN "roster_retention_days"`);
  }
}
