import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '@app/config';
import { MEDIA_MESSAGES } from '@app/contracts';
import { PlatformException } from '@app/platform';
import type { Readable } from 'node:stream';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPE, PhotoStorage, type StoredFile } from './photo-storage';

/** The SDK has already tried three times: an object store that is back takes seconds. */
const RETRY_AFTER_SECONDS = 5;

/** The store failing (unreachable, refusing our keys, a 5xx) is the client's 503, never a 500; the log keeps why. */
function unavailable(cause: unknown): PlatformException {
  const err = new PlatformException('SERVICE_UNAVAILABLE', MEDIA_MESSAGES.storageUnavailable, {
    headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  });
  return Object.assign(err, { cause });
}

const orUnavailable = <T>(sent: Promise<T>): Promise<T> =>
  sent.catch((err: unknown) => {
    throw err instanceof NoSuchKey ? err : unavailable(err);
  });

/**
 * Files as objects in one bucket of an S3-compatible store, keyed by their names. Every api replica reads what any
 * of them wrote; the files are served through the api (docs/adr/0027-photos-streamed-from-object-storage.md).
 */
export class S3PhotoStorage extends PhotoStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor({ bucket, region, endpoint, forcePathStyle, credentials }: S3StorageConfig) {
    super();
    this.bucket = bucket;
    this.client = new S3Client({ region, endpoint, forcePathStyle, credentials });
  }

  async put(name: string, bytes: Buffer): Promise<void> {
    // An object's PUT is atomic: a reader sees the whole file or none. Type and caching go with it for a CDN in front.
    const put = new PutObjectCommand({
      Bucket: this.bucket,
      Key: name,
      Body: bytes,
      ContentType: MEDIA_CONTENT_TYPE,
      CacheControl: MEDIA_CACHE_CONTROL,
    });
    await orUnavailable(this.client.send(put));
  }

  async read(name: string): Promise<StoredFile | undefined> {
    try {
      const object = await orUnavailable(this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name })));
      // In Node the SDK's body is the HTTP response stream.
      return { body: object.Body as Readable, length: object.ContentLength ?? 0 };
    } catch (err) {
      if (err instanceof NoSuchKey) return undefined;
      throw err;
    }
  }

  async remove(name: string): Promise<void> {
    // S3 answers a delete of a missing key with success.
    await orUnavailable(this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name })));
  }
}
