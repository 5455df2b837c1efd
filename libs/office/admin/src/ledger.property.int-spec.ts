import request from 'supertest';
import {
  refundSplitCents,
  todayIn,
  type AdminBookingActivity,
  type AdminBookingDetail,
  type ManagedBooking,
} from '@app/contracts';
import {
  centsToDollars,
  dollarsToCents,
  heldTotalCents,
  planAmountCents,
  splitRefund,
  type MoneyHeld,
  type PaymentPlan,
} from '@app/pricing';
import {
  approveAtSandbox,
  bookingPage,
  bookingPayload,
  cancelThroughLink,
  loginAsAdmin,
  startPaymentsBed,
  usePaymentsBed,
  type Agent,
} from '@app/testing';
import { AdminModule } from './admin.module';

/**
 * The ledger as users read it, under random sequences of what happens to a booking's money: an admin's edits of the
 * guest count (up and down), PayPal payments (the sandbox), cash and bank transfers, their reversals, an overpayment's
 * refund, and a cancellation (the parent in time, or an admin with a refund of their choosing). After every step the
 * admin's read, the admin's activity and the parent's page are read over HTTP and must agree with the payments
 * (docs/cancellation.md): what was paid, what is due, what a refund would give back and through what. A step that is
 * not allowed (cash above the balance, a reversal above what is left, ...) must be a 4xx that changes nothing.
 *
 * Seeded, so a failure is replayed: LEDGER_SEED, LEDGER_RUNS and LEDGER_STEPS (scripts/ledger-property.sh runs more).
 */
const RUNS = Number(process.env.LEDGER_RUNS ?? 12);
const STEPS = Number(process.env.LEDGER_STEPS ?? 8);
const SEED = Number(process.env.LEDGER_SEED ?? 20261126);

/** mulberry32: a small seeded PRNG, so a run is the same sequence every time for its seed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof prng>;

const cents = (dollars: string | null | undefined) => dollarsToCents(dollars ?? '0') ?? 0;

/** Everything a user reads of one booking's money, read over HTTP. */
interface Reads {
  admin: AdminBookingDetail;
  activity: AdminBookingActivity;
  page: ManagedBooking;
}

/** What each method's payments still hold, from the activity's payments (captured less refunded, less owed). */
function heldByMethod(activity: AdminBookingActivity): MoneyHeld {
  const held = { paypalCents: 0, cashCents: 0, bankTransferCents: 0 };
  for (const p of activity.payments.filter((x) => x.status === 'captured')) {
    const left = cents(p.amount) - cents(p.refundedAmount) - cents(p.owedAmount);
    if (p.method === 'paypal') held.paypalCents += left;
    if (p.method === 'cash') held.cashCents += left;
    if (p.method === 'bank-transfer') held.bankTransferCents += left;
  }
  return held;
}

/** The figures a refused step must leave as they were. */
const fingerprint = ({ admin, activity }: Reads) =>
  JSON.stringify({
    status: admin.status,
    guestCount: admin.guestCount,
    final: admin.finalPrice,
    paid: admin.amountPaid,
    due: admin.balanceDue,
    payments: activity.payments.map((p) => [p.id, p.status, p.amount, p.refundedAmount, p.owedAmount]),
  });

describe('the ledger under random sequences of payments, edits, refunds and cancellations', () => {
  const bed = usePaymentsBed(() => startPaymentsBed({ imports: [AdminModule] }));
  let admin: Agent;
  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
  });

  const read = async (id: string): Promise<Reads> => ({
    admin: (await admin.get(`/api/admin/bookings/${id}`).expect(200)).body,
    activity: (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body,
    page: await bookingPage(bed.t, id),
  });

  /** The rules every read must keep, whatever came before. */
  function check({ admin: a, activity, page }: Reads, where: string): void {
    const captured = activity.payments.filter((p) => p.status === 'captured');
    const paid = captured.reduce((sum, p) => sum + cents(p.amount) - cents(p.refundedAmount), 0);
    const standing = a.status !== 'cancelled';
    const final = cents(a.finalPrice);
    const held = heldByMethod(activity);
    const split = refundSplitCents(activity.refundableSplit);
    const offer = refundSplitCents(page.policy.refundNowSplit);
    expect({ where, paid: cents(a.amountPaid) }).toEqual({ where, paid });
    expect({ where, due: cents(a.balanceDue) }).toEqual({ where, due: standing ? Math.max(0, final - paid) : 0 });
    // The admin's read, the activity and the parent's page are one ledger.
    expect({ where, page: [page.finalPrice, page.amountPaid, page.balanceDue, page.status] }).toEqual({
      where,
      page: [a.finalPrice, a.amountPaid, a.balanceDue, a.status],
    });
    expect({ where, refundable: cents(activity.refundable) }).toEqual({ where, refundable: heldTotalCents(split) });
    expect({ where, refundable: heldTotalCents(split) }).toEqual({ where, refundable: heldTotalCents(held) });
    // Each part at most what that method's payments hold: PayPal never gives back cash.
    expect({ where, ok: split.paypalCents <= held.paypalCents }).toEqual({ where, ok: true });
    expect({ where, ok: split.cashCents <= held.cashCents }).toEqual({ where, ok: true });
    expect({ where, ok: split.bankTransferCents <= held.bankTransferCents }).toEqual({ where, ok: true });
    // The parent's offer: its parts add up to it, PayPal's never above what PayPal took.
    expect({ where, offer: heldTotalCents(offer) }).toEqual({ where, offer: cents(page.policy.refundNow) });
    expect({ where, ok: offer.paypalCents <= held.paypalCents }).toEqual({ where, ok: true });
    expect({ where, ok: offer.cashCents <= held.cashCents }).toEqual({ where, ok: true });
    expect({ where, ok: offer.bankTransferCents <= held.bankTransferCents }).toEqual({ where, ok: true });
  }

  /** A refused step: a 4xx, never a 5xx, and the booking's money as it was. */
  async function refused(res: request.Response, id: string, before: Reads, where: string): Promise<Outcome> {
    expect({ where, status: res.status >= 400 && res.status < 500, body: res.body }).toMatchObject({
      where,
      status: true,
    });
    expect(typeof res.body.message).toBe('string');
    expect({ where, after: fingerprint(await read(id)) }).toEqual({ where, after: fingerprint(before) });
    return 'refused';
  }

  /** What a cancellation did: PayPal's refunds and what it left owed, by method, from the activity before and after. */
  function doneBy(before: AdminBookingActivity, after: AdminBookingActivity): MoneyHeld {
    const done = { paypalCents: 0, cashCents: 0, bankTransferCents: 0 };
    for (const p of after.payments) {
      const was = before.payments.find((x) => x.id === p.id);
      if (!was) continue;
      const refunded = cents(p.refundedAmount) - cents(was.refundedAmount);
      const owed = cents(p.owedAmount) - cents(was.owedAmount);
      if (p.method === 'paypal') done.paypalCents += refunded;
      if (p.method === 'cash') done.cashCents += owed;
      if (p.method === 'bank-transfer') done.bankTransferCents += owed;
    }
    return done;
  }

  interface Run {
    id: string;
    parent: Agent;
    body: Record<string, unknown>;
  }

  type Outcome = 'done' | 'refused' | 'skipped';
  type Step = (run: Run, rng: Rng, before: Reads, where: string) => Promise<Outcome>;

  const editGuests: Step = async ({ id, body }, rng, before, where) => {
    // Down as often as up: fewer children than paid for leaves an overpayment to refund.
    const now = before.admin.guestCount;
    const guestCount = rng.chance(0.15) ? 51 : rng.chance(0.5) ? rng.int(4, now) : rng.int(now, 40);
    const res = await admin.patch(`/api/admin/bookings/${id}`).send({
      selectedGames: body.selectedGames,
      guestCount,
      eventType: body.eventType,
      eventTheme: body.eventTheme,
      location: body.location,
      addOns: body.addOns,
      specialRequests: body.specialRequests,
    });
    if (before.admin.status === 'cancelled' || guestCount > 50) return refused(res, id, before, where);
    expect({ where, status: res.status }).toEqual({ where, status: 200 });
    return 'done';
  };

  const payPayPal: Step = async ({ id, parent }, rng, before, where) => {
    const payable = { finalCents: cents(before.admin.finalPrice), amountPaidCents: cents(before.admin.amountPaid) };
    const plan: PaymentPlan = payable.amountPaidCents > 0 ? 'balance' : rng.pick(['full', 'deposit'] as const);
    const amount = planAmountCents(plan, payable);
    if (amount === undefined || before.admin.status === 'cancelled') {
      const res = await parent
        .post('/paypal/order')
        .send({ amount: centsToDollars(rng.int(100, 5_000)), currency: 'USD', intent: 'CAPTURE', bookingId: id, plan });
      return refused(res, id, before, where);
    }
    const order = await parent
      .post('/paypal/order')
      .send({ amount: centsToDollars(amount), currency: 'USD', intent: 'CAPTURE', bookingId: id, plan });
    expect({ where, status: order.status, body: order.body }).toMatchObject({ where, status: 201 });
    await approveAtSandbox(bed.sandbox, order.body.id);
    await parent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
    return 'done';
  };

  const payOffline: Step = async ({ id }, rng, before, where) => {
    const due = cents(before.admin.balanceDue);
    const method = rng.pick(['cash', 'bank-transfer'] as const);
    const tooMuch = due <= 0 || rng.chance(0.3);
    const amount = tooMuch ? due + rng.int(1, 5_000) : rng.int(1, due);
    const res = await admin
      .post(`/api/admin/bookings/${id}/payments`)
      .send({ method, amount: centsToDollars(amount), receivedOn: todayIn(bed.t.config.business.timeZone) });
    if (tooMuch || before.admin.status === 'cancelled') return refused(res, id, before, where);
    expect({ where, status: res.status, body: res.body }).toMatchObject({ where, status: 201 });
    return 'done';
  };

  const reverseOffline: Step = async ({ id }, rng, before, where) => {
    const offline = before.activity.payments.filter(
      (p) => p.status === 'captured' && (p.method === 'cash' || p.method === 'bank-transfer'),
    );
    if (!offline.length) return 'skipped';
    const payment = rng.pick(offline);
    const left = cents(payment.amount) - cents(payment.refundedAmount);
    const tooMuch = left <= 0 || rng.chance(0.3);
    const amount = tooMuch ? left + rng.int(1, 5_000) : rng.int(1, left);
    const res = await admin
      .post(`/api/admin/payments/${payment.id}/reverse`)
      .send({ reason: 'Property test', amount: centsToDollars(amount) });
    if (tooMuch) return refused(res, id, before, where);
    expect({ where, status: res.status, body: res.body }).toMatchObject({ where, status: 200 });
    return 'done';
  };

  const refundOverpayment: Step = async ({ id }, rng, before, where) => {
    const over = cents(before.admin.amountPaid) - cents(before.admin.finalPrice);
    const paypal = heldByMethod(before.activity).paypalCents;
    const most = Math.min(over, paypal);
    const amount = most > 0 && rng.chance(0.7) ? rng.int(1, most) : Math.max(0, over) + rng.int(1, 5_000);
    const res = await admin
      .post(`/api/admin/bookings/${id}/refund-overpayment`)
      .send({ amount: centsToDollars(amount) });
    if (before.admin.status === 'cancelled' || amount > over || amount > paypal) return refused(res, id, before, where);
    expect({ where, status: res.status, body: res.body }).toMatchObject({
      where,
      status: 200,
      body: { refundAmount: centsToDollars(amount), refundFailed: false },
    });
    return 'done';
  };

  /** The parent in time, or an admin with a refund of their choosing: what is done is what was promised. */
  const cancel: Step = async ({ id }, rng, before, where) => {
    const byParent = rng.chance(0.5);
    const refundable = cents(before.activity.refundable);
    let promised: MoneyHeld;
    let res: request.Response;
    if (byParent) {
      promised = refundSplitCents(before.page.policy.refundNowSplit);
      res = await cancelThroughLink(bed.t, id);
    } else {
      const tooMuch = rng.chance(0.3);
      const amount = tooMuch ? refundable + rng.int(1, 5_000) : rng.int(0, refundable);
      promised = splitRefund(amount, refundSplitCents(before.activity.refundableSplit));
      res = await admin
        .post(`/api/admin/bookings/${id}/cancel`)
        .send({ reason: 'Property test', ...(amount > 0 && { refund: centsToDollars(amount) }) });
      if (tooMuch && before.admin.status !== 'cancelled') return refused(res, id, before, where);
    }
    if (before.admin.status === 'cancelled') return refused(res, id, before, where);
    expect({ where, status: res.status, body: res.body }).toMatchObject({
      where,
      status: 200,
      body: { refundFailed: false },
    });
    const total = heldTotalCents(promised);
    expect({ where, refund: cents(res.body.refundAmount) }).toEqual({ where, refund: total });
    const after = await read(id);
    expect({ where, done: doneBy(before.activity, after.activity) }).toEqual({ where, done: promised });
    return 'done';
  };

  const STEPS_DRAWN: [Step, number][] = [
    [editGuests, 3],
    [payPayPal, 3],
    [payOffline, 3],
    [reverseOffline, 2],
    [refundOverpayment, 2],
    [cancel, 2],
  ];
  const draw = (rng: Rng): Step => {
    const total = STEPS_DRAWN.reduce((sum, [, weight]) => sum + weight, 0);
    let at = rng.next() * total;
    for (const [step, weight] of STEPS_DRAWN) if ((at -= weight) < 0) return step;
    return cancel;
  };

  it(
    `keeps one truthful ledger over ${RUNS} runs of up to ${STEPS} steps (seed ${SEED})`,
    async () => {
      const outcomes = new Map<string, Outcome[]>();
      for (let r = 0; r < RUNS; r++) {
        const rng = prng(SEED + r);
        const parent = request.agent(bed.t.server);
        const body = bookingPayload(bed.games, { guestCount: rng.int(8, 24) });
        const { body: booking } = await parent.post('/api/bookings').send(body).expect(201);
        const run: Run = { id: booking.id, parent, body };
        const steps = rng.int(Math.ceil(STEPS / 2), STEPS);
        const names: string[] = [];
        check(await read(run.id), `run ${r} (seed ${SEED + r}) created`);
        for (let s = 0; s < steps; s++) {
          // Most bookings are paid through PayPal first: the money the other steps then move.
          const step = s === 0 && rng.chance(0.6) ? payPayPal : draw(rng);
          names.push(step.name);
          const where = `run ${r} (seed ${SEED + r}) step ${s}: ${names.join(' → ')}`;
          const outcome = await step(run, rng, await read(run.id), where);
          outcomes.set(step.name, [...(outcomes.get(step.name) ?? []), outcome]);
          check(await read(run.id), where);
        }
      }
      // The draws exercised every kind of step, each both made and refused: a sequence that never pays or never
      // cancels would check nothing of what matters.
      for (const [step] of RUNS >= 12 ? STEPS_DRAWN : []) {
        expect({ step: step.name, outcomes: [...new Set(outcomes.get(step.name))].sort() }).toMatchObject({
          step: step.name,
          outcomes: expect.arrayContaining(['done', 'refused']),
        });
      }
    },
    Math.max(600_000, RUNS * STEPS * 2_000),
  );
});
