import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The waiting list (docs/product/waitlist.md): its families and their offers, the offer window setting, and the
 * allocation kind `offer` that holds a freed time for a family (TypeORM compares checks by name, so the kind's check
 * is rewritten here by hand).
 */
export class Waitlist1764960000000 implements MigrationInterface {
  name = 'Waitlist1764960000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "waitlist_entries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "email" text NOT NULL, "games" smallint NOT NULL, "duration_minutes" smallint NOT NULL, "day" date NOT NULL, "second_day" date, "parts" text array NOT NULL, "status" text NOT NULL DEFAULT 'waiting', "client_address" text NOT NULL, "confirmed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "waitlist_entries_parts_check" CHECK (cardinality(parts) > 0 AND parts <@ ARRAY['morning', 'afternoon', 'evening']), CONSTRAINT "waitlist_entries_days_check" CHECK (second_day IS NULL OR second_day <> day), CONSTRAINT "waitlist_entries_ended_check" CHECK ((status = 'waiting') = (ended_at IS NULL)), CONSTRAINT "waitlist_entries_status_check" CHECK (status IN ('waiting', 'booked', 'declined', 'expired', 'left', 'removed')), CONSTRAINT "PK_bd0ef66fff81d3be7b7a1568a4d" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "waitlist_entries_created_at_idx" ON "waitlist_entries"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "waitlist_entries_client_address_idx" ON "waitlist_entries"  ("client_address") WHERE status = 'waiting'`,
    );
    await queryRunner.query(
      `CREATE INDEX "waitlist_entries_second_day_idx" ON "waitlist_entries"  ("second_day", "created_at") WHERE status = 'waiting'`,
    );
    await queryRunner.query(
      `CREATE INDEX "waitlist_entries_day_idx" ON "waitlist_entries"  ("day", "created_at") WHERE status = 'waiting'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "waitlist_entries_email_day_key" ON "waitlist_entries"  ("email", "day") WHERE status = 'waiting'`,
    );
    await queryRunner.query(
      `CREATE TABLE "waitlist_offers" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "entry_id" uuid NOT NULL, "event_date" date NOT NULL, "event_time" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "status" text NOT NULL DEFAULT 'open', "freed_booking_id" uuid, "booking_id" uuid, "by_office" boolean NOT NULL DEFAULT false, "emailed_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "ended_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "waitlist_offers_booked_check" CHECK ((status = 'booked') = (booking_id IS NOT NULL)), CONSTRAINT "waitlist_offers_ended_check" CHECK ((status = 'open') = (ended_at IS NULL)), CONSTRAINT "waitlist_offers_status_check" CHECK (status IN ('open', 'booked', 'declined', 'expired', 'withdrawn')), CONSTRAINT "PK_3d58236088bccae962fc10e058e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "waitlist_offers_created_at_idx" ON "waitlist_offers"  ("created_at") `);
    await queryRunner.query(
      `CREATE INDEX "waitlist_offers_freed_booking_idx" ON "waitlist_offers"  ("freed_booking_id") WHERE freed_booking_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers"  ("entry_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "waitlist_offers_open_entry_key" ON "waitlist_offers"  ("entry_id") WHERE status = 'open'`,
    );
    await queryRunner.query(
      `ALTER TABLE "business_settings" ADD "waitlist_offer_minutes" integer NOT NULL DEFAULT '120'`,
    );
    await queryRunner.query(
      `ALTER TABLE "business_settings" ADD CONSTRAINT "business_settings_waitlist_offer_check" CHECK (waitlist_offer_minutes BETWEEN 15 AND 2880)`,
    );
    await queryRunner.query(
      `ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_fkey" FOREIGN KEY ("entry_id") REFERENCES "waitlist_entries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`ALTER TABLE "allocations" DROP CONSTRAINT "allocations_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "allocations" ADD CONSTRAINT "allocations_kind_check" CHECK (kind IN ('hold', 'firm', 'reservation', 'offer'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "allocations" WHERE kind = 'offer'`);
    await queryRunner.query(`ALTER TABLE "allocations" DROP CONSTRAINT "allocations_kind_check"`);
    await queryRunner.query(
      `ALTER TABLE "allocations" ADD CONSTRAINT "allocations_kind_check" CHECK (kind IN ('hold', 'firm', 'reservation'))`,
    );
    await queryRunner.query(`ALTER TABLE "waitlist_offers" DROP CONSTRAINT "waitlist_offers_entry_id_fkey"`);
    await queryRunner.query(`ALTER TABLE "business_settings" DROP CONSTRAINT "business_settings_waitlist_offer_check"`);
    await queryRunner.query(`ALTER TABLE "business_settings" DROP COLUMN "waitlist_offer_minutes"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_offers_open_entry_key"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_offers_entry_idx"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_offers_freed_booking_idx"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_offers_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "waitlist_offers"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_entries_email_day_key"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_entries_day_idx"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_entries_second_day_idx"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_entries_client_address_idx"`);
    await queryRunner.query(`DROP INDEX "public"."waitlist_entries_created_at_idx"`);
    await queryRunner.query(`DROP TABLE "waitlist_entries"`);
  }
}
