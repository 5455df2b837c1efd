import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { say } from '@app/devstack';
import type { BenchStack } from './bench-stack';
import { bookingBodies } from './booking-creation';
import { percentile } from './stats';

/** The targets for one worker process: receipt PDFs per second, and capture → receipt stored at p95. */
export const RECEIPT_TARGET = { perSecond: 10, p95Ms: 2000 } as const;

/** Captures at once for the throughput figure, then captures at a steady rate (below capacity) for the latency. */
const BURST = Number(process.env.BENCH_RECEIPTS ?? 200);
const PACED = 50;
const PACED_PER_SECOND = 5;

export interface ReceiptsResult {
  /** The first receipt of a fresh worker: Chromium's start included. */
  coldMs: number;
  burst: number;
  perSecond: number;
  paced: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

const paypalId = () => randomBytes(9).toString('hex').toUpperCase().slice(0, 17);

/**
 * One capture, written as the payments endpoints write it: the payment, the booking paid in full, and the
 * `payment.captured` outbox row, in one statement (one transaction). Only receipts are measured, so no
 * `booking.confirmed` is recorded (as for a balance paid on a booking already confirmed).
 */
async function capture(db: Client, bookingId: string): Promise<string> {
  const eventId = randomUUID();
  await db.query(
    `WITH p AS (
       INSERT INTO payments (booking_id, method, plan, status, amount_cents, paypal_order_id, invoice_id, capture_id,
                             captured_at)
       SELECT id, 'paypal', 'full', 'captured', final_cents, $2, $3, $4, now() FROM bookings WHERE id = $1
       RETURNING id, booking_id),
     b AS (
       UPDATE bookings SET amount_paid_cents = final_cents, balance_due_cents = 0, payment_status = 'completed',
         payment_completed_at = now(), status = 'confirmed'
       WHERE id = $1)
     INSERT INTO outbox (id, type, payload)
     SELECT $5, 'payment.captured', jsonb_build_object('paymentId', p.id, 'bookingId', p.booking_id) FROM p`,
    [bookingId, paypalId(), `BENCH-${randomUUID()}`, paypalId(), eventId],
  );
  return eventId;
}

/** Waits until every event's receipt is stored; answers each one's capture → stored time in ms. */
async function receiptTimes(db: Client, eventIds: string[], timeoutMs: number): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await db.query<{ ms: number }>(
      `SELECT extract(epoch FROM d.created_at - o.created_at) * 1000 AS ms
       FROM documents d JOIN outbox o ON o.id = d.event_id
       WHERE d.event_id = ANY($1::uuid[])`,
      [eventIds],
    );
    if (rows.length === eventIds.length) return rows.map((r) => Number(r.ms));
    if (Date.now() > deadline) throw new Error(`${rows.length} of ${eventIds.length} receipts after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Receipts on one real worker process (NODE_ENV=production, its own Chromium): bookings made through the api, then
 * their captures written straight to the database as the capture endpoint commits them; the worker's relay, queue,
 * template, Chromium, storage and e-mail job do the rest. Throughput: BURST captures at once, receipts stored per
 * second. Latency: PACED captures at PACED_PER_SECOND, the time from the capture's commit to its stored receipt.
 */
export async function receiptsBench(stack: BenchStack): Promise<ReceiptsResult> {
  const db = new Client({ connectionString: stack.databaseUrl });
  await db.connect();
  try {
    const bookings = await createBookings(stack.apiUrl, 1 + BURST + PACED);
    // The booking benches' `booking.created` e-mails are not part of this measurement.
    await db.query(`UPDATE outbox SET published_at = now() WHERE published_at IS NULL`);
    await stack.startWorker();

    const coldStart = Date.now();
    await receiptTimes(db, [await capture(db, bookings[0])], 60_000);
    const coldMs = Date.now() - coldStart;

    say(`receipts: ${BURST} captures at once`);
    const burstStart = Date.now();
    const burstEvents: string[] = [];
    for (const id of bookings.slice(1, 1 + BURST)) burstEvents.push(await capture(db, id));
    await receiptTimes(db, burstEvents, 120_000);
    const perSecond = BURST / ((Date.now() - burstStart) / 1000);

    say(`receipts: ${PACED} captures at ${PACED_PER_SECOND}/s`);
    const pacedEvents: string[] = [];
    for (const id of bookings.slice(1 + BURST)) {
      pacedEvents.push(await capture(db, id));
      await new Promise((r) => setTimeout(r, 1000 / PACED_PER_SECOND));
    }
    const times = (await receiptTimes(db, pacedEvents, 60_000)).sort((a, b) => a - b);
    return {
      coldMs,
      burst: BURST,
      perSecond,
      paced: PACED,
      p50Ms: percentile(times, 0.5),
      p95Ms: percentile(times, 0.95),
      maxMs: times[times.length - 1],
    };
  } finally {
    await db.end();
  }
}

/** Bookings made as parents make them (the bookings bench's body), a few at a time. */
async function createBookings(apiUrl: string, count: number): Promise<string[]> {
  const body = await bookingBodies(apiUrl);
  const ids: string[] = [];
  while (ids.length < count) {
    const batch = Array.from({ length: Math.min(20, count - ids.length) }, async () => {
      const res = await fetch(`${apiUrl}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
        body: body(),
      });
      if (res.status !== 201) throw new Error(`POST /api/bookings answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { id: string }).id;
    });
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}
