import type { Readable } from 'node:stream';

/** One stored object: its key under the target's root, its size and when it was stored. */
export interface StoredObject {
  key: string;
  bytes: number;
  modifiedAt: Date;
}

/**
 * Where backups go, a folder or a bucket, seen as keys (`wal/...`, `base/<id>/...`, `photos/...`). A put is whole or
 * absent (a folder writes aside and renames; an S3 PUT is atomic), so a reader never meets half an object.
 */
export interface BackupTarget {
  /** For messages: the folder, or s3://bucket/prefix. */
  readonly description: string;
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The object's bytes; rejects naming the key when there is none. */
  get(key: string): Promise<Readable>;
  /** Every object whose key starts with `prefix`, sorted by key. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Deleting a key that is not there is no error. */
  delete(keys: string[]): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Lets go of connections (an S3 client's sockets); the target is not used after. */
  close(): void;
}

/** Reads a whole object (manifests, labels). */
export async function readObject(target: BackupTarget, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await target.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
