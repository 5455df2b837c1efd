import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The party's photo album (docs/product/albums.md): each album's shared link (its token signs `link_id`; a new id or
 * none stops the old link) and closing notice, and its photos (two WebP files each in the photo storage). Deleted
 * with the booking, and ALBUM_RETENTION_DAYS after the event by the daily retention job.
 */
export class PartyAlbums1764958400000 implements MigrationInterface {
  name = 'PartyAlbums1764958400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE albums (
        booking_id uuid PRIMARY KEY,
        link_id uuid,
        link_created_at timestamptz,
        closing_notified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT albums_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES bookings(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX albums_link_idx ON albums (link_id) WHERE link_id IS NOT NULL`);
    await q.query(`
      CREATE TABLE album_photos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        booking_id uuid NOT NULL,
        thumb_file text NOT NULL,
        full_file text NOT NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT album_photos_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES albums(booking_id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE UNIQUE INDEX album_photos_booking_file_key ON album_photos (booking_id, full_file)`);
    await q.query(`CREATE INDEX album_photos_booking_created_at_idx ON album_photos (booking_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE album_photos`);
    await q.query(`DROP TABLE albums`);
  }
}
