import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isAlive, say } from '@app/devstack';
import { launcherTestEnv } from '../apps/devstack/src/launcher-test-env';
import { stopUnderLoad } from '../apps/devstack/src/npm-start';

/**
 * `npm run build:server && node dist/bench/stop-under-load.bench.js`: the stop-under-load suite's scenario, repeated
 * (BENCH_ROUNDS, default 10; BENCH_CLIENTS, default 20): `npm start`, that many clients reading and booking on kept-alive
 * connections, SIGTERM to npm's process group mid-load. A reset is rare and depends on the machine's load, which one
 * run in the suite may not meet. Prints each stop's answers by outcome, "(kept-alive)" for those on a connection an
 * earlier answer left open; target: no reset, nothing refused or asked to come back later on a kept-alive connection
 * (each open connection has its answer first), only 2xx and the coded 503. Reports, never fails (exit 1 only when it
 * could not run).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 20);

async function main(): Promise<void> {
  const family: number[] = [];
  const dataDir = await mkdtemp(join(tmpdir(), 'stop-under-load-bench-'));
  let missed = 0;
  try {
    const { env, port } = await launcherTestEnv(dataDir);
    env.RATE_LIMIT_FACTOR = '1000';
    // bookingPayload takes each booking's time from a sequence in this database (the suite's own, under npm test).
    process.env.DATABASE_URL = `postgres://postgres:postgres@127.0.0.1:${env.EMBEDDED_PG_PORT}/champions`;
    for (let round = 1; round <= ROUNDS; round++) {
      const { answers, exit } = await stopUnderLoad(env, port, family, { clients: CLIENTS });
      const outcomes = new Map<string, number>();
      for (const a of answers) {
        const outcome = a.error ?? (a.status === 503 ? `503 ${a.code}` : String(a.status));
        const where = a.reused ? ' (kept-alive)' : '';
        outcomes.set(outcome + where, (outcomes.get(outcome + where) ?? 0) + 1);
      }
      const cutOff = answers.filter(
        (a) => (a.error && (a.error !== 'ECONNREFUSED' || a.reused)) || (a.status === 503 && a.reused),
      ).length;
      if (cutOff || exit.code !== 0) missed++;
      const counts = [...outcomes].map(([outcome, n]) => `${outcome}: ${n}`).join(', ');
      say(`stop ${round}/${ROUNDS}: ${counts}; npm exited ${exit.code ?? exit.signal}${cutOff ? ' — NOT met' : ''}`);
    }
    say(`${ROUNDS - missed} of ${ROUNDS} stops answered every open connection, then asked its client to come back`);
  } finally {
    for (const pid of family) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
