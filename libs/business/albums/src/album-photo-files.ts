import type { DataSource, EntityManager } from 'typeorm';

/**
 * The names of the stored files the albums' photos point to (thumbnails and full sizes): what a restore brings back.
 * In SQL, so a connection without this lib's entities (the restore's) can ask.
 */
export async function albumPhotoFiles(db: DataSource | EntityManager): Promise<string[]> {
  const rows: { file: string }[] = await db.query(
    `SELECT thumb_file AS file FROM album_photos UNION SELECT full_file FROM album_photos ORDER BY 1`,
  );
  return rows.map((row) => row.file);
}
