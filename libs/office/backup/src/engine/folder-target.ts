import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { BackupTarget, StoredObject } from './backup-target';

/** A file being written: never listed, and renamed to its key once whole. */
const PARTIAL = /\.partial-[\w-]+$/;

/** Backups as files in a folder (BACKUP_DIR), a key's slashes its sub-folders. */
export class FolderBackupTarget implements BackupTarget {
  readonly description: string;

  constructor(private readonly dir: string) {
    this.description = dir;
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.partial-${randomUUID()}`;
    try {
      if (Buffer.isBuffer(body)) await writeFile(partial, body);
      else await pipeline(body, createWriteStream(partial));
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async get(key: string): Promise<Readable> {
    const path = this.path(key);
    if (!existsSync(path)) throw new Error(`${key} is not in the backups (${this.dir})`);
    return createReadStream(path);
  }

  async list(prefix: string): Promise<StoredObject[]> {
    // The folder the prefix names (or is in), read recursively; only keys starting with the prefix are kept.
    const base = prefix.endsWith('/') ? prefix : dirname(prefix) === '.' ? '' : `${dirname(prefix)}/`;
    const root = join(this.dir, base);
    const names = existsSync(root) ? await readdir(root, { recursive: true }) : [];
    const objects: StoredObject[] = [];
    for (const name of names) {
      const key = `${base}${name.split(sep).join('/')}`;
      if (!key.startsWith(prefix) || PARTIAL.test(key)) continue;
      const info = await stat(join(root, name)).catch(() => undefined);
      if (info?.isFile()) objects.push({ key, bytes: info.size, modifiedAt: info.mtime });
    }
    return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) {
      await rm(this.path(key), { force: true });
      await this.removeEmptyFolders(dirname(this.path(key)));
    }
  }

  async exists(key: string): Promise<boolean> {
    return existsSync(this.path(key));
  }

  close(): void {}

  private path(key: string): string {
    const path = join(this.dir, key);
    if (relative(this.dir, path).startsWith('..')) throw new Error(`not a backup key: ${key}`);
    return path;
  }

  /** A deleted backup's folder goes with its last file (up to, not including, the target's own folder). */
  private async removeEmptyFolders(folder: string): Promise<void> {
    for (let dir = folder; dir.startsWith(this.dir) && dir !== this.dir; dir = dirname(dir)) {
      const removed = await rmdir(dir).then(
        () => true,
        () => false,
      );
      if (!removed) return;
    }
  }
}
