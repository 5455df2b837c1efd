import type { EntityManager } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ADMIN_STATS_MESSAGES as M, type AdminStats } from '@app/contracts';
import { Agent, loginAsAdmin, startTestApp, TestApp } from '@app/testing';
import { AdminModule } from './admin.module';
import { AdminStatsService } from './admin-stats.service';

/** A payment of a booking: amount, status, method, when captured, and its refunds [amount, when]; cents, ISO instants. */
interface PaymentRow {
  cents: number;
  status?: string;
  method?: string;
  capturedAt?: string;
  refunds?: [cents: number, at: string][];
}

/** A booking as the figures read it; money in cents, `createdAt` an ISO instant. */
interface BookingRow {
  status: string;
  userId?: string | null;
  totalCents: number;
  /** After the promo code; the total when left out. */
  finalCents?: number;
  createdAt?: string;
  eventDate?: string;
  eventTime?: string;
  payments?: PaymentRow[];
}

/** America/Chicago's instants around March 2026: CST (UTC-6) on the 1st, CDT (UTC-5) from the 8th on. */
const MARCH = { from: '2026-03-01', to: '2026-03-31' };
const BEFORE_MARCH = '2026-03-01T05:59:59Z'; // Feb 28, 11:59:59 PM in Chicago
const MARCH_FIRST = '2026-03-01T06:00:00Z'; // Mar 1, midnight in Chicago
const MARCH_LAST = '2026-04-01T04:59:59Z'; // Mar 31, 11:59:59 PM in Chicago
const AFTER_MARCH = '2026-04-01T05:00:00Z'; // Apr 1, midnight in Chicago
const IN_MARCH = '2026-03-15T17:00:00Z';
const U1 = '11111111-1111-4111-8111-111111111111';
const U2 = '22222222-2222-4222-8222-222222222222';

/**
 * GET /api/admin/stats (figures for a period): the four cards (docs/product/pages.md#routes) as
 * docs/product/admin.md#figures defines them, and a period's collected revenue net of refunds, booked value, counts by
 * status and the coming week's events, exact over bookings and payments built for each case.
 */
describe('admin figures', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule] });
    admin = await loginAsAdmin(t.server);
    // The boundaries below are Chicago's; the suite's business zone is the configuration's default.
    expect(t.app.get<AppConfig>(APP_CONFIG).business.timeZone).toBe('America/Chicago');
  });
  afterAll(() => t.close());

  async function insert(m: EntityManager, row: BookingRow): Promise<void> {
    const paid = (row.payments ?? [])
      .filter((p) => (p.status ?? 'captured') === 'captured')
      .reduce((sum, p) => sum + p.cents - (p.refunds ?? []).reduce((r, [cents]) => r + cents, 0), 0);
    const final = row.finalCents ?? row.totalCents;
    const [{ id }]: { id: string }[] = await m.query(
      `INSERT INTO bookings (user_id, owner_token, status, parent_name, parent_email, parent_phone, child_name,
         child_age, event_date, event_time, guest_count, event_type, location_address, location_city, location_state,
         location_zip_code, location_space_details, package_cents, extra_guests_cents, photography_cents,
         videography_cents, custom_shirts_cents, custom_awards_cents, large_group_discount_cents, total_cents,
         duration_minutes, promo_discount_cents, final_cents, amount_paid_cents, balance_due_cents, created_at)
       VALUES ($1, gen_random_uuid(), $2, 'Pat Lee', 'p@example.com', '5551234567', 'Mia', 8, $3, $4, 10,
         'birthday', 'a', 'b', 'TX', '78701', 'yard space', $5::int, 0, 0, 0, 0, 0, 0, $5, 90, $5::int - $6::int,
         $6, $7::int, greatest($6::int - $7::int, 0), $8)
       RETURNING id`,
      [
        row.userId ?? null,
        row.status,
        row.eventDate ?? '2030-01-01',
        row.eventTime ?? '14:00',
        row.totalCents,
        final,
        paid,
        row.createdAt ?? IN_MARCH,
      ],
    );
    for (const p of row.payments ?? []) {
      const refunds = p.refunds ?? [];
      const [{ id: paymentId }]: { id: string }[] = await m.query(
        `INSERT INTO payments (booking_id, method, plan, status, amount_cents, refunded_cents, paypal_order_id,
           invoice_id, captured_at)
         VALUES ($1, $2, 'full', $3, $4, $5, gen_random_uuid()::text, gen_random_uuid()::text, $6)
         RETURNING id`,
        [
          id,
          p.method ?? 'paypal',
          p.status ?? 'captured',
          p.cents,
          refunds.reduce((r, [cents]) => r + cents, 0),
          (p.status ?? 'captured') === 'captured' ? (p.capturedAt ?? IN_MARCH) : null,
        ],
      );
      for (const [cents, at] of refunds) {
        await m.query(
          `INSERT INTO payment_refunds (payment_id, refund_id, amount_cents, refunded_at)
           VALUES ($1, gen_random_uuid()::text, $2, $3)`,
          [paymentId, cents, at],
        );
      }
    }
  }

  /**
   * The figures over exactly these rows, on `now`: temporary tables shadow the real ones inside the transaction
   * (pg_temp comes first on the search path), whatever other suites store meanwhile. They copy no CHECK, so a payment
   * may carry a method this build does not take yet (cash).
   */
  const statsOf = (rows: BookingRow[], query: { from?: string; to?: string } = {}, now = new Date(IN_MARCH)) =>
    t.dataSource.transaction(async (m): Promise<AdminStats> => {
      for (const table of ['bookings', 'payments', 'payment_refunds']) {
        await m.query(`CREATE TEMP TABLE ${table} (LIKE public.${table} INCLUDING DEFAULTS) ON COMMIT DROP`);
      }
      for (const row of rows) await insert(m, row);
      return t.app.get(AdminStatsService).stats(query, now, m);
    });

  it("keeps the four all-time cards as defined: every booking's totalPrice, its mean, unique owners", async () => {
    const stats = await statsOf([
      { status: 'confirmed', userId: U1, totalCents: 40000, finalCents: 30000 },
      { status: 'pending', userId: U1, totalCents: 60000 },
      { status: 'pending', userId: U2, totalCents: 80000, payments: [{ cents: 80000, status: 'failed' }] },
      // Cancelled bookings stay in the all-time sum of totalPrice; the period's booked value is where they book
      // nothing.
      { status: 'cancelled', userId: null, totalCents: 19999 },
    ]);
    expect(stats).toMatchObject({
      totalBookings: 4,
      confirmedBookings: 1,
      totalRevenue: '1999.99',
      averageBookingValue: '500.00',
      activeUsers: 2,
    });
    expect(await statsOf([])).toMatchObject({
      totalBookings: 0,
      confirmedBookings: 0,
      totalRevenue: '0.00',
      collectedRevenue: '0.00',
      averageBookingValue: '0.00',
      activeUsers: 0,
    });
  });

  it('collects the payments captured in the period, any method, less the refunds made in it', async () => {
    const { period, collectedRevenue } = await statsOf(
      [
        // Paid in full in March, $50 of it refunded in March.
        { status: 'confirmed', totalCents: 40000, payments: [{ cents: 40000, refunds: [[5000, IN_MARCH]] }] },
        // Cash on the day and a bank transfer: captured payments like any other.
        {
          status: 'confirmed',
          totalCents: 60000,
          payments: [
            { cents: 30000, method: 'cash', capturedAt: MARCH_FIRST },
            { cents: 30000, method: 'bank-transfer', capturedAt: MARCH_LAST },
          ],
        },
        // Paid in February, refunded in March: the refund lowers March, the payment is February's.
        {
          status: 'cancelled',
          totalCents: 20000,
          payments: [{ cents: 20000, capturedAt: BEFORE_MARCH, refunds: [[19000, IN_MARCH]] }],
        },
        // Paid in March, refunded in April: March keeps it.
        { status: 'confirmed', totalCents: 10000, payments: [{ cents: 10000, refunds: [[10000, AFTER_MARCH]] }] },
        // Captured the first instant of April; a declined payment collects nothing.
        { status: 'confirmed', totalCents: 7000, payments: [{ cents: 7000, capturedAt: AFTER_MARCH }] },
        { status: 'pending', totalCents: 9000, payments: [{ cents: 9000, status: 'failed' }] },
      ],
      MARCH,
    );
    expect(period).toMatchObject({
      ...MARCH,
      timeZone: 'America/Chicago',
      capturedRevenue: '1100.00', // 400 + 300 + 300 + 100
      refundedRevenue: '240.00', // 50 + 190
      collectedRevenue: '860.00',
    });
    // All time: 400 + 600 + 200 + 100 + 70 captured, 50 + 190 + 100 back.
    expect(collectedRevenue).toBe('1030.00');
  });

  it('books the final prices of the confirmed and completed bookings made in the period; holds and cancellations book nothing', async () => {
    const { period } = await statsOf(
      [
        // $100 off with a promo code: booked after the discount.
        { status: 'confirmed', totalCents: 60000, finalCents: 50000, createdAt: MARCH_FIRST },
        { status: 'confirmed', totalCents: 40000, createdAt: MARCH_LAST },
        // A party that ran was confirmed first: its price stays booked.
        { status: 'completed', totalCents: 25000, createdAt: IN_MARCH },
        { status: 'pending', totalCents: 80000, createdAt: IN_MARCH },
        { status: 'pending', totalCents: 80000, createdAt: IN_MARCH },
        { status: 'cancelled', totalCents: 30000, createdAt: IN_MARCH },
        // Made just outside March, on either side.
        { status: 'confirmed', totalCents: 70000, createdAt: BEFORE_MARCH },
        { status: 'confirmed', totalCents: 70000, createdAt: AFTER_MARCH },
      ],
      MARCH,
    );
    expect(period.bookedValue).toBe('1150.00');
    expect(period.bookingsByStatus).toEqual({ pending: 2, confirmed: 2, completed: 1, cancelled: 1 });
  });

  it("reads this month of the business's calendar when no period is given", async () => {
    // 4:30 AM UTC on April 1 is still March 31 in Chicago.
    const { period } = await statsOf(
      [{ status: 'confirmed', totalCents: 40000, createdAt: MARCH_LAST }],
      {},
      new Date('2026-04-01T04:30:00Z'),
    );
    expect(period).toMatchObject({ ...MARCH, bookedValue: '400.00' });
  });

  it("lists the coming week's events that stand, soonest first", async () => {
    const now = new Date('2026-03-10T15:00:00Z'); // Tuesday, March 10 in Chicago
    const event = (eventDate: string, eventTime: string, status = 'confirmed'): BookingRow => ({
      status,
      totalCents: 40000,
      eventDate,
      eventTime,
    });
    const { upcoming } = await statsOf(
      [
        event('2026-03-16', '10:00'),
        event('2026-03-10', '16:00', 'pending'),
        event('2026-03-10', '09:00'),
        event('2026-03-12', '11:00', 'cancelled'),
        event('2026-03-17', '09:00'), // the eighth day
        event('2026-03-09', '18:00'), // yesterday
      ],
      {},
      now,
    );
    expect(upcoming).toMatchObject({ from: '2026-03-10', to: '2026-03-16' });
    expect(upcoming.events.map((e) => [e.eventDate, e.eventTime, e.status])).toEqual([
      ['2026-03-10', '09:00', 'confirmed'],
      ['2026-03-10', '16:00', 'pending'],
      ['2026-03-16', '10:00', 'confirmed'],
    ]);
    expect(upcoming.events[0]).toMatchObject({ childName: 'Mia', parentName: 'Pat Lee', guestCount: 10 });
  });

  it('answers a period over HTTP, never cached, and refuses half a period or one that ends before it starts', async () => {
    const res = await admin.get('/api/admin/stats').query(MARCH).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((res.body as AdminStats).period).toMatchObject(MARCH);
    const refused = async (query: Record<string, string>) =>
      (await admin.get('/api/admin/stats').query(query).expect(400)).text;
    expect(await refused({ from: '2026-03-01' })).toContain(M.pair);
    expect(await refused({ to: '2026-03-31' })).toContain(M.pair);
    expect(await refused({ from: '2026-03-31', to: '2026-03-01' })).toContain(M.range);
    expect(await refused({ from: '2026-02-30', to: '2026-03-01' })).toContain(M.from);
  });
});
