import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Promo codes (docs/product/api.md#entities). The code is stored upper-case and unique whatever the case it was typed
 * in: the check keeps it upper-case, the unique index on upper(code) makes a racing create or rename fail with a name
 * the api maps to PROMO_CODE_TAKEN. Dates are calendar days of the business time zone, both inclusive.
 */
export class PromoCodes1763900000000 implements MigrationInterface {
  name = 'PromoCodes1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE promo_codes (
        id serial PRIMARY KEY,
        code text NOT NULL,
        description text,
        discount_type text NOT NULL,
        discount_value integer NOT NULL,
        usage_limit integer NOT NULL,
        usage_count integer NOT NULL DEFAULT 0,
        user_usage_limit integer NOT NULL,
        start_date date NOT NULL,
        expires_at date,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT promo_codes_code_check CHECK (code = upper(code) AND code <> ''),
        CONSTRAINT promo_codes_discount_type_check CHECK (discount_type IN ('fixed', 'percentage')),
        CONSTRAINT promo_codes_discount_value_check
          CHECK (discount_value >= 0 AND (discount_type = 'fixed' OR discount_value <= 100)),
        CONSTRAINT promo_codes_usage_check CHECK (usage_limit >= 1 AND user_usage_limit >= 1 AND usage_count >= 0),
        CONSTRAINT promo_codes_dates_check CHECK (expires_at IS NULL OR expires_at >= start_date)
      )`);
    await q.query(`CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (upper(code))`);

    // A promo's uses. Deleting the promo deletes them (they only count its uses); the booking keeps its own code and
    // discount. A booking that used a promo cannot be deleted (no cascade), so the count never drifts silently.
    // One row per promo and booking (a released row is revived), one live use per booking.
    await q.query(`
      CREATE TABLE promo_redemptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        promo_code_id integer NOT NULL
          CONSTRAINT promo_redemptions_promo_code_id_fkey REFERENCES promo_codes (id) ON DELETE CASCADE,
        booking_id uuid NOT NULL CONSTRAINT promo_redemptions_booking_id_fkey REFERENCES bookings (id),
        user_id uuid,
        parent_email text NOT NULL,
        state text NOT NULL,
        discount_cents integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT promo_redemptions_state_check CHECK (state IN ('reserved', 'redeemed', 'released')),
        CONSTRAINT promo_redemptions_discount_cents_check CHECK (discount_cents >= 0)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX promo_redemptions_promo_booking_key ON promo_redemptions (promo_code_id, booking_id)`,
    );
    await q.query(
      `CREATE UNIQUE INDEX promo_redemptions_live_booking_key ON promo_redemptions (booking_id) WHERE state <> 'released'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE promo_redemptions`);
    await q.query(`DROP TABLE promo_codes`);
  }
}
