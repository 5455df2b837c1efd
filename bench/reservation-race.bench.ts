import { Client } from 'pg';
import { say } from '@app/devstack';
import { startBenchStack } from './bench-stack';
import { percentile } from './stats';

/**
 * `npm run bench:reservations`: the reservation race, repeated (BENCH_ROUNDS, default 5) on the built api: 100 browsers
 * (BENCH_RACERS) reserving one start time at once, each a browser of its own (no cookie). Then the winners'
 * reservations are made to lapse (their expiry moved into the past, as the clock passing it would) and the same crowd
 * races again. Target for each race: exactly as many 201 as there are active teams, every other answer a 409 SLOT_TAKEN
 * whose alternatives are in time order, no other status. Prints each race's counts and latencies; a miss reads "NOT
 * met". Reports, never fails (exit 1 only when it could not run).
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const RACERS = Number(process.env.BENCH_RACERS ?? 100);
/** Days ahead of the first round's race: past the minimum notice, inside the booking horizon. */
const FIRST_DAY = 40;
const TIME = '14:00';

interface Answer {
  status: number;
  ms: number;
  token?: string;
  inOrder?: boolean;
}

async function reserve(apiUrl: string, eventDate: string): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${apiUrl}/api/reservations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eventDate, eventTime: TIME, games: 3 }),
  });
  const body = (await res.json()) as { token?: string; details?: { alternatives?: { date: string; time: string }[] } };
  const starts = (body.details?.alternatives ?? []).map((a) => `${a.date} ${a.time}`);
  return {
    status: res.status,
    ms: performance.now() - started,
    token: body.token,
    inOrder: starts.length > 0 && starts.every((s, i) => i === 0 || starts[i - 1] <= s),
  };
}

/** One race: the counts, whether it met the target, and the winners' tokens. */
async function race(apiUrl: string, eventDate: string, teams: number, name: string): Promise<[boolean, string[]]> {
  const answers = await Promise.all(Array.from({ length: RACERS }, () => reserve(apiUrl, eventDate)));
  const won = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status === 409);
  const other = answers.length - won.length - refused.length;
  const unordered = refused.filter((a) => !a.inOrder).length;
  const met = won.length === teams && other === 0 && unordered === 0;
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const r = (value: number) => Math.round(value);
  say(
    `${name}: ${won.length} × 201, ${refused.length} × 409 (${unordered} without alternatives in time order), ` +
      `${other} other; p50 ${r(percentile(sorted, 0.5))} / p95 ${r(percentile(sorted, 0.95))} / ` +
      `max ${r(sorted.at(-1)!)} ms${met ? '' : `: NOT met (${teams} teams)`}`,
  );
  return [met, won.map((a) => a.token!)];
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const db = new Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const { today } = (await (await fetch(`${stack.apiUrl}/api/site`)).json()) as { today: string };
    const [{ teams }] = (await db.query<{ teams: number }>(`SELECT count(*)::int AS teams FROM teams WHERE active`))
      .rows;
    let missed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) + (FIRST_DAY + round) * 86_400_000)
        .toISOString()
        .slice(0, 10);
      const [met, tokens] = await race(stack.apiUrl, day, teams, `round ${round}, ${RACERS} browsers`);
      await db.query(
        `UPDATE allocations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = ANY($1::uuid[])`,
        [tokens],
      );
      const [metAfter] = await race(stack.apiUrl, day, teams, `round ${round}, after the winners' lapse`);
      if (!met || !metAfter) missed++;
    }
    say(missed ? `${missed} round(s) NOT met` : `every race met: ${teams} × 201, the rest 409 with times in order`);
  } finally {
    await db.end();
    await stack.stop();
  }
}

void main();
