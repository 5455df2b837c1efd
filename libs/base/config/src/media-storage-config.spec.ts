import { resolve } from 'node:path';
import { readMediaStorage } from './media-storage-config';

const s3 = { S3_BUCKET: 'champions-photos' };

describe('readMediaStorage', () => {
  it('keeps photos in DATA_DIR/media by default, resolved once against the start directory', () => {
    expect(readMediaStorage({})).toEqual({ kind: 'folder', dir: resolve('.data/media') });
    expect(readMediaStorage({ DATA_DIR: '/srv/champions' })).toEqual({ kind: 'folder', dir: '/srv/champions/media' });
  });

  it('reads a relative MEDIA_DIR under DATA_DIR, an absolute one as it is', () => {
    expect(readMediaStorage({ DATA_DIR: '/srv/champions', MEDIA_DIR: 'photos' })).toMatchObject({
      dir: '/srv/champions/photos',
    });
    expect(readMediaStorage({ DATA_DIR: '/srv/champions', MEDIA_DIR: '/mnt/media' })).toMatchObject({
      dir: '/mnt/media',
    });
  });

  it('stores in a bucket when S3_BUCKET is set: AWS by default, the SDK finding its own credentials', () => {
    expect(readMediaStorage({ ...s3, MEDIA_DIR: '/app/media' })).toEqual({
      kind: 's3',
      bucket: 'champions-photos',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('talks to another S3-compatible store by its endpoint, path-style unless told otherwise', () => {
    const env = {
      ...s3,
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'champions',
      S3_SECRET_ACCESS_KEY: 'a-secret-of-some-length',
    };
    expect(readMediaStorage(env)).toEqual({
      kind: 's3',
      bucket: 'champions-photos',
      region: 'eu-west-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'champions', secretAccessKey: 'a-secret-of-some-length' },
    });
    expect(readMediaStorage({ ...env, S3_FORCE_PATH_STYLE: 'false' })).toMatchObject({ forcePathStyle: false });
    expect(readMediaStorage({ ...s3, S3_FORCE_PATH_STYLE: 'true' })).toMatchObject({ forcePathStyle: true });
  });

  it('treats empty S3 variables as unset (docker-compose passes optional ones through empty)', () => {
    expect(readMediaStorage({ S3_BUCKET: '', S3_ENDPOINT: ' ', S3_REGION: '' }).kind).toBe('folder');
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000' }, 'S3_ENDPOINT is set but S3_BUCKET is not'],
    [{ S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID is set but S3_BUCKET is not'],
    [{ S3_BUCKET: 'ab' }, 'S3_BUCKET must be an S3 bucket name'],
    [{ S3_BUCKET: 'Champions_Photos' }, 'S3_BUCKET must be an S3 bucket name'],
    [{ ...s3, S3_REGION: 'EU West' }, 'S3_REGION must be a region'],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must'],
    [{ ...s3, S3_ENDPOINT: 'ftp://minio' }, 'S3_ENDPOINT must use http or https'],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [{ ...s3, S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY is required when S3_ACCESS_KEY_ID is set'],
    [{ ...s3, S3_SECRET_ACCESS_KEY: 'hush-hush' }, 'S3_ACCESS_KEY_ID is required when S3_SECRET_ACCESS_KEY is set'],
  ])('refuses %o, naming the variable', (env, message) => {
    expect(() => readMediaStorage(env)).toThrow(message);
  });

  it('never repeats a secret in its message', () => {
    expect(() => readMediaStorage({ ...s3, S3_SECRET_ACCESS_KEY: 'hush-hush' })).not.toThrow(/hush-hush/);
  });
});
