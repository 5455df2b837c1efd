import { readObject, type BackupTarget, type StoredObject } from './backup-target';
import { BASE, MANIFEST, type BackupManifest } from './manifest';
import { walPosition } from './wal-names';

export interface BackupCatalog {
  /** The complete base backups (those with a manifest), oldest first. */
  backups: BackupManifest[];
  /** The shipped WAL: how many files, their size, when the oldest and the newest were shipped. */
  walFiles: number;
  walBytes: number;
  walFrom?: Date;
  walUntil?: Date;
  /** The times a restore can reach: from the oldest usable backup's end to the end of the WAL that follows it. */
  restorableFrom?: Date;
  restorableUntil?: Date;
}

/** What the target holds: its base backups, its WAL, and the range a restore reaches. */
export async function readCatalog(target: BackupTarget): Promise<BackupCatalog> {
  const manifests = (await target.list(BASE)).filter((o) => o.key.endsWith(`/${MANIFEST}`));
  const backups = await Promise.all(
    manifests.map(async (o) => JSON.parse((await readObject(target, o.key)).toString('utf8')) as BackupManifest),
  );
  backups.sort((a, b) => (a.finishedAt < b.finishedAt ? -1 : 1));
  const wal = await target.list('wal/');
  const times = wal.map((o) => o.modifiedAt.getTime());
  return {
    backups,
    walFiles: wal.length,
    walBytes: wal.reduce((sum, o) => sum + o.bytes, 0),
    walFrom: times.length ? new Date(Math.min(...times)) : undefined,
    walUntil: times.length ? new Date(Math.max(...times)) : undefined,
    ...restorableRange(backups, wal),
  };
}

/** The 16 MB segments' numbers: 256 to a WAL "log" (the first 8 of the 16 hex digits). */
const SEGMENTS_PER_LOG = 0x100;

/** A segment's place in the WAL as a number, whatever its timeline; undefined for what is no segment. */
function segmentNumber(name: string): number | undefined {
  const position = walPosition(name);
  return position === undefined
    ? undefined
    : parseInt(position.slice(0, 8), 16) * SEGMENTS_PER_LOG + parseInt(position.slice(8), 16);
}

/**
 * From the oldest base backup whose WAL is all shipped (from its start segment to its stop segment, no gap) to the
 * time the last segment of the unbroken run after the newest such backup was shipped. Segments of any timeline count:
 * after a restore the new timeline carries on from where it branched.
 */
export function restorableRange(
  backups: Pick<BackupManifest, 'startWal' | 'stopWal' | 'finishedAt'>[],
  wal: Pick<StoredObject, 'key' | 'modifiedAt'>[],
): { restorableFrom?: Date; restorableUntil?: Date } {
  const shipped = new Map<number, Date>();
  for (const o of wal) {
    const name = o.key.replace(/^wal\//, '').replace(/\.gz$/, '');
    // A base backup's .backup file is named for its start segment, which it does not replace.
    const number = name.endsWith('.backup') ? undefined : segmentNumber(name);
    if (number === undefined) continue;
    const known = shipped.get(number);
    if (!known || known < o.modifiedAt) shipped.set(number, o.modifiedAt);
  }
  /** The last segment of the unbroken run from `start`, and when it was shipped. */
  const runFrom = (start: number) => {
    let last = start - 1;
    let until: Date | undefined;
    while (shipped.has(last + 1)) {
      last++;
      const at = shipped.get(last)!;
      if (!until || at > until) until = at;
    }
    return { last, until };
  };
  const usable = backups.filter((b) => runFrom(segmentNumber(b.startWal)!).last >= segmentNumber(b.stopWal)!);
  if (!usable.length) return {};
  const newest = usable[usable.length - 1];
  return {
    restorableFrom: new Date(usable[0].finishedAt),
    restorableUntil: runFrom(segmentNumber(newest.startWal)!).until,
  };
}
