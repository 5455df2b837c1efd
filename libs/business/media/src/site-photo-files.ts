import type { DataSource, EntityManager } from 'typeorm';

/**
 * The names of the stored files the site's photos (gallery and portraits) point to: what a restore brings back. In
 * SQL, so a connection without this lib's entities (the restore's) can ask.
 */
export async function sitePhotoFiles(db: DataSource | EntityManager): Promise<string[]> {
  const rows: { file: string }[] = await db.query(
    `SELECT DISTINCT v->>'file' AS file FROM photos, jsonb_array_elements(variants) v ORDER BY 1`,
  );
  return rows.map((row) => row.file);
}
