import autocannon, { Options } from 'autocannon';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { processCpuSeconds, say, stopChild, warn } from '@app/devstack';
import { type BenchStack, startBenchStack } from './bench-stack';
import { availabilityMix, MIX } from './availability-mix';
import { AVAILABILITY_LOAD, AVAILABILITY_TARGET, availabilityLoad, bookedAllocations } from './availability-read';
import { BOOKING_TARGET, bookingCreation, PARENT_ADDRESSES } from './booking-creation';
import { RECEIPT_TARGET, receiptsBench, ReceiptsResult } from './receipts';

/**
 * `npm run bench`: GET /api/games, /api/packages and /api/health on the real api (the full pipeline: request id,
 * security headers, session, access log line) against a bare Node http server returning the same bytes, in one run,
 * 50 connections on loopback. Targets: at least 33% of the bare server's throughput and a p99 of at most 20 ms. Then
 * booking creation (POST /api/bookings, see booking-creation.ts) and receipts (receipts.ts, on a worker started then)
 * against their own targets. Also prints the api
 * process's CPU time per request. BENCH_SECONDS (default 10) sets each measurement's length;
 * DATABASE_URL / REDIS_URL are used when set, otherwise a throwaway PostgreSQL and Redis are started and removed.
 */
const PATHS = ['/api/games', '/api/packages', '/api/health'];
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = 2;
const TARGET_SHARE = 0.33;
const TARGET_P99_MS = 20;
/** BENCH_ONLY=catalog|availability|bookings|receipts runs one part (e.g. while working on it). */
const BENCH_ONLY = process.env.BENCH_ONLY;

interface Measurement {
  requestsPerSecond: number;
  p99: number;
  failures: number;
  /** CPU time (user + system) the measured server process spent per request, in microseconds. */
  cpuMicrosPerRequest: number;
}

/** The process's CPU time so far in microseconds, from /proc (Linux). */
const cpuMicros = (pid: number) => processCpuSeconds(pid) * 1_000_000;

async function measure(
  target: string | Omit<Options, 'duration'>,
  duration: number,
  pid: number,
): Promise<Measurement> {
  const options = typeof target === 'string' ? { url: target } : target;
  const cpuBefore = cpuMicros(pid);
  const result = await autocannon({ ...options, connections: CONNECTIONS, duration, pipelining: 1 });
  const cpu = cpuMicros(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuMicrosPerRequest: result.requests.total ? cpu / result.requests.total : 0,
  };
}

async function startBareServer(bodies: Record<string, string>) {
  const child = fork(join(__dirname, 'bare-server.js'), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port: number }) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`bare server exited with code ${code}`)));
    child.send(bodies);
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => stopChild(child) };
}

async function catalogueBodies(apiUrl: string): Promise<Record<string, string>> {
  const bodies: Record<string, string> = {};
  for (const path of PATHS) {
    const res = await fetch(apiUrl + path);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    bodies[path] = await res.text();
  }
  return bodies;
}

async function catalogue(
  stack: { apiUrl: string; apiPid: number },
  bare: { url: string; pid: number },
  bodies: Record<string, string>,
): Promise<boolean> {
  const rows: { path: string; api: Measurement; bare: Measurement; bytes: number }[] = [];
  // Every path once before the first is measured: the api's first seconds (its code compiled as it runs, on a loaded
  // machine for longer than one warm-up) otherwise land in the first path's figure alone, 3-8 times its CPU per read.
  say(`warming the api up on every path (${WARMUP_SECONDS} s each)`);
  for (const path of PATHS) await measure(stack.apiUrl + path, WARMUP_SECONDS, stack.apiPid);
  for (const path of PATHS) {
    const targets = { api: stack.apiUrl + path, bare: bare.url + path };
    say(`${path}: warming up, then ${SECONDS} s against each server`);
    await measure(targets.api, WARMUP_SECONDS, stack.apiPid);
    const api = await measure(targets.api, SECONDS, stack.apiPid);
    await measure(targets.bare, WARMUP_SECONDS, bare.pid);
    const bareResult = await measure(targets.bare, SECONDS, bare.pid);
    rows.push({ path, api, bare: bareResult, bytes: Buffer.byteLength(bodies[path]) });
  }
  return report(rows);
}

async function main(): Promise<number> {
  const stack = await startBenchStack();
  let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
  // Ctrl-C must not leave PostgreSQL, Redis or the api behind.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      warn(`${signal}: stopping`);
      void Promise.all([bare?.stop(), stack.stop()]).finally(() => process.exit(130));
    });
  }
  try {
    const only = BENCH_ONLY ? [BENCH_ONLY] : undefined;
    // A bench reports; a missed target is read in its output, it never fails the command.
    if (!only || only.includes('catalog')) {
      const bodies = await catalogueBodies(stack.apiUrl);
      bare = await startBareServer(bodies);
      await catalogue(stack, bare, bodies);
    }
    if (!only || only.includes('availability')) {
      // Before the bookings part, which adds teams of its own.
      await availabilityRead(stack);
    }
    if (!only || only.includes('bookings')) {
      const bookings = await bookingCreation(stack.apiUrl, stack.databaseUrl);
      for (const addresses of [1, PARENT_ADDRESSES]) {
        say(
          `POST /api/bookings from ${addresses === 1 ? 'one address' : `${addresses} addresses`}: warming up, then ${SECONDS} s`,
        );
        const booking = bookings(addresses);
        await measure(booking, WARMUP_SECONDS, stack.apiPid);
        reportBookings(await measure(booking, SECONDS, stack.apiPid), addresses);
      }
    }
    if (!only || only.includes('receipts')) {
      say('receipts: starting the worker');
      reportReceipts(await receiptsBench(stack));
    }
    return 0;
  } finally {
    await bare?.stop();
    await stack.stop();
  }
}

/**
 * A 60-day availability read over a full calendar, beside a catalogue read in the same run; its targets are reported,
 * never failed.
 */
async function availabilityRead(stack: BenchStack): Promise<void> {
  const { timeZone } = (await (await fetch(`${stack.apiUrl}/api/site`)).json()) as { timeZone: string };
  const { days, games, teams } = AVAILABILITY_LOAD;
  say(`availability: ${fmt(bookedAllocations())} future bookings over ${teams} teams, then ${SECONDS} s of each read`);
  const path = await availabilityLoad(stack.databaseUrl, timeZone);
  // The same month, each read as the first after a change: a reservation token of its own (matching none) makes it
  // an answer the api has not kept, so it runs the statement, as every read does once availability has changed.
  const computed: Omit<Options, 'duration'> = {
    url: stack.apiUrl + path,
    requests: [{ setupRequest: (req) => ({ ...req, path: `${path}&reservationToken=${randomUUID()}` }) }],
  };
  const rows: [string, Measurement][] = [];
  for (const [label, target] of [
    [`GET /api/availability (${days} days, ${games} games)`, stack.apiUrl + path],
    ['  the same, computed (after a change)', computed],
    ['GET /api/games', `${stack.apiUrl}/api/games`],
  ] as const) {
    await measure(target, WARMUP_SECONDS, stack.apiPid);
    rows.push([label, await measure(target, SECONDS, stack.apiPid)]);
  }
  for (const [label, m] of rows) {
    console.log(
      [
        label.padEnd(42),
        `${fmt(m.requestsPerSecond)} req/s`.padStart(14),
        `p99 ${m.p99} ms`.padStart(14),
        `${fmt(m.cpuMicrosPerRequest)} µs CPU`.padStart(16),
        m.failures ? `  (${m.failures} failed requests)` : '',
      ].join(''),
    );
  }
  const [read, afterChange, catalogue] = rows.map(([, m]) => m);
  const ratios = (m: Measurement) => ({
    cpu: m.cpuMicrosPerRequest / catalogue.cpuMicrosPerRequest,
    p99: m.p99 / catalogue.p99,
  });
  const { cpu, p99 } = ratios(read);
  const ok = cpu <= AVAILABILITY_TARGET.cpuRatio && p99 <= AVAILABILITY_TARGET.p99Ratio;
  say(
    `an availability read costs the api ${cpu.toFixed(1)}× a catalogue read's CPU ` +
      `(target ≤ ${AVAILABILITY_TARGET.cpuRatio}×) and its p99 is ${p99.toFixed(1)}× the catalogue's ` +
      `(target ≤ ${AVAILABILITY_TARGET.p99Ratio}×): ${ok ? 'met' : 'NOT met'}`,
  );
  const computedRatios = ratios(afterChange);
  const computedOk = computedRatios.cpu <= AVAILABILITY_TARGET.computedCpuRatio;
  say(
    `computed (the first read after a change): ${computedRatios.cpu.toFixed(1)}× the CPU ` +
      `(target ≤ ${AVAILABILITY_TARGET.computedCpuRatio}×: ${computedOk ? 'met' : 'NOT met'}), ` +
      `${computedRatios.p99.toFixed(1)}× the p99`,
  );
  const mix = await availabilityMix(stack, SECONDS);
  const mixRatio = mix.readP99 / mix.catalogueP99;
  const { made, refused, failed } = mix.writes;
  say(
    `mixed run: ${fmt(mix.readsPerSecond)} reads/s, kept answers ${(mix.hitRate * 100).toFixed(1)}% of reads ` +
      `(of the others' days, ${(mix.dayHitRate * 100).toFixed(1)}% kept), ` +
      `read p99 ${mix.readP99} ms against the catalogue's ${mix.catalogueP99} ms under the same writes: ` +
      `${mixRatio.toFixed(1)}× (target ≤ ${MIX.p99Ratio}×): ${mixRatio <= MIX.p99Ratio ? 'met' : 'NOT met'}; ` +
      `reservations ${made} made, ${refused} refused, ${failed} failed`,
  );
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

function report(rows: { path: string; api: Measurement; bare: Measurement; bytes: number }[]): boolean {
  say(`results (${CONNECTIONS} connections, ${SECONDS} s each, loopback)`);
  console.log(
    [
      'endpoint'.padEnd(16),
      'bytes'.padStart(7),
      'api req/s'.padStart(11),
      'api p99'.padStart(9),
      'bare req/s'.padStart(11),
      'bare p99'.padStart(9),
      'api/bare'.padStart(9),
      'api µs CPU'.padStart(11),
      'bare µs CPU'.padStart(12),
      '  verdict',
    ].join(''),
  );
  let ok = true;
  for (const { path, api, bare, bytes } of rows) {
    const share = api.requestsPerSecond / bare.requestsPerSecond;
    const pass = share >= TARGET_SHARE && api.p99 <= TARGET_P99_MS && api.failures === 0;
    ok &&= pass;
    console.log(
      [
        path.padEnd(16),
        String(bytes).padStart(7),
        fmt(api.requestsPerSecond).padStart(11),
        `${api.p99} ms`.padStart(9),
        fmt(bare.requestsPerSecond).padStart(11),
        `${bare.p99} ms`.padStart(9),
        `${(share * 100).toFixed(0)}%`.padStart(9),
        `${fmt(api.cpuMicrosPerRequest)} µs`.padStart(11),
        `${fmt(bare.cpuMicrosPerRequest)} µs`.padStart(12),
        `  ${pass ? 'pass' : 'FAIL'}${api.failures ? ` (${api.failures} failed requests)` : ''}`,
      ].join(''),
    );
  }
  say(
    `targets: api ≥ ${TARGET_SHARE * 100}% of the bare server's requests/s and api p99 ≤ ${TARGET_P99_MS} ms: ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

function reportBookings(m: Measurement, addresses: number): boolean {
  const ok =
    m.requestsPerSecond >= BOOKING_TARGET.requestsPerSecond && m.p99 <= BOOKING_TARGET.p99Ms && m.failures === 0;
  console.log(
    [
      `POST /api/bookings (${addresses === 1 ? '1 address' : `${addresses} addresses`})`.padEnd(34),
      `${fmt(m.requestsPerSecond)} bookings/s`.padStart(18),
      `p99 ${m.p99} ms`.padStart(14),
      `${fmt(m.cpuMicrosPerRequest)} µs CPU`.padStart(16),
      `  ${ok ? 'pass' : 'FAIL'}${m.failures ? ` (${m.failures} failed requests)` : ''}`,
    ].join(''),
  );
  say(
    `target: ≥ ${BOOKING_TARGET.requestsPerSecond} bookings/s with p99 ≤ ${BOOKING_TARGET.p99Ms} ms and no failure: ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

function reportReceipts(r: ReceiptsResult): boolean {
  const ok = r.perSecond >= RECEIPT_TARGET.perSecond && r.p95Ms <= RECEIPT_TARGET.p95Ms;
  console.log(
    [
      'receipts (1 worker)'.padEnd(20),
      `${r.perSecond.toFixed(1)} PDFs/s`.padStart(18),
      `(${r.burst} at once)`.padStart(16),
      `capture → stored p50 ${fmt(r.p50Ms)} ms, p95 ${fmt(r.p95Ms)} ms, max ${fmt(r.maxMs)} ms`.padStart(52),
      ` (${r.paced} at 5/s; first receipt with Chromium's start ${fmt(r.coldMs)} ms)`,
      `  ${ok ? 'pass' : 'FAIL'}`,
    ].join(''),
  );
  say(
    `target: ≥ ${RECEIPT_TARGET.perSecond} receipts/s per worker and capture → receipt p95 ≤ ${RECEIPT_TARGET.p95Ms} ms: ${ok ? 'met' : 'NOT met'}`,
  );
  return ok;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    warn(err instanceof Error ? (err.stack ?? err.message) : String(err));
    process.exit(1);
  },
);
