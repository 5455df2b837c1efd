import autocannon from 'autocannon';
import { START_TIME_VALUES } from '@app/contracts';
import { say } from '@app/devstack';
import { AVAILABILITY_LOAD, availabilityPath, dayFromToday, FIRST_DAY } from './availability-read';

/**
 * The mixed run: parents reserving times while others read. MIX.writesPerSecond reservations a second (each a claim
 * through the exclusion constraint and an availability change, as a booking's hold is) on days spread over the next
 * MIX.writeDays, while MIX.readers clients read 60-day ranges starting on one of MIX.rangeStarts days ahead; then the
 * catalogue read under the same writes, as the reference. Target: the read's p99 at most MIX.p99Ratio × the
 * catalogue's.
 */
export const MIX = { writesPerSecond: 20, writeDays: 90, readers: 50, rangeStarts: [0, 10, 20, 30], p99Ratio: 4 };

export interface MixResult {
  readP99: number;
  readsPerSecond: number;
  catalogueP99: number;
  /** Reads answered from a kept answer, as a share of all reads (the api's counter). */
  hitRate: number;
  /** Of the days of the answers made again, the share taken from kept days rather than computed. */
  dayHitRate: number;
  writes: { made: number; refused: number; failed: number };
}

/** Reservations at MIX.writesPerSecond until stopped, each from a browser of its own (no cookie). */
function startWrites(apiUrl: string) {
  const writes = { made: 0, refused: 0, failed: 0 };
  const pending = new Set<Promise<void>>();
  const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)];
  const timer = setInterval(() => {
    const body = {
      eventDate: dayFromToday(FIRST_DAY + Math.floor(Math.random() * MIX.writeDays)),
      eventTime: pick(START_TIME_VALUES),
      games: AVAILABILITY_LOAD.games,
    };
    const write = fetch(`${apiUrl}/api/reservations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.status === 201) writes.made += 1;
        else if (res.status === 409 || res.status === 422) writes.refused += 1;
        else writes.failed += 1;
      })
      .catch(() => void (writes.failed += 1))
      .finally(() => pending.delete(write));
    pending.add(write);
  }, 1000 / MIX.writesPerSecond);
  return {
    writes,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(pending);
    },
  };
}

/**
 * The api's availability answers so far by how they were answered (champions_availability_answers_total, as
 * `answer:kept`...) and the days of those made again (champions_availability_answer_days_total, as `day:kept`...).
 */
async function answersSoFar(apiUrl: string, metricsToken: string): Promise<Record<string, number>> {
  const res = await fetch(`${apiUrl}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  const counts: Record<string, number> = {};
  for (const [, label, value, n] of (await res.text()).matchAll(
    /^champions_availability_answer(?:s|_days)_total\{[^}]*(answer|day)="(\w+)"[^}]*\} (\d+)/gm,
  )) {
    counts[`${label}:${value}`] = Number(n);
  }
  return counts;
}

export async function availabilityMix(
  stack: { apiUrl: string; metricsToken: string },
  seconds: number,
): Promise<MixResult> {
  say(
    `availability mix: ${MIX.writesPerSecond} reservations/s over ${MIX.writeDays} days while ${MIX.readers} ` +
      `clients read ${AVAILABILITY_LOAD.days}-day ranges, ${seconds} s; then GET /api/games under the same writes`,
  );
  const paths = MIX.rangeStarts.map((start) => availabilityPath(FIRST_DAY + start));
  const run = (requests: autocannon.Request[], url: string) =>
    autocannon({ url, connections: MIX.readers, duration: seconds, pipelining: 1, requests });
  const writing = startWrites(stack.apiUrl);
  try {
    const before = await answersSoFar(stack.apiUrl, stack.metricsToken);
    const reads = await run(
      [{ setupRequest: (req) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }],
      stack.apiUrl + paths[0],
    );
    const after = await answersSoFar(stack.apiUrl, stack.metricsToken);
    const catalogue = await run([{ method: 'GET' }], `${stack.apiUrl}/api/games`);
    const delta = (counter: string) => (after[counter] ?? 0) - (before[counter] ?? 0);
    const kept = delta('answer:kept');
    const all = kept + delta('answer:computed') + delta('answer:shared');
    const keptDays = delta('day:kept');
    const allDays = keptDays + delta('day:computed');
    return {
      readP99: reads.latency.p99,
      readsPerSecond: reads.requests.average,
      catalogueP99: catalogue.latency.p99,
      hitRate: all ? kept / all : 0,
      dayHitRate: allDays ? keptDays / allDays : 0,
      writes: writing.writes,
    };
  } finally {
    await writing.stop();
  }
}
