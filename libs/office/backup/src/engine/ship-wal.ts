import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BackupTarget } from './backup-target';
import { ifGone } from './gone';
import { isArchivedWalFile } from './wal-names';

export interface ShipWalResult {
  /** The files shipped this time, oldest first. */
  shipped: string[];
  /** When the last of them was shipped; undefined when none was. */
  lastShippedAt?: Date;
  /** When the oldest file still in the spool was archived there; undefined when none waits. */
  oldestWaitingSince?: Date;
}

/** The target's key of an archived WAL file. */
export const walKey = (name: string) => `wal/${name}.gz`;

/**
 * Ships what PostgreSQL archived into the spool (its `basic_archive` copies each finished segment there) to the
 * target, gzipped, oldest first, and deletes each from the spool once stored. A file that fails stays for the next
 * call (shipping one twice stores the same bytes again), and the error is thrown.
 */
export async function shipWal({
  target,
  walSpool,
}: {
  target: BackupTarget;
  walSpool: string;
}): Promise<ShipWalResult> {
  const shipped: string[] = [];
  let lastShippedAt: Date | undefined;
  for (const { name } of await waitingInSpool(walSpool)) {
    const path = join(walSpool, name);
    // A segment is 16 MB: read whole. Gone meanwhile: another shipper (the CLI's, the worker's) took it.
    const bytes = await readFile(path).catch(ifGone);
    if (!bytes) continue;
    await target.put(walKey(name), await gzipped(bytes));
    await rm(path, { force: true });
    shipped.push(name);
    lastShippedAt = new Date();
  }
  const [oldest] = await waitingInSpool(walSpool);
  return { shipped, lastShippedAt, oldestWaitingSince: oldest?.archivedAt };
}

/** The archived files waiting in the spool, oldest first (by when they were archived, then by name). */
async function waitingInSpool(walSpool: string): Promise<{ name: string; archivedAt: Date }[]> {
  const names = (await readdir(walSpool)).filter(isArchivedWalFile);
  const found = await Promise.all(
    names.map(async (name) => {
      const info = await stat(join(walSpool, name)).catch(ifGone);
      return info && { name, archivedAt: info.mtime };
    }),
  );
  const files = found.filter((file) => file !== undefined);
  return files.sort((a, b) => a.archivedAt.getTime() - b.archivedAt.getTime() || (a.name < b.name ? -1 : 1));
}

const gzipped = promisify(gzip);
