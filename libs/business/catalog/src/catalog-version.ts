import type { EntityManager } from 'typeorm';

/**
 * Marks the public catalogue as changed. Call it inside the transaction of the change itself: every api replica
 * compares this number with the one its in-memory copy was built from (at most once per second) and reloads.
 */
export async function bumpCatalogVersion(manager: EntityManager): Promise<void> {
  await manager.query(`UPDATE catalog_version SET version = version + 1, changed_at = now() WHERE id = 1`);
}

export async function readCatalogVersion(manager: EntityManager): Promise<string> {
  const rows: { version: string }[] = await manager.query(`SELECT version FROM catalog_version WHERE id = 1`);
  if (!rows.length) throw new Error('catalog_version has no row: run the migrations');
  return String(rows[0].version);
}
