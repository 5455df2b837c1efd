import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where photo files live. Names are content hashes, so a name always means the same bytes: a file is never
 * rewritten in place and may be cached for a year. The filesystem is the one implementation; object storage would be
 * another (put/remove there, and a CDN or a bucket URL in place of /media/).
 */
export abstract class PhotoStorage {
  abstract put(name: string, bytes: Buffer): Promise<void>;
  abstract remove(name: string): Promise<void>;
}

/** The public path of a stored file (served by useMediaFiles). */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (name: string) => `${MEDIA_URL_PREFIX}${name}`;

/** Files under MEDIA_DIR; with several api replicas that directory must be shared (a volume), like the database. */
export class FileSystemPhotoStorage extends PhotoStorage {
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

  async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { force: true });
  }
}
