import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A promo's terms as they were when a booking took it: a change to the booking takes a percentage off the new total
 * again, at the percent the parent was given, not at whatever the admin has set the code to since. Uses made before
 * this are given their promo's terms of today, the only ones known.
 */
export class PromoTermsAtUse1764950000000 implements MigrationInterface {
  name = 'PromoTermsAtUse1764950000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE promo_redemptions ADD discount_type text, ADD discount_value integer`);
    await q.query(`
      UPDATE promo_redemptions r SET discount_type = p.discount_type, discount_value = p.discount_value
      FROM promo_codes p WHERE p.id = r.promo_code_id`);
    await q.query(`
      ALTER TABLE promo_redemptions
        ALTER discount_type SET NOT NULL,
        ALTER discount_value SET NOT NULL,
        ADD CONSTRAINT promo_redemptions_discount_type_check CHECK (discount_type IN ('fixed', 'percentage'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE promo_redemptions DROP CONSTRAINT promo_redemptions_discount_type_check`);
    await q.query(`ALTER TABLE promo_redemptions DROP COLUMN discount_value, DROP COLUMN discount_type`);
  }
}
