import { bookingLoad, BookingAnswer, fetchTimed, TimedAnswer } from './booking-load';
import type { FaultStack } from './fault-stack';

export interface OutageOptions {
  /** At least this many; `bookDuringOutage`'s parents go on past it until PostgreSQL is back. */
  bookings: number;
  outageMs: number;
  newBody: () => Record<string, unknown>;
  lanes?: number;
  paceMs?: number;
}

export interface OutageRound {
  answers: BookingAnswer[];
  /** GET /api/games while PostgreSQL was away. */
  catalogueReads: TimedAnswer[];
  /** E-mails held at the SMTP server, on their way but not yet accepted, when PostgreSQL stopped. */
  heldAtStop: number;
}

/**
 * The database fault: parents book at a steady pace while PostgreSQL stops for `outageMs` and starts again. E-mails are
 * held at the SMTP server from the start and accepted half-way through the outage, so their jobs have sent them and
 * cannot record it: the case that sent "We received your booking" twice. The catalogue is read meanwhile. The parents
 * make at least `bookings` and go on until PostgreSQL is back: the stop waits for the worker to have e-mails in flight,
 * and a worker slower than the api (a busy machine) once let a fixed count end first, so the outage met no booking.
 */
export async function bookDuringOutage(stack: FaultStack, options: OutageOptions): Promise<OutageRound> {
  stack.smtp.hold();
  let outageOver!: () => void;
  const until = new Promise<void>((resolve) => (outageOver = resolve));
  const load = bookingLoad(stack.apiUrl, options.bookings, options.newBody, { ...options, until });
  const catalogueReads: TimedAnswer[] = [];
  let restart: (() => Promise<void>) | undefined;
  let heldAtStop = 0;
  try {
    const deadline = Date.now() + 30_000;
    while (stack.smtp.heldCount() < 3 && Date.now() < deadline) await sleep(50);
    heldAtStop = stack.smtp.heldCount();
    restart = await stack.stopPostgres();
    const outageEnds = Date.now() + options.outageMs;
    await sleep(options.outageMs / 2);
    stack.smtp.release();
    while (Date.now() < outageEnds) {
      catalogueReads.push(await fetchTimed(`${stack.apiUrl}/api/games`));
      await sleep(200);
    }
  } finally {
    stack.smtp.release();
    try {
      await restart?.();
    } finally {
      outageOver();
    }
  }
  return { answers: await load.done, catalogueReads, heldAtStop };
}

/**
 * A short stop under a crowd (`lanes` parents booking back to back): PostgreSQL goes away while many transactions are
 * between two of their queries, where TypeORM finds its query runner released (a 500 until that error was mapped to the
 * coded 503).
 */
export async function quickStop(stack: FaultStack, options: OutageOptions): Promise<BookingAnswer[]> {
  const load = bookingLoad(stack.apiUrl, options.bookings, options.newBody, options);
  await sleep(300 + Math.random() * 300);
  const restart = await stack.stopPostgres();
  await sleep(options.outageMs);
  await restart();
  return load.done;
}

/**
 * Waits until the worker recorded every booking's "we received your booking" e-mail (notified_at), then a little for a
 * duplicate to arrive; returns the parents who did not get exactly one.
 */
export async function mailsNotSentOnce(stack: FaultStack, booked: BookingAnswer[], timeoutMs: number) {
  const ids = booked.map((b) => b.body.id as string);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await stack.db.query(
      `SELECT count(*)::int AS n FROM bookings WHERE notified_at IS NOT NULL AND id = ANY($1)`,
      [ids],
    );
    if (rows[0].n === ids.length) break;
    if (Date.now() > deadline) throw new Error(`${ids.length - rows[0].n} booking e-mails not recorded in time`);
    await sleep(200);
  }
  await sleep(2000); // a duplicate would arrive meanwhile
  const received = new Map<string, number>();
  for (const mail of await stack.inbox.mails()) {
    for (const { address } of mail.to) received.set(address, (received.get(address) ?? 0) + 1);
  }
  return booked.map((b) => ({ email: b.email, sent: received.get(b.email) ?? 0 })).filter((m) => m.sent !== 1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
