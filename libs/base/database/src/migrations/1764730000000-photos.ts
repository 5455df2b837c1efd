import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded photos: gallery photos (a category, featured) and team portraits (one per member). `variants` lists the WebP
 * files made from the upload ({ file, width }), narrowest first; the files live in the media storage (MEDIA_DIR), named
 * by their content's hash.
 */
export class Photos1764730000000 implements MigrationInterface {
  name = 'Photos1764730000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        category text,
        featured boolean NOT NULL DEFAULT false,
        member text,
        alt text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        variants jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT photos_kind_check CHECK (
          (kind = 'gallery' AND category IN ('action', 'awards', 'shirts', 'equipment') AND member IS NULL)
          OR (kind = 'portrait' AND member IS NOT NULL AND category IS NULL)
        ),
        CONSTRAINT photos_alt_check CHECK (alt <> '')
      )`);
    // A member has one portrait: a new one replaces it.
    await q.query(`CREATE UNIQUE INDEX photos_member_key ON photos (member) WHERE kind = 'portrait'`);
    await q.query(`CREATE INDEX photos_kind_created_at_idx ON photos (kind, created_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE photos`);
  }
}
