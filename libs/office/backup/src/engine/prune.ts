import type { BackupTarget } from './backup-target';
import { readCatalog } from './catalog';
import { BASE, MANIFEST } from './manifest';
import { PHOTOS_REMOVED } from './mirror-photos';
import { backupsToKeep } from './retention';
import { isTimelineHistory, walPosition } from './wal-names';

/** A base backup without its manifest this long after its last file was written has failed, not still running. */
const INCOMPLETE_AFTER_MS = 24 * 3_600_000;

export interface PruneResult {
  /** The ids of the base backups deleted (complete ones retention let go, and failed ones). */
  deleted: string[];
  walDeleted: number;
  photosDeleted: number;
}

/**
 * Retention, after each base backup: the backups backupsToKeep keeps stay; the others go, with the WAL older than the
 * oldest kept one's start (timelines' histories stay) and the removed photos noticed gone before its day. Nothing is
 * pruned while no complete backup exists.
 */
export async function pruneBackups({
  target,
  keepDaily,
  keepWeekly,
  now = new Date(),
}: {
  target: BackupTarget;
  keepDaily: number;
  keepWeekly: number;
  now?: Date;
}): Promise<PruneResult> {
  const { backups } = await readCatalog(target);
  if (!backups.length) return { deleted: [], walDeleted: 0, photosDeleted: 0 };
  const kept = backupsToKeep(backups, keepDaily, keepWeekly);
  const oldestKept = backups.find((b) => kept.has(b.id))!;

  const byBackup = new Map<string, { keys: string[]; complete: boolean; lastWritten: number }>();
  for (const o of await target.list(BASE)) {
    const id = o.key.slice(BASE.length).split('/')[0];
    const entry = byBackup.get(id) ?? { keys: [], complete: false, lastWritten: 0 };
    entry.keys.push(o.key);
    entry.complete ||= o.key.endsWith(`/${MANIFEST}`);
    entry.lastWritten = Math.max(entry.lastWritten, o.modifiedAt.getTime());
    byBackup.set(id, entry);
  }
  const deleted = [...byBackup].filter(
    ([id, b]) => (b.complete && !kept.has(id)) || (!b.complete && now.getTime() - b.lastWritten > INCOMPLETE_AFTER_MS),
  );
  // The manifest first: a backup half deleted is then incomplete, never listed as whole.
  for (const [, b] of deleted) {
    await target.delete(b.keys.filter((key) => key.endsWith(`/${MANIFEST}`)));
    await target.delete(b.keys.filter((key) => !key.endsWith(`/${MANIFEST}`)));
  }

  const from = walPosition(oldestKept.startWal)!;
  const oldWal = (await target.list('wal/'))
    .map((o) => o.key)
    .filter((key) => {
      const name = key.slice('wal/'.length).replace(/\.gz$/, '');
      return !isTimelineHistory(name) && (walPosition(name) ?? from) < from;
    });
  await target.delete(oldWal);

  const firstDay = oldestKept.startedAt.slice(0, 10);
  const oldPhotos = (await target.list(PHOTOS_REMOVED))
    .map((o) => o.key)
    .filter((key) => key.slice(PHOTOS_REMOVED.length, PHOTOS_REMOVED.length + 10) < firstDay);
  await target.delete(oldPhotos);

  return { deleted: deleted.map(([id]) => id), walDeleted: oldWal.length, photosDeleted: oldPhotos.length };
}
