import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A review's version (docs/product/reviews.md#moderation): how many times the parent wrote it. The admin's decision
 * carries the version they read, and one on a review the parent changed since is refused (REVIEW_CHANGED). The
 * reviews written before start at 1.
 */
export class ReviewVersion1764958900000 implements MigrationInterface {
  name = 'ReviewVersion1764958900000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reviews" ADD "version" integer NOT NULL DEFAULT '1'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "reviews" DROP COLUMN "version"`);
  }
}
