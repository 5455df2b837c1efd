import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file on its way out: its bytes as a stream and their count. */
export interface StoredFile {
  body: Readable;
  length: number;
}

/**
 * Where photo files live: a folder (FolderPhotoStorage) or an S3 bucket (S3PhotoStorage), chosen at start-up
 * (openPhotoStorage). Names are content hashes, so a name always means the same bytes: a file is never rewritten in
 * place and may be cached for a year.
 */
export abstract class PhotoStorage {
  abstract put(name: string, bytes: Buffer): Promise<void>;
  /** The file, or undefined when there is none by that name. */
  abstract read(name: string): Promise<StoredFile | undefined>;
  /** Removing a file that is not there is no error. */
  abstract remove(name: string): Promise<void>;
}

/** A file's name is its content's hash: whatever is at a URL never changes, so browsers and CDNs keep it a year. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Every stored file is a WebP variant (photo-processing). */
export const MEDIA_CONTENT_TYPE = 'image/webp';

/** A variant's name: its content's hash (22 base64url characters, 132 bits), so equal bytes share one file. */
export const fileNameFor = (bytes: Buffer) =>
  `${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}.webp`;

/** Whether `name` could be a stored file's: anything else is not asked of the storage. */
export const isFileName = (name: string) => /^[\w-]{22}\.webp$/.test(name);

/** The public path of a stored file (served by useMediaFiles). */
export const MEDIA_URL_PREFIX = '/media/';
export const mediaUrl = (name: string) => `${MEDIA_URL_PREFIX}${name}`;
