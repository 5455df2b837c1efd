import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { BookingEntity, BookingGameEntity } from '@app/bookings';
import { CustomGameEntity, GameEntity } from '@app/catalog';
import type { AdminExport, AdminExportFilters } from '@app/contracts';
import { dataSourceOptions } from '@app/database';
import { say } from '@app/devstack';
import { adminCookie, HTTPS } from './bench-admin-session';
import { startBenchStack } from './bench-stack';
import { seedBookings } from './seed-bookings';

/**
 * `npm run bench:exports`: seeds 100,000 bookings (BENCH_BOOKINGS), starts one real worker, and exports all of them
 * as an admin does (POST /api/admin/exports, polled until done). Prints the time from the request to the finished file
 * and the worker's memory growth (its RSS from /proc, sampled every 20 ms, peak minus the idle worker's), against the
 * targets: ≤ 5 s and ≤ 150 MB.
 */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const TARGET_MS = 5_000;
const TARGET_MB = 150;

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const dataSource = await new DataSource({
    ...dataSourceOptions(stack.databaseUrl),
    entities: [BookingEntity, BookingGameEntity, GameEntity, CustomGameEntity],
  }).initialize();
  try {
    const seeded = Date.now();
    await seedBookings(dataSource, BOOKINGS);
    say(`seeded ${BOOKINGS} bookings in ${Date.now() - seeded} ms`);
    await stack.startWorker();
    const worker = stack.workerPid()!;
    const cookie = await adminCookie(stack.apiUrl);
    const exportOf = (filters: AdminExportFilters) => runExport(stack.apiUrl, cookie, filters);

    // A small export first, so the worker's one-time start-up (code paths, connections) is not counted as growth.
    await exportOf({ q: 'parent4242@' });
    await sleep(500);
    const idle = rssMb(worker);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(worker))), 20);
    const started = performance.now();
    const done = await exportOf({ sort: '-createdAt' });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const [{ bytes }] = await dataSource.query(
      `SELECT sum(octet_length(data)) AS bytes FROM export_chunks WHERE export_id = $1`,
      [done.id],
    );
    const growth = peak - idle;
    say(
      `exported ${done.rows} bookings (${(bytes / 2 ** 20).toFixed(1)} MB of CSV) in ${(ms / 1000).toFixed(2)} s ` +
        `(target ≤ ${TARGET_MS / 1000} s); worker RSS ${idle.toFixed(0)} → peak ${peak.toFixed(0)} MB, ` +
        `growth ${growth.toFixed(0)} MB (target ≤ ${TARGET_MB} MB)`,
    );
    if (done.rows !== BOOKINGS) throw new Error(`the export wrote ${done.rows} of ${BOOKINGS} rows`);
  } finally {
    await dataSource.destroy();
    await stack.stop();
  }
}

/** Starts an export through the api and polls it (every 50 ms) until the worker has finished it. */
async function runExport(apiUrl: string, cookie: string, filters: AdminExportFilters): Promise<AdminExport> {
  const headers = { cookie, ...HTTPS, 'Content-Type': 'application/json', Origin: apiUrl };
  const res = await fetch(`${apiUrl}/api/admin/exports`, { method: 'POST', headers, body: JSON.stringify(filters) });
  if (res.status !== 202) throw new Error(`export: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as AdminExport;
  for (;;) {
    const state = (await (await fetch(`${apiUrl}/api/admin/exports/${id}`, { headers })).json()) as AdminExport;
    if (state.status === 'done') return state;
    if (state.status === 'failed') throw new Error(`export ${id} failed`);
    await sleep(50);
  }
}

void main();
