import { MigrationInterface, QueryRunner } from 'typeorm';

/** The refusal both record tables share: what was signed, and the text it was signed to, are never changed. */
const IMMUTABLE_TABLES = ['waiver_versions', 'waiver_signatures'];

/**
 * Waivers (docs/product/waivers.md): the versioned text and its switches, the signatures, each immutable as the
 * booking's history is (a trigger refuses an UPDATE or DELETE of a row); an invited family's emergency phone and medical
 * note on its roster row; and the new kinds of the reminders (`waivers-48h`) and of the roster's documents (`waivers`),
 * whose checks TypeORM compares by name, so they are rewritten here by hand.
 */
export class Waivers1765000000000 implements MigrationInterface {
  name = 'Waivers1765000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "waiver_settings" ("id" smallint NOT NULL DEFAULT '1', "waivers_enabled" boolean NOT NULL, "arrive_without_waiver" boolean NOT NULL, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "waiver_settings_one_row_check" CHECK (id = 1), CONSTRAINT "waiver_settings_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "waiver_versions" ("version" integer NOT NULL, "text" text NOT NULL, "text_hash" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "created_by_id" uuid, "created_by_name" text NOT NULL, CONSTRAINT "waiver_versions_version_check" CHECK (version >= 1), CONSTRAINT "waiver_versions_pkey" PRIMARY KEY ("version"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "waiver_signatures" ("id" uuid NOT NULL, "booking_id" uuid NOT NULL, "child_id" uuid, "child_name" text NOT NULL, "signer_name" text NOT NULL, "signer_email" text NOT NULL, "parent_or_guardian" boolean NOT NULL, "version" integer NOT NULL, "text_hash" text NOT NULL, "drawn_signature" text, "signed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "client_address" text, "user_agent" text, "channel" text NOT NULL, CONSTRAINT "waiver_signatures_channel_check" CHECK (channel IN ('booking-page', 'invitation', 'host-phone')), CONSTRAINT "waiver_signatures_pkey" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "waiver_signatures_own_child_key" ON "waiver_signatures"  ("booking_id") WHERE "child_id" IS NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "waiver_signatures_child_key" ON "waiver_signatures"  ("booking_id", "child_id") WHERE "child_id" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "roster_children" ADD "emergency_phone" text`);
    await queryRunner.query(`ALTER TABLE "roster_children" ADD "medical_note" text`);
    await queryRunner.query(
      `ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_version_fkey" FOREIGN KEY ("version") REFERENCES "waiver_versions"("version") ON DELETE NO ACTION ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
      CREATE FUNCTION waiver_records_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'waiver records are never changed (% of a row of %)', TG_OP, TG_TABLE_NAME;
      END $$`);
    for (const table of IMMUTABLE_TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER ${table}_immutable BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION waiver_records_immutable()`);
    }
    await queryRunner.query(`ALTER TABLE "booking_reminders" DROP CONSTRAINT "booking_reminders_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_kind_check" CHECK (kind IN ('event-48h', 'balance-7d', 'sizes-7d', 'waivers-48h'))`,
    );
    await queryRunner.query(`ALTER TABLE "roster_documents" DROP CONSTRAINT "roster_documents_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "roster_documents" ADD CONSTRAINT "roster_documents_kind_check" CHECK (kind IN ('certificates', 'run-sheet', 'waivers'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM roster_documents WHERE kind = 'waivers'`);
    await queryRunner.query(`ALTER TABLE "roster_documents" DROP CONSTRAINT "roster_documents_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "roster_documents" ADD CONSTRAINT "roster_documents_kind_check" CHECK (kind IN ('certificates', 'run-sheet'))`,
    );
    await queryRunner.query(`DELETE FROM booking_reminders WHERE kind = 'waivers-48h'`);
    await queryRunner.query(`ALTER TABLE "booking_reminders" DROP CONSTRAINT "booking_reminders_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "booking_reminders" ADD CONSTRAINT "booking_reminders_kind_check" CHECK (kind IN ('event-48h', 'balance-7d', 'sizes-7d'))`,
    );
    for (const table of IMMUTABLE_TABLES) await queryRunner.query(`DROP TRIGGER ${table}_immutable ON ${table}`);
    await queryRunner.query(`DROP FUNCTION waiver_records_immutable()`);
    await queryRunner.query(`ALTER TABLE "waiver_signatures" DROP CONSTRAINT "waiver_signatures_version_fkey"`);
    await queryRunner.query(`ALTER TABLE "waiver_signatures" DROP CONSTRAINT "waiver_signatures_booking_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "roster_children" DROP COLUMN "medical_note"`);
    await queryRunner.query(`ALTER TABLE "roster_children" DROP COLUMN "emergency_phone"`);
    await queryRunner.query(`DROP INDEX "public"."waiver_signatures_child_key"`);
    await queryRunner.query(`DROP INDEX "public"."waiver_signatures_own_child_key"`);
    await queryRunner.query(`DROP TABLE "waiver_signatures"`);
    await queryRunner.query(`DROP TABLE "waiver_versions"`);
    await queryRunner.query(`DROP TABLE "waiver_settings"`);
  }
}
