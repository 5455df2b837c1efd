import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * After the party (docs/product/reviews.md): each booking's one thank-you (claimed by whichever sends it first, the
 * party marked done or the evening's scan) and its one review, edited until an admin decides; the business's Google
 * review page, offered beside ours.
 */
export class Reviews1764958300000 implements MigrationInterface {
  name = 'Reviews1764958300000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "reviews" ("id" SERIAL NOT NULL, "booking_id" uuid NOT NULL, "rating" smallint NOT NULL, "text" text NOT NULL, "publish" boolean NOT NULL, "status" text NOT NULL DEFAULT 'pending', "featured" boolean NOT NULL DEFAULT false, "rejection_reason" text, "decided_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "reviews_rejection_reason_check" CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL), CONSTRAINT "reviews_status_check" CHECK (status IN ('pending', 'approved', 'rejected')), CONSTRAINT "reviews_text_check" CHECK (char_length(text) <= 1000), CONSTRAINT "reviews_rating_check" CHECK (rating BETWEEN 1 AND 5), CONSTRAINT "reviews_pkey" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "reviews_booking_id_key" ON "reviews" ("booking_id")`);
    await q.query(`CREATE INDEX "reviews_status_idx" ON "reviews" ("status", "created_at")`);
    await q.query(
      `CREATE TABLE "thank_yous" ("booking_id" uuid NOT NULL, "claimed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "thank_yous_pkey" PRIMARY KEY ("booking_id"))`,
    );
    await q.query(`ALTER TABLE "business_settings" ADD "google_review_url" text`);
    await q.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "thank_yous" ADD CONSTRAINT "thank_yous_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "thank_yous"`);
    await q.query(`DROP TABLE "reviews"`);
    await q.query(`ALTER TABLE "business_settings" DROP COLUMN "google_review_url"`);
  }
}
