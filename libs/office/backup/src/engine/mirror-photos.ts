import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { BackupTarget } from './backup-target';

/** The target's mirror of the photo folder, file by file (photos are write-once: a name never changes bytes). */
export const PHOTOS = 'photos/';
/** Photos gone from the folder, kept by the day they were noticed gone until no kept backup can need them. */
export const PHOTOS_REMOVED = 'photos-removed/';

/** The day a removed photo is filed under: `photos-removed/<YYYY-MM-DD>/<path>`. */
const removedKey = (path: string, day: Date) => `${PHOTOS_REMOVED}${day.toISOString().slice(0, 10)}/${path}`;

/**
 * Copies the photos of the folder store that the target lacks, and moves the target's copies of photos gone from the
 * folder to `photos-removed/<day>/` (a restore to before their removal needs them). Files being written (dot files,
 * the storage's `.partial`s) are skipped.
 */
export async function mirrorPhotos({
  target,
  mediaDir,
  now = new Date(),
}: {
  target: BackupTarget;
  mediaDir: string;
  now?: Date;
}): Promise<{ copied: number; removed: number }> {
  const present = await photoFiles(mediaDir);
  const mirrored = new Set((await target.list(PHOTOS)).map((o) => o.key.slice(PHOTOS.length)));
  let copied = 0;
  for (const path of present) {
    if (mirrored.has(path)) continue;
    const bytes = await readFile(join(mediaDir, path)).catch(() => undefined);
    if (!bytes) continue; // removed meanwhile
    await target.put(`${PHOTOS}${path}`, bytes);
    copied++;
  }
  const kept = new Set(present);
  const gone = [...mirrored].filter((path) => !kept.has(path));
  return { copied, removed: await fileAway(target, gone, now) };
}

async function fileAway(target: BackupTarget, paths: string[], now: Date): Promise<number> {
  for (const path of paths) {
    await target.put(removedKey(path, now), await target.get(`${PHOTOS}${path}`));
    await target.delete([`${PHOTOS}${path}`]);
  }
  return paths.length;
}

/** The folder's photo files, relative paths with `/`. */
async function photoFiles(mediaDir: string): Promise<string[]> {
  if (!existsSync(mediaDir)) return [];
  const entries = await readdir(mediaDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) =>
      join(e.parentPath, e.name)
        .slice(mediaDir.length + 1)
        .split(sep)
        .join('/'),
    )
    .filter((path) => !path.split('/').some((part) => part.startsWith('.')));
}
