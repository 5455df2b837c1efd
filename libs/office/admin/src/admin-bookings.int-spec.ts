import request from 'supertest';
import {
  ADMIN_BOOKINGS_MESSAGES as M,
  BOOKING_MESSAGES,
  shortBookingId,
  type AdminBooking,
  type AdminBookingDetail,
  type Booking,
} from '@app/contracts';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  daysFromToday,
  loginAsAdmin,
  registerUser,
  startTestApp,
  TestApp,
  unique,
} from '@app/testing';
import { AdminModule } from './admin.module';

/**
 * GET /api/admin/stats and /api/admin/bookings: SQL aggregates, server-side paging, sorts, filters. The figures
 * themselves, exact: admin-figures.int-spec.ts.
 */
describe('admin bookings', () => {
  let t: TestApp;
  let admin: Agent;
  let games: number[];
  /** Five bookings of this run, found by a unique family name; created in this order. */
  let family: string;
  let made: Booking[];

  const list = (query: Record<string, string | number>) => admin.get('/api/admin/bookings').query(query).expect(200);
  const ids = (res: request.Response) => (res.body as Booking[]).map((b) => b.id);
  const madeIds = (...indexes: number[]) => indexes.map((i) => made[i].id);

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule] });
    admin = await loginAsAdmin(t.server);
    games = await catalogueGameIds(t.server);
    family = unique('Fam');
    // Event dates and prices deliberately out of creation order, so each sort gives a different order.
    const shapes = [
      { days: 50, guests: 10, child: 'Zoé' },
      { days: 40, guests: 30, child: 'Ben' },
      { days: 60, guests: 20, child: 'Cleo' },
      { days: 45, guests: 16, child: 'Dev' },
      { days: 55, guests: 17, child: 'Eli' },
    ];
    made = [];
    for (const [i, s] of shapes.entries()) {
      const body = bookingPayload(games.slice(0, 3), {
        parentName: `Pat ${family}`,
        parentEmail: `p${i}.${family.toLowerCase()}@example.com`,
        childName: s.child,
        eventDate: daysFromToday(s.days),
        guestCount: s.guests,
      });
      made.push((await admin.post('/api/bookings').send(body).expect(201)).body);
    }
    await t.dataSource.query(`UPDATE bookings SET status = 'confirmed' WHERE id = ANY($1::uuid[])`, [madeIds(1, 3)]);
    await t.dataSource.query(`UPDATE bookings SET status = 'cancelled' WHERE id = $1`, [made[4].id]);
  });
  afterAll(() => t.close());

  describe('GET /api/admin/stats', () => {
    it('answers the live figures over HTTP, never cached', async () => {
      const res = await admin.get('/api/admin/stats').expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body.totalBookings).toBeGreaterThanOrEqual(5);
      expect(res.body.totalRevenue).toMatch(/^\d+\.\d{2}$/);
    });
  });

  describe('GET /api/admin/bookings', () => {
    it('without parameters answers the whole list (docs/product/api.md#the-api), newest first, with X-Total-Count and no Link', async () => {
      const res = await admin.get('/api/admin/bookings').expect(200);
      const all = res.body as Booking[];
      expect(Number(res.headers['x-total-count'])).toBe(all.length);
      expect(res.headers.link).toBeUndefined();
      const ours = all.filter((b) => b.parentName === `Pat ${family}`).map((b) => b.id);
      expect(ours).toEqual(madeIds(4, 3, 2, 1, 0));
    });

    it("says each row's payment state from its amounts: Unpaid, Deposit, Paid, Refunded", async () => {
      const money = (i: number, paid: string, status: string) =>
        t.dataSource.query(
          `UPDATE bookings SET amount_paid_cents = ${paid}, balance_due_cents = final_cents - ${paid},
             payment_status = $2 WHERE id = $1`,
          [made[i].id, status],
        );
      await money(0, 'final_cents / 2', 'deposit_paid');
      await money(1, 'final_cents', 'completed');
      await money(2, '0', 'refunded');
      const rows = (await list({ q: family, sort: 'createdAt' })).body as AdminBooking[];
      expect(rows.map((b) => b.payment)).toEqual(['deposit', 'paid', 'refunded', 'unpaid', 'unpaid']);
      // The whole list (no parameters, docs/product/api.md#the-api) carries the same rows, payment state included.
      const whole = ((await admin.get('/api/admin/bookings').expect(200)).body as AdminBooking[]).filter(
        (b) => b.parentName === `Pat ${family}`,
      );
      expect(whole).toEqual([...rows].reverse());
      const detail = await admin.get(`/api/admin/bookings/${made[1].id}`).expect(200);
      expect(detail.body.payment).toBe('paid');
      await t.dataSource.query(
        `UPDATE bookings SET amount_paid_cents = 0, balance_due_cents = final_cents, payment_status = 'unpaid'
         WHERE id = ANY($1::uuid[])`,
        [madeIds(0, 1, 2)],
      );
    });

    it('pages with X-Total-Count and RFC 8288 Link headers that keep the other parameters', async () => {
      const first = await list({ q: family, pageSize: 2 });
      expect(ids(first)).toEqual(madeIds(4, 3));
      expect(first.headers['x-total-count']).toBe('5');
      const link = (rel: string, page: number) =>
        `</api/admin/bookings?q=${family}&pageSize=2&page=${page}>; rel="${rel}"`;
      expect(first.headers.link).toBe([link('first', 1), link('next', 2), link('last', 3)].join(', '));
      const second = await list({ q: family, pageSize: 2, page: 2 });
      expect(ids(second)).toEqual(madeIds(2, 1));
      expect(second.headers.link).toBe(
        [link('first', 1), link('prev', 1), link('next', 3), link('last', 3)].join(', '),
      );
      const last = await list({ q: family, pageSize: 2, page: 3 });
      expect(ids(last)).toEqual(madeIds(0));
      const beyond = await list({ q: family, pageSize: 2, page: 9 });
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('5');
    });

    it('a parameter without page answers page 1 of 25 in the shape of the whole list, with the payment state', async () => {
      const res = await list({ q: family });
      expect(ids(res)).toEqual(madeIds(4, 3, 2, 1, 0));
      const listed = (res.body as AdminBooking[]).find((b) => b.id === made[0].id)!;
      const { pricing: _pricing, ...asCreated } = made[0] as Booking & { pricing: unknown };
      expect(listed).toEqual({ ...asCreated, payment: 'unpaid' });
    });

    it.each([
      ['-createdAt', [4, 3, 2, 1, 0]],
      ['createdAt', [0, 1, 2, 3, 4]],
      ['eventDate', [1, 3, 0, 4, 2]],
      ['-eventDate', [2, 4, 0, 3, 1]],
      ['price', [0, 3, 4, 2, 1]],
      ['-price', [1, 2, 4, 3, 0]],
    ])('sorts by %s', async (sort, order) => {
      expect(ids(await list({ q: family, sort }))).toEqual(madeIds(...order));
    });

    it('filters by status', async () => {
      expect(ids(await list({ q: family, status: 'confirmed' }))).toEqual(madeIds(3, 1));
      expect(ids(await list({ q: family, status: 'cancelled' }))).toEqual(madeIds(4));
      expect(ids(await list({ q: family, status: 'pending', sort: 'createdAt' }))).toEqual(madeIds(0, 2));
    });

    it('filters by event date range, both ends inclusive', async () => {
      const from = daysFromToday(45);
      const to = daysFromToday(55);
      expect(ids(await list({ q: family, from, to, sort: 'eventDate' }))).toEqual(madeIds(3, 0, 4));
      expect(ids(await list({ q: family, from: daysFromToday(56), sort: 'eventDate' }))).toEqual(madeIds(2));
      expect(ids(await list({ q: family, to: daysFromToday(40) }))).toEqual(madeIds(1));
    });

    it('searches parent name, child name and e-mail in any case, and the short id', async () => {
      expect(ids(await list({ q: family.toUpperCase() }))).toHaveLength(5);
      expect(ids(await list({ q: `${family} ` }))).toHaveLength(5);
      expect(ids(await list({ q: `p3.${family}` }))).toEqual(madeIds(3));
      const zoe = await list({ q: 'zoé', status: 'pending' });
      expect(ids(zoe)).toContain(made[0].id);
      expect(ids(await list({ q: shortBookingId(made[2].id) }))).toEqual(madeIds(2));
      expect(ids(await list({ q: `#${shortBookingId(made[2].id).toLowerCase()}` }))).toEqual(madeIds(2));
      // LIKE's wildcards are plain characters in a search.
      expect((await list({ q: `${family}%` })).body).toEqual([]);
      expect((await list({ q: `${family.slice(0, 3)}_${family.slice(4)}` })).body).toEqual([]);
    });

    it('combines filters', async () => {
      const res = await list({ q: family, status: 'pending', from: daysFromToday(55), sort: '-price' });
      expect(ids(res)).toEqual(madeIds(2));
      expect(res.headers['x-total-count']).toBe('1');
    });

    it.each([
      [{ page: 0 }, 'page', M.page],
      [{ page: 'two' }, 'page', M.page],
      [{ page: 1.5 }, 'page', M.page],
      [{ pageSize: 101 }, 'pageSize', M.pageSize],
      [{ pageSize: 0 }, 'pageSize', M.pageSize],
      [{ sort: 'name' }, 'sort', M.sort],
      [{ status: 'done' }, 'status', M.status],
      [{ from: '2026-02-30' }, 'from', M.from],
      [{ to: 'tomorrow' }, 'to', M.to],
      [{ from: '2026-06-02', to: '2026-06-01' }, 'to', M.range],
      [{ q: 'x'.repeat(101) }, 'q', M.q],
      [{ colour: 'red' }, 'colour', 'colour is not an accepted field'],
    ])('400 for %j with a clear message', async (query, field, message) => {
      const res = await admin.get('/api/admin/bookings').query(query).expect(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    });
  });

  describe('GET /api/admin/bookings/:id', () => {
    it('answers every field, the games by name and the stored pricing breakdown', async () => {
      const res = await admin.get(`/api/admin/bookings/${made[1].id}`).expect(200);
      const detail = res.body as AdminBookingDetail;
      const { pricing, ...booking } = made[1] as Booking & { pricing: AdminBookingDetail['pricing'] };
      expect(detail).toMatchObject({ ...booking, status: 'confirmed', pricing });
      expect(detail.games).toEqual(games.slice(0, 3).map((id) => ({ id, name: expect.any(String), custom: false })));
      expect(detail.intensity).toBe('medium');
    });

    it('marks custom games', async () => {
      const submitted = await admin
        .post('/api/custom-games')
        .send({ name: unique('Sock Toss '), description: 'Throw socks into a laundry basket.', equipment: [] })
        .expect(201);
      const booked = await admin
        .post('/api/bookings')
        .send(bookingPayload([games[0], games[1], `custom-${submitted.body.id}`]))
        .expect(201);
      const detail = (await admin.get(`/api/admin/bookings/${booked.body.id}`).expect(200)).body as AdminBookingDetail;
      expect(detail.games[2]).toEqual({ id: submitted.body.id, name: submitted.body.name, custom: true });
      expect(detail.selectedGames[2]).toBe(submitted.body.name);
    });

    it("names the booking's account by name and e-mail, not a raw id; none when booked without one", async () => {
      const { agent, user } = await registerUser(t.server, { firstName: 'Sam', lastName: 'Rivera' });
      const mine = (
        await agent
          .post('/api/bookings')
          .send(bookingPayload(games.slice(0, 3)))
          .expect(201)
      ).body;
      const detail = (await admin.get(`/api/admin/bookings/${mine.id}`).expect(200)).body as AdminBookingDetail;
      expect(detail.account).toEqual({ id: user.id, username: user.username, name: 'Sam Rivera', email: user.email });

      const anonymous = await request(t.server)
        .post('/api/bookings')
        .send(bookingPayload(games.slice(0, 3)));
      expect(anonymous.status).toBe(201);
      const without = (await admin.get(`/api/admin/bookings/${anonymous.body.id}`).expect(200)).body;
      expect(without).toMatchObject({ userId: null, account: null });
    });

    it('404 for an unknown id or something that is not one', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
        const res = await admin.get(`/api/admin/bookings/${id}`).expect(404);
        expect(res.body).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: BOOKING_MESSAGES.notFound });
      }
    });

    it('is refused to a user (403) and to anonymous callers (401)', async () => {
      const { agent } = await registerUser(t.server);
      await agent.get(`/api/admin/bookings/${made[0].id}`).expect(403);
      await request(t.server).get(`/api/admin/bookings/${made[0].id}`).expect(401);
    });
  });
});
