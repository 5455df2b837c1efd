import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PhotoStorage, type StoredFile } from './photo-storage';

/** Files in a folder (MEDIA_DIR); with several api replicas that folder must be shared (a volume), like the database. */
export class FolderPhotoStorage extends PhotoStorage {
  constructor(private readonly dir: string) {
    super();
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file under its final name. The aside name is this
    // write's own: two uploads of one picture write the same name at once (the rename of identical bytes is harmless).
    const partial = join(this.dir, `.${name}.${randomUUID()}.partial`);
    await writeFile(partial, bytes);
    await rename(partial, join(this.dir, name));
  }

  async read(name: string): Promise<StoredFile | undefined> {
    const file = await open(join(this.dir, name)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (!file) return undefined;
    try {
      const { size } = await file.stat();
      // The stream closes the file when it ends or fails.
      return { body: file.createReadStream(), length: size };
    } catch (err) {
      await file.close();
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}
