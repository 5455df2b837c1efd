import { DataSource } from 'typeorm';
import { BookingEntity, BookingGameEntity, filterBookings, sortBookings } from '@app/bookings';
import { CustomGameEntity, GameEntity } from '@app/catalog';
import type { AdminBookingsQuery } from '@app/contracts';
import { dataSourceOptions } from '@app/database';
import { say } from '@app/devstack';
import { adminCookie, HTTPS } from './bench-admin-session';
import { startBenchStack } from './bench-stack';
import { seedBookings } from './seed-bookings';
import { median } from './stats';

/**
 * `npm run bench:admin`: GET /api/admin/bookings on 100,000 bookings (BENCH_BOOKINGS), one page of 25 for each sort,
 * filter and search; prints each request's median and worst time over BENCH_ROUNDS rounds and the plan (EXPLAIN
 * ANALYZE) of the page and count queries the api runs for it. Target: every page answers within 150 ms (median).
 */
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const TARGET_MS = 150;

const CASES: AdminBookingsQuery[] = [
  { sort: '-createdAt' },
  { sort: '-createdAt', page: 2000 },
  { sort: 'eventDate' },
  { sort: '-price' },
  { status: 'confirmed' },
  { status: 'pending', sort: 'eventDate', from: '2027-01-01', to: '2027-01-31' },
  { q: 'morgan' },
  { q: 'parent4242@' },
  { q: 'zo', sort: '-price' },
];

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const dataSource = await new DataSource({
    ...dataSourceOptions(stack.databaseUrl),
    entities: [BookingEntity, BookingGameEntity, GameEntity, CustomGameEntity],
  }).initialize();
  try {
    let started = Date.now();
    await seedBookings(dataSource, BOOKINGS);
    say(`seeded ${BOOKINGS} bookings in ${Date.now() - started} ms`);
    const cookie = await adminCookie(stack.apiUrl);
    const short = (await dataSource.query(`SELECT upper(right(id::text, 8)) AS s FROM bookings LIMIT 1`))[0].s;
    let missed = 0;
    for (const query of [...CASES, { q: short }]) {
      const params = new URLSearchParams(
        Object.entries({ pageSize: 25, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const times: number[] = [];
      let total = '';
      for (let i = 0; i < ROUNDS; i++) {
        started = performance.now();
        const res = await fetch(`${stack.apiUrl}/api/admin/bookings?${params}`, { headers: { cookie, ...HTTPS } });
        if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
        await res.arrayBuffer();
        times.push(performance.now() - started);
        total = res.headers.get('x-total-count') ?? '';
      }
      const middle = median(times);
      if (middle > TARGET_MS) missed++;
      say(
        `GET /api/admin/bookings?${params}: ${total} match, median ${middle.toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms`,
      );
      await explain(dataSource, query);
    }
    say(missed ? `${missed} case(s) above ${TARGET_MS} ms` : `every page within ${TARGET_MS} ms`);
  } finally {
    await dataSource.destroy();
    await stack.stop();
  }
}

/** The plan of the api's own page and count queries (built by the same functions), with their execution times. */
async function explain(dataSource: DataSource, query: AdminBookingsQuery): Promise<void> {
  const base = () => filterBookings(dataSource.manager.createQueryBuilder(BookingEntity, 'b'), query);
  const page = sortBookings(base(), query.sort)
    .offset(((query.page ?? 1) - 1) * 25)
    .limit(25);
  for (const [name, builder] of [
    ['page', page],
    ['count', base().select('COUNT(*)')],
  ] as const) {
    const [sql, parameters] = builder.getQueryAndParameters();
    const plan: { 'QUERY PLAN': string }[] = await dataSource.query(`EXPLAIN (ANALYZE, COSTS OFF) ${sql}`, parameters);
    const lines = plan.map((row) => row['QUERY PLAN']);
    say(
      `  ${name}: ${lines
        .filter((l) => /Scan|Sort|Limit|Execution Time/.test(l))
        .map((l) => l.trim())
        .join(' | ')}`,
    );
  }
}

void main();
