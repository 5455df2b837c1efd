/** One answer as a client saw it: its status, its JSON body, its Retry-After and how long it took. */
export interface TimedAnswer {
  status: number;
  ms: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- an answer's JSON, read by the checks below
  body: any;
  retryAfter: string | null;
}

/**
 * The longest a refusal may take when PostgreSQL is away, hangs or the pool is exhausted: a connection, and an answer,
 * are waited for a second at most (libs/base/database's pool-settings.ts), so a refusal is due well within it by
 * design, also on a loaded machine.
 */
export const DATABASE_REFUSAL_LIMIT_MS = 2_000;

export async function fetchTimed(url: string, init: RequestInit = {}): Promise<TimedAnswer> {
  const started = performance.now();
  const res = await fetch(url, init);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text, which the checks report
  }
  return { status: res.status, ms: performance.now() - started, body, retryAfter: res.headers.get('retry-after') };
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetchTimed(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/**
 * Answers that are neither served, a client's error, nor the coded 503 with Retry-After
 * (docs/product/api.md#server-rules).
 */
export const refusalsOtherThanCoded503 = (answers: TimedAnswer[]): TimedAnswer[] =>
  answers.filter(
    (a) =>
      a.status >= 500 && !(a.status === 503 && a.body?.code === 'SERVICE_UNAVAILABLE' && Number(a.retryAfter) >= 1),
  );

export interface BookingAnswer extends TimedAnswer {
  email: string;
}

/**
 * `total` bookings made by `lanes` parents at once, each booking again `paceMs` after its answer: steady traffic a
 * fault can be injected into. With `until`, the parents go on booking past `total` until it settles, so traffic meets
 * a fault whenever it comes. `done` resolves with every answer.
 */
export function bookingLoad(
  apiUrl: string,
  total: number,
  newBody: () => Record<string, unknown>,
  { lanes = 8, paceMs = 300, until }: { lanes?: number; paceMs?: number; until?: Promise<unknown> } = {},
): { done: Promise<BookingAnswer[]> } {
  const answers: BookingAnswer[] = [];
  let next = 0;
  let settled = !until;
  void until?.finally(() => (settled = true));
  const lane = async () => {
    while (next < total || !settled) {
      next++;
      const body = newBody();
      answers.push({ ...(await postJson(`${apiUrl}/api/bookings`, body)), email: String(body.parentEmail) });
      await new Promise((r) => setTimeout(r, paceMs));
    }
  };
  return { done: Promise.all(Array.from({ length: lanes }, lane)).then(() => answers) };
}

/**
 * Three-game parties (90 min) back to back for each of the two seeded teams: with the 30-minute arrival and the hour
 * after, these starts fill a day without overlapping, and each ends inside the teams' 9:00-20:00.
 */
const DAY_STARTS = ['09:00', '12:00', '15:00', '18:00'];

/**
 * Free slots on a fault stack's own database from `firstDay` days ahead, eight a day (two teams). `fresh()` starts a
 * new day (what was left of the last one is dropped), so its slot and the rest of its day are untouched.
 */
export function freeSlots(firstDay: number) {
  let day = firstDay;
  const slots: { eventDate: string; eventTime: string }[] = [];
  const next = () => {
    if (!slots.length) {
      const eventDate = new Date(Date.now() + day++ * 86_400_000).toISOString().slice(0, 10);
      for (const eventTime of DAY_STARTS) slots.unshift({ eventDate, eventTime }, { eventDate, eventTime });
    }
    return slots.pop()!;
  };
  const fresh = () => {
    slots.length = 0;
    return next();
  };
  return { next, fresh };
}

/**
 * Contention on one booking: one anonymous parent's booking (`body`) rescheduled to `target` by `count` requests at
 * once, the catalogue read meanwhile.
 */
export async function reschedulesAtOnce(
  apiUrl: string,
  count: number,
  body: Record<string, unknown>,
  target: { eventDate: string; eventTime: string },
) {
  const { id, cookie } = await bookWithCookie(apiUrl, body);
  const reschedules = Promise.all(
    Array.from({ length: count }, () => postJson(`${apiUrl}/api/bookings/${id}/reschedule`, target, { cookie })),
  );
  const reads = await catalogueReadsDuring(apiUrl, reschedules);
  return { answers: await reschedules, reads };
}

/** A booking by an anonymous parent, and the owner cookie that opens it (cp_bookings). */
export async function bookWithCookie(apiUrl: string, body: Record<string, unknown>) {
  const res = await fetch(`${apiUrl}/api/bookings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`the booking answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id: ((await res.json()) as { id: string }).id, cookie };
}

/** GET /api/games every 100 ms until `until` settles. */
async function catalogueReadsDuring(apiUrl: string, until: Promise<unknown>): Promise<TimedAnswer[]> {
  let settled = false;
  void until.finally(() => (settled = true));
  const reads: TimedAnswer[] = [];
  while (!settled) {
    reads.push(await fetchTimed(`${apiUrl}/api/games`));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return reads;
}
