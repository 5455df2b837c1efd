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

/** The settings that only mean something with S3_BUCKET: one of them alone is a mistake, not the folder. */
const S3_ONLY = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'];

/** S3's bucket naming rules (3-63 lowercase letters, digits, dots and hyphens, a letter or digit at each end). */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * Where uploaded photos live: an S3 bucket when S3_BUCKET is set, else the folder MEDIA_DIR. A relative MEDIA_DIR is
 * under DATA_DIR (the launcher's data folder), never under whatever directory the process happened to start in.
 */
export function readMediaStorage(env: Env): MediaStorageConfig {
  const bucket = readOptional(env, 'S3_BUCKET');
  if (!bucket) {
    const stray = S3_ONLY.find((name) => readOptional(env, name) !== undefined);
    if (stray) throw new ConfigError(stray, 'is set but S3_BUCKET is not: set S3_BUCKET to store photos in S3');
    const dataDir = resolve(readString(env, 'DATA_DIR', '.data'));
    return { kind: 'folder', dir: resolve(dataDir, readString(env, 'MEDIA_DIR', 'media')) };
  }
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(
      'S3_BUCKET',
      `must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens), got "${bucket}"`,
    );
  }
  const region = readString(env, 'S3_REGION', 'us-east-1');
  if (!/^[a-z0-9-]+$/.test(region))
    throw new ConfigError('S3_REGION', `must be a region such as eu-west-1, got "${region}"`);
  const endpoint = readOptionalUrl(env, 'S3_ENDPOINT', ['http', 'https']);
  return {
    kind: 's3',
    bucket,
    region,
    endpoint,
    forcePathStyle: readBoolean(env, 'S3_FORCE_PATH_STYLE', endpoint !== undefined),
    credentials: readCredentials(env),
  };
}

/** Both keys or neither (the SDK's own chain); the message never repeats a key. */
function readCredentials(env: Env): S3StorageConfig['credentials'] {
  const accessKeyId = readOptional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = readOptional(env, 'S3_SECRET_ACCESS_KEY');
  if (!accessKeyId && !secretAccessKey) return undefined;
  if (!accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID', 'is required when S3_SECRET_ACCESS_KEY is set');
  if (!secretAccessKey) throw new ConfigError('S3_SECRET_ACCESS_KEY', 'is required when S3_ACCESS_KEY_ID is set');
  return { accessKeyId, secretAccessKey };
}
