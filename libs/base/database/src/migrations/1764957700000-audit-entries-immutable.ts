import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit trail (a booking's history among it) is written once and never changed: the database refuses an UPDATE
 * or DELETE of an entry, so no later code can rewrite what happened.
 */
export class AuditEntriesImmutable1764957700000 implements MigrationInterface {
  name = 'AuditEntriesImmutable1764957700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION audit_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit entries are never changed (% of entry %)', TG_OP, OLD.id;
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_entries_immutable BEFORE UPDATE OR DELETE ON audit_entries
      FOR EACH ROW EXECUTE FUNCTION audit_entries_immutable()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER audit_entries_immutable ON audit_entries`);
    await q.query(`DROP FUNCTION audit_entries_immutable()`);
  }
}
