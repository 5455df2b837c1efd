import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3BackupTarget as S3BackupTargetConfig } from '@app/config';
import type { BackupTarget, StoredObject } from './backup-target';

const WHOLE_SECOND = 999;

/** Deletes sent at once: one request each (DeleteObjects needs a checksum header some S3-compatible stores refuse). */
const DELETES_AT_ONCE = 8;

/** Backups as objects in a bucket (BACKUP_S3_*), each key under the prefix. */
export class S3BackupTarget implements BackupTarget {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor({ bucket, prefix, region, endpoint, forcePathStyle, credentials }: S3BackupTargetConfig) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.description = `s3://${bucket}/${prefix}`;
    // A streamed body goes as it is, of its announced length: with a checksum the SDK would send it aws-chunked,
    // which some S3-compatible stores (s3rver) keep framing and all. The manifest's sha256 checks what comes back.
    this.client = new S3Client({
      region,
      endpoint,
      forcePathStyle,
      credentials,
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer | Readable): Promise<void> {
    if (Buffer.isBuffer(body)) return this.putObject(key, body, body.length);
    // A PUT must announce its length: a stream of unknown length (a base backup being packed) is written to a
    // temporary file first. A single PUT takes up to 5 GB, far beyond this product's databases.
    const dir = await mkdtemp(join(tmpdir(), 'champions-backup-'));
    try {
      const file = join(dir, 'object');
      await pipeline(body, createWriteStream(file));
      await this.putObject(key, createReadStream(file), (await stat(file)).size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  async get(key: string): Promise<Readable> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return object.Body as Readable;
    } catch (err) {
      if (err instanceof NoSuchKey) throw new Error(`${key} is not in the backups (${this.description})`);
      throw err;
    }
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.key(prefix), ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        // S3 keeps whole seconds: an object was stored within the second after its LastModified. Its end is said, so a
        // range read from these times (readCatalog's) never ends before the WAL stored in that second.
        const modifiedAt = new Date(o.LastModified!.getTime() + WHOLE_SECOND);
        objects.push({ key: o.Key!.slice(this.prefix.length), bytes: o.Size ?? 0, modifiedAt });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async delete(keys: string[]): Promise<void> {
    for (let i = 0; i < keys.length; i += DELETES_AT_ONCE) {
      await Promise.all(
        keys
          .slice(i, i + DELETES_AT_ONCE)
          .map((key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.key(key) }))),
      );
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }));
      return true;
    } catch (err) {
      if (err instanceof NotFound || err instanceof NoSuchKey) return false;
      throw err;
    }
  }

  close(): void {
    this.client.destroy();
  }

  private key(key: string): string {
    return `${this.prefix}${key}`;
  }

  private async putObject(key: string, body: Buffer | Readable, length: number): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: this.key(key), Body: body, ContentLength: length }),
    );
  }
}
