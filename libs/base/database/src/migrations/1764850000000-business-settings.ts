import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin's settings: one row with a column per setting, so each has its type and its bounds in the database too, and
 * a save replaces them all in one statement. No row: the environment's values stand.
 */
export class BusinessSettings1764850000000 implements MigrationInterface {
  name = 'BusinessSettings1764850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE business_settings (
        id smallint PRIMARY KEY DEFAULT 1,
        business_name text NOT NULL,
        phone text NOT NULL,
        email text NOT NULL,
        postal_address text NOT NULL,
        service_area text NOT NULL,
        service_states text[] NOT NULL,
        service_zip_prefixes text[] NOT NULL,
        time_zone text NOT NULL,
        facebook_url text,
        instagram_url text,
        twitter_url text,
        tax_note text NOT NULL,
        cancellation_fee_percent integer NOT NULL,
        hold_minutes integer NOT NULL,
        minimum_notice_hours integer NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT business_settings_one_row_check CHECK (id = 1),
        CONSTRAINT business_settings_bounds_check CHECK (
          cancellation_fee_percent BETWEEN 0 AND 100 AND hold_minutes BETWEEN 5 AND 1440 AND minimum_notice_hours BETWEEN 0 AND 2160
        )
      )`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE business_settings`);
  }
}
