import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackupTarget } from './backup-target';
import { BACKUP_LABEL, baseKey, DATA_ARCHIVE, MANIFEST } from './manifest';
import { openBackupTarget } from './open-backup-target';
import { pruneBackups } from './prune';

/** Segment `n` of timeline 1. */
const segment = (n: number) => `00000001000000000000${n.toString(16).padStart(4, '0').toUpperCase()}`;

describe('pruneBackups', () => {
  let dir: string;
  let target: BackupTarget;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'prune-'));
    target = openBackupTarget({ kind: 'folder', dir });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** A complete base backup finished on `day` at 03:00 UTC, starting in segment `start`. */
  const backup = async (day: string, start: number) => {
    const id = `${day.replace(/-/g, '')}T030000Z`;
    await target.put(baseKey(id, DATA_ARCHIVE), Buffer.from('tar'));
    await target.put(baseKey(id, BACKUP_LABEL), Buffer.from('label'));
    const at = `${day}T03:00:00.000Z`;
    const manifest = { id, startedAt: at, finishedAt: at, startWal: segment(start), stopWal: segment(start) };
    await target.put(baseKey(id, MANIFEST), Buffer.from(JSON.stringify(manifest)));
    return id;
  };
  const keys = async (prefix: string) => (await target.list(prefix)).map((o) => o.key);

  it('keeps the newest backups, and the WAL, timeline histories and removed photos they need', async () => {
    const [oldest, older, kept, newest] = [
      await backup('2026-11-20', 2),
      await backup('2026-11-21', 4),
      await backup('2026-11-22', 6),
      await backup('2026-11-23', 8),
    ];
    for (const name of [segment(2), segment(5), segment(6), `${segment(6)}.00000028.backup`, segment(9)]) {
      await target.put(`wal/${name}.gz`, Buffer.from('wal'));
    }
    await target.put('wal/00000002.history.gz', Buffer.from('history'));
    await target.put('photos-removed/2026-11-21/a.webp', Buffer.from('a'));
    await target.put('photos-removed/2026-11-22/b.webp', Buffer.from('b'));

    const result = await pruneBackups({ target, keepDaily: 2, keepWeekly: 0, now: new Date('2026-11-23T04:00:00Z') });

    expect(result).toEqual({ deleted: [oldest, older], walDeleted: 2, photosDeleted: 1 });
    expect(await keys('base/')).toEqual(
      [kept, newest].flatMap((id) => [BACKUP_LABEL, DATA_ARCHIVE, MANIFEST].map((file) => baseKey(id, file))),
    );
    expect(await keys('wal/')).toEqual(
      [
        `wal/${segment(6)}.00000028.backup.gz`,
        `wal/${segment(6)}.gz`,
        `wal/${segment(9)}.gz`,
        'wal/00000002.history.gz',
      ].sort(),
    );
    expect(await keys('photos-removed/')).toEqual(['photos-removed/2026-11-22/b.webp']);
  });

  it('deletes a backup left without its manifest a day later, not one still being written', async () => {
    const id = await backup('2026-11-23', 2);
    await target.put(baseKey('20261121T030000Z', DATA_ARCHIVE), Buffer.from('failed'));
    await utimes(join(dir, baseKey('20261121T030000Z', DATA_ARCHIVE)), new Date('2026-11-21'), new Date('2026-11-21'));
    await target.put(baseKey('20261123T120000Z', DATA_ARCHIVE), Buffer.from('running'));

    const { deleted } = await pruneBackups({ target, keepDaily: 7, keepWeekly: 4 });

    expect(deleted).toEqual(['20261121T030000Z']);
    expect(await keys('base/')).toEqual([
      baseKey(id, BACKUP_LABEL),
      baseKey(id, DATA_ARCHIVE),
      baseKey(id, MANIFEST),
      baseKey('20261123T120000Z', DATA_ARCHIVE),
    ]);
  });
});
