// The build (tsconfig.build.json) leaves this folder's declarations out, yet compiles this file for apps/devstack.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the one way to name an excluded declaration
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running S3-compatible server for one suite, and the settings (S3_*) that point an app at its bucket. */
export interface TestS3 {
  env: Record<string, string>;
  /** The names of the objects in the bucket now, sorted. */
  objects(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * s3rver in this process on a free port, with one empty bucket, its objects in a throwaway folder. Loaded on demand:
 * requiring it costs a third of a second that suites without object storage should not pay.
 */
export async function startTestS3(bucket = 'photos-test'): Promise<TestS3> {
  const [{ default: S3rver }, { ListObjectsV2Command, S3Client }] = await Promise.all([
    import('s3rver'),
    import('@aws-sdk/client-s3'),
  ]);
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials; path-style, as an endpoint of its own implies.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials });
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    objects: async () => {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
