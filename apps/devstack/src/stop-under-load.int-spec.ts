import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive } from '@app/devstack';
import { launcherTestEnv } from './launcher-test-env';
import { stopUnderLoad } from './npm-start';

/** Clients at once, as in the finding: half book, half read the catalogue and availability. */
const CLIENTS = 20;

describe("a stop under load: SIGTERM to npm start's process group while 20 kept-alive clients read and book", () => {
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

  it("answers each open connection's request, then asks its client to come back later; resets nothing, refuses nobody waiting", async () => {
    const { answers, exit, output } = await stopUnderLoad(env, port, family, { clients: CLIENTS });
    expect(exit).toEqual({ code: 0, signal: null });
    // A reset, or a connection refused or cut on a kept-alive connection (its client waited for an answer there).
    const cutOff = answers.filter((a) => a.error && (a.error !== 'ECONNREFUSED' || a.reused));
    expect({ cutOff, output: cutOff.length ? output : '' }).toEqual({ cutOff: [], output: '' });
    expect(answers.filter((a) => !a.error && ![200, 201, 503].includes(a.status!))).toEqual([]);
    // Told to come back later only on a connection made during the stop, never on one open when it began.
    const comeBack = answers.filter((a) => a.status === 503);
    expect(comeBack).toEqual(
      comeBack.map(() =>
        expect.objectContaining({
          code: 'SERVICE_UNAVAILABLE',
          retryAfter: expect.stringMatching(/^\d+$/),
          reused: false,
        }),
      ),
    );
    // Every client's open connection had its answer during the stop, saying the connection closes after it ...
    const closing = answers.filter((a) => (a.status === 200 || a.status === 201) && a.connection === 'close');
    expect(new Set(closing.map((a) => a.client)).size).toBe(CLIENTS);
    // ... and every client then met the stop: asked to come back later, or refused once the listener had closed.
    const ends = answers.filter((a) => a.status === 503 || a.error === 'ECONNREFUSED');
    expect(new Set(ends.map((a) => a.client)).size).toBe(CLIENTS);
    // Nobody was refused while an open connection still waited for its answer: the listener closed after them all.
    const refused = answers.filter((a) => a.error === 'ECONNREFUSED');
    const lastWaiting = Math.max(...closing.map((a) => a.sentAt));
    expect(refused.filter((a) => a.sentAt <= lastWaiting)).toEqual([]);
    expect(output).toContain('stopped cleanly');
  }, 240_000);
});
