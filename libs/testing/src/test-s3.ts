// The build (tsconfig.build.json) leaves this folder's declarations out, yet compiles this file for apps/devstack.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the one way to name an excluded declaration
/// <reference path="./s3rver.d.ts" />
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running S3-compatible server for one suite, and the settings (S3_*) that point an app at its bucket. */
export interface TestS3 {
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * s3rver in this process on a free port, with one empty bucket, its objects in a throwaway folder. Loaded on demand:
 * requiring it costs a third of a second that suites without object storage should not pay.
 */
export async function startTestS3(bucket = 'photos-test'): Promise<TestS3> {
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials; path-style, as an endpoint of its own implies.
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
