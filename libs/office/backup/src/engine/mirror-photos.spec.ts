import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readObject, type BackupTarget } from './backup-target';
import { mirrorPhotos } from './mirror-photos';
import { openBackupTarget } from './open-backup-target';

describe('mirrorPhotos', () => {
  let dir: string;
  let mediaDir: string;
  let target: BackupTarget;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'mirror-'));
    mediaDir = join(dir, 'media');
    target = openBackupTarget({ kind: 'folder', dir: join(dir, 'backups') });
    await mkdir(join(mediaDir, 'albums'), { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('copies new photos once, skips files being written, and files a photo gone from the folder by its day', async () => {
    await writeFile(join(mediaDir, 'a.webp'), 'a');
    await writeFile(join(mediaDir, 'albums', 'b.webp'), 'b');
    await writeFile(join(mediaDir, '.c.webp.1234.partial'), 'c');
    expect(await mirrorPhotos({ target, mediaDir })).toEqual({ copied: 2, removed: 0 });
    expect(await mirrorPhotos({ target, mediaDir })).toEqual({ copied: 0, removed: 0 });

    await rm(join(mediaDir, 'a.webp'));
    const now = new Date('2026-11-29T12:00:00Z');
    expect(await mirrorPhotos({ target, mediaDir, now })).toEqual({ copied: 0, removed: 1 });
    expect((await target.list('')).map((o) => o.key)).toEqual([
      'photos-removed/2026-11-29/a.webp',
      'photos/albums/b.webp',
    ]);
    expect((await readObject(target, 'photos-removed/2026-11-29/a.webp')).toString()).toBe('a');
  });
});
