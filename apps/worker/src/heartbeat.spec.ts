import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HEARTBEAT_INTERVAL_MS, HEARTBEAT_MAX_AGE_MS, heartbeatIntervalMs, heartbeatIsFresh } from './heartbeat';

describe('heartbeatIsFresh (the worker container health check)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heartbeat-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('passes for a heartbeat written just now', async () => {
    const file = join(dir, 'fresh');
    await writeFile(file, 'x');
    expect(await heartbeatIsFresh(file, HEARTBEAT_MAX_AGE_MS)).toBe(true);
  });

  it('fails once the heartbeat is older than the allowed age', async () => {
    const file = join(dir, 'stale');
    await writeFile(file, 'x');
    const old = new Date(Date.now() - HEARTBEAT_MAX_AGE_MS - 1000);
    await utimes(file, old, old);
    expect(await heartbeatIsFresh(file, HEARTBEAT_MAX_AGE_MS)).toBe(false);
  });

  it('fails when the worker never wrote one', async () => {
    expect(await heartbeatIsFresh(join(dir, 'missing'), HEARTBEAT_MAX_AGE_MS)).toBe(false);
  });

  it('leaves room for several missed beats before failing', () => {
    expect(HEARTBEAT_MAX_AGE_MS).toBeGreaterThanOrEqual(3 * HEARTBEAT_INTERVAL_MS);
  });
});

describe('heartbeatIntervalMs', () => {
  it('beats every 5 s, or three times within a shorter worker silence', () => {
    expect(heartbeatIntervalMs(60)).toBe(HEARTBEAT_INTERVAL_MS);
    expect(heartbeatIntervalMs(3)).toBe(1000);
  });
});
