import { resolve } from 'node:path';
import { ConfigError } from './config-error';
import { Env, readBoolean, readOptional, readOptionalUrl, readString } from './env-readers';

/** Photos in a folder of this host (MEDIA_DIR): every api replica must see the same one (a shared volume). */
interface FolderStorageConfig {
  kind: 'folder';
  dir: string;
}

/** Photos in a bucket of an S3-compatible object store (S3_*): what a second machine reads as well. */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, s3rver); unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Bucket in the path rather than the host name: what MinIO and s3rver expect by default. */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (an instance or task role, AWS_* variables, shared files). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export type MediaStorageConfig = FolderStorageConfig | S3StorageConfig;

/** The settings that only mean something with a bucket (`<prefix>BUCKET`): one of them alone is a mistake. */
const S3_ONLY = ['ENDPOINT', 'REGION', 'ACCESS_KEY_ID', 'SECRET_ACCESS_KEY', 'FORCE_PATH_STYLE'];

/** S3's bucket naming rules (3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Where uploaded photos live: an S3 bucket when S3_BUCKET is set, else the folder MEDIA_DIR. A relative MEDIA_DIR is
 * under DATA_DIR (the launcher's data folder), never under whatever directory the process happened to start in.
 */
export function readMediaStorage(env: Env): MediaStorageConfig {
  return (
    readS3Storage(env, 'S3_', 'store photos in S3') ?? {
      kind: 'folder',
      dir: underDataDir(env, readString(env, 'MEDIA_DIR', 'media')),
    }
  );
}

/** `path` resolved under DATA_DIR (the launcher's data folder) when relative. */
export function underDataDir(env: Env, path: string): string {
  return resolve(resolve(readString(env, 'DATA_DIR', '.data')), path);
}

/**
 * A bucket of an S3-compatible store read from `<prefix>BUCKET`, `<prefix>REGION`, `<prefix>ENDPOINT`,
 * `<prefix>FORCE_PATH_STYLE`, `<prefix>ACCESS_KEY_ID` and `<prefix>SECRET_ACCESS_KEY` (the photos' S3_*, the
 * backups' BACKUP_S3_*); undefined without a bucket, where another of them set is refused (`purpose` says what the
 * bucket is for).
 */
export function readS3Storage(env: Env, prefix: string, purpose: string): S3StorageConfig | undefined {
  const name = (setting: string) => `${prefix}${setting}`;
  const bucket = readOptional(env, name('BUCKET'));
  if (!bucket) {
    const stray = S3_ONLY.map(name).find((setting) => readOptional(env, setting) !== undefined);
    if (stray) throw new ConfigError(stray, `is set but ${name('BUCKET')} is not: set ${name('BUCKET')} to ${purpose}`);
    return undefined;
  }
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(
      name('BUCKET'),
      `must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens), got "${bucket}"`,
    );
  }
  const region = readString(env, name('REGION'), 'us-east-1');
  if (!/^[a-z0-9-]+$/.test(region))
    throw new ConfigError(name('REGION'), `must be a region such as eu-west-1, got "${region}"`);
  const endpoint = readOptionalUrl(env, name('ENDPOINT'), ['http', 'https']);
  return {
    kind: 's3',
    bucket,
    region,
    endpoint,
    forcePathStyle: readBoolean(env, name('FORCE_PATH_STYLE'), endpoint !== undefined),
    credentials: readCredentials(env, name('ACCESS_KEY_ID'), name('SECRET_ACCESS_KEY')),
  };
}

/** Both keys or neither (the SDK's own chain); the message never repeats a key. */
function readCredentials(env: Env, keyName: string, secretName: string): S3StorageConfig['credentials'] {
  const accessKeyId = readOptional(env, keyName);
  const secretAccessKey = readOptional(env, secretName);
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId) throw new ConfigError(keyName, `is required when ${secretName} is set`);
  if (!secretAccessKey) throw new ConfigError(secretName, `is required when ${keyName} is set`);
  return { accessKeyId, secretAccessKey };
}
