import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive } from '@app/devstack';
import { launcherTestEnv } from './launcher-test-env';
import { stopUnderLoad } from './npm-start';

/** Clients at once, as in the finding: half book, half read the catalogue and availability. */
const CLIENTS = 20;

describe("a stop under load: SIGTERM to npm start's process group while 20 clients read and book", () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let port: number;
  const family: number[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'stop-under-load-'));
    ({ env, port } = await launcherTestEnv(dataDir));
    // The traffic comes from one address; the abuse limits are not what is tested here.
    env.RATE_LIMIT_FACTOR = '1000';
  });
  afterAll(async () => {
    for (const pid of family) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('answers every request, in flight or arriving, with its answer or the coded 503, and resets none', async () => {
    const { answers, exit, output } = await stopUnderLoad(env, port, family, { clients: CLIENTS });
    expect(exit).toEqual({ code: 0, signal: null });
    const cutOff = answers.filter((a) => a.error);
    expect({ cutOff, output: cutOff.length ? output : '' }).toEqual({ cutOff: [], output: '' });
    expect(answers.filter((a) => ![200, 201, 503].includes(a.status!))).toEqual([]);
    const refusals = answers.filter((a) => a.status === 503);
    expect(refusals).toEqual(
      refusals.map(() =>
        expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryAfter: expect.stringMatching(/^\d+$/) }),
      ),
    );
    // Every client was told to come back later: none was left without an answer.
    expect(new Set(refusals.map((a) => a.client)).size).toBe(CLIENTS);
    expect(output).toContain('stopped cleanly');
  }, 240_000);
});
