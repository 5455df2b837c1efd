import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import type { AdminExport, Roster, ShirtOrder, ShirtOrderEvent } from '@app/contracts';
import {
  type Agent,
  bookingPayload,
  catalogueGameIds,
  loginAsAdmin,
  pdfText,
  registerUser,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  type TestApp,
  waitFor,
} from '@app/testing';
import { AdminModule, AdminWorkerModule } from './admin.module';
import { SHIRT_ORDER_HEADERS } from './shirt-order-csv';

const SHIRTS = { photography: false, videography: false, customShirts: true, customAwards: false };
const none = { YXS: 0, YS: 0, YM: 0, YL: 0, YXL: 0, AS: 0, AM: 0, AL: 0, AXL: 0 };
/** The rows of a CSV whose cells hold no comma, quote or line break (this suite's), keyed by header. */
function csvRows(text: string): Record<string, string>[] {
  expect(text.startsWith('\ufeff')).toBe(true);
  const [header, ...lines] = text
    .slice(1)
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
  return lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i]])));
}
const child = (firstName: string, shirtSize: string | null, attending = true) => ({
  firstName,
  shirtSize,
  notes: null,
  photoConsent: true,
  attending,
});

/**
 * GET /api/admin/shirt-orders: the sizes each event with custom shirts needs, from its roster, and the period's totals;
 * the CSV; marking shirts ordered and the flag a later roster change raises.
 */
describe('the business shirt order', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let games: number[];

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule] });
    // The export suites' Redis database (Redis has 16, all claimed): only export writers run there, and a Jest worker
    // runs one suite at a time.
    worker = await startTestWorker({
      imports: [AdminWorkerModule],
      overrides: { REDIS_URL: spareRedisUrl('exports') },
    });
    admin = await loginAsAdmin(t.server);
    games = await catalogueGameIds(t.server);
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const book = async (overrides: Record<string, unknown>) => {
    const res = await request(t.server)
      .post('/api/bookings')
      .send(bookingPayload(games.slice(0, 3), { guestCount: 4, ...overrides }))
      .expect(201);
    return { id: res.body.id as string, eventDate: res.body.eventDate as string };
  };
  const putRoster = async (id: string, children: unknown[]) => {
    const { version } = (await admin.get(`/api/bookings/${id}/roster`).expect(200)).body as Roster;
    await admin.put(`/api/bookings/${id}/roster`).send({ version, children }).expect(200);
  };
  const periodOf = (days: string[]) => `from=${[...days].sort()[0]}&to=${[...days].sort().at(-1)}`;
  const order = async (period: string) =>
    (await admin.get(`/api/admin/shirt-orders?${period}`).expect(200)).body as ShirtOrder;
  const eventOf = (o: ShirtOrder, id: string) => o.events.find((e) => e.bookingId === id) as ShirtOrderEvent;

  /** Two parties with shirts (one not fully sized), one without, one cancelled: only the first two are ordered. */
  const fourParties = async () => {
    const maya = await book({ addOns: SHIRTS, childName: 'Maya Lopez', guestCount: 4 });
    const leo = await book({ addOns: SHIRTS, childName: 'Leo', guestCount: 5 });
    const plain = await book({});
    const cancelled = await book({ addOns: SHIRTS });
    await putRoster(maya.id, [child('Maya', 'YM'), child('Sam', 'YM'), child('Ana', 'AS'), child('Kai', 'YL', false)]);
    await putRoster(leo.id, [child('Leo', 'YXS'), child('Ivy', null)]);
    await putRoster(plain.id, [child('Bo', 'AL')]);
    await putRoster(cancelled.id, [child('Cy', 'AXL')]);
    await admin.post(`/api/admin/bookings/${cancelled.id}/cancel`).send({ reason: 'Rained out' }).expect(200);
    return { maya, leo, plain, cancelled, period: periodOf([maya, leo, plain, cancelled].map((b) => b.eventDate)) };
  };

  it('counts each event’s sized attending children and the ones without a size, and totals them in size order', async () => {
    const { maya, leo, plain, cancelled, period } = await fourParties();
    const o = await order(period);
    const ids = o.events.map((e) => e.bookingId);
    expect(ids).toEqual(expect.arrayContaining([maya.id, leo.id]));
    expect(ids).not.toContain(plain.id);
    expect(ids).not.toContain(cancelled.id);
    expect(eventOf(o, maya.id)).toEqual({
      bookingId: maya.id,
      shortId: maya.id.slice(-8).toUpperCase(),
      eventDate: maya.eventDate,
      eventTime: expect.any(String),
      childFirstName: 'Maya',
      childrenBooked: 4,
      sizes: { ...none, YM: 2, AS: 1 },
      missing: 1,
      orderedAt: null,
      changedSinceOrdered: [],
    });
    expect(eventOf(o, leo.id)).toMatchObject({ childrenBooked: 5, sizes: { ...none, YXS: 1 }, missing: 4 });
    // The totals are the listed events' sums (other suites' parties may share the days).
    const sum = { ...none };
    for (const e of o.events) for (const s of Object.keys(none) as (keyof typeof none)[]) sum[s] += e.sizes[s];
    expect(o.totals).toEqual(sum);
    expect(o.totals.YM).toBeGreaterThanOrEqual(2);
    expect(o.missing).toBe(o.events.reduce((n, e) => n + e.missing, 0));
    expect(Object.keys(o.totals)).toEqual(['YXS', 'YS', 'YM', 'YL', 'YXL', 'AS', 'AM', 'AL', 'AXL']);
  });

  it('answers the CSV with people’s words for the sizes and the codes in their own columns, by Accept or .csv', async () => {
    const { maya, leo, period } = await fourParties();
    const byAccept = await admin.get(`/api/admin/shirt-orders?${period}`).set('Accept', 'text/csv').expect(200);
    const byPath = await admin.get(`/api/admin/shirt-orders.csv?${period}`).expect(200);
    for (const res of [byAccept, byPath]) {
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment; filename="shirt-order-');
    }
    expect(byAccept.text).toBe(byPath.text);
    expect(byPath.text.slice(1).split('\n')[0]).toBe(SHIRT_ORDER_HEADERS.join(','));
    const rows = csvRows(byPath.text);
    const mine = (id: string) => rows.filter((r) => r.booking_id === id).map((r) => [r.Size, r.Shirts, r.size_code]);
    expect(mine(maya.id)).toEqual([
      ['Youth M', '2', 'YM'],
      ['Adult S', '1', 'AS'],
      ['No size yet', '1', ''],
    ]);
    expect(mine(leo.id)).toEqual([
      ['Youth XS', '1', 'YXS'],
      ['No size yet', '4', ''],
    ]);
    const mayaRow = rows.find((r) => r.booking_id === maya.id)!;
    expect(mayaRow).toMatchObject({
      'Short ID': maya.id.slice(-8).toUpperCase(),
      Child: 'Maya',
      'Children Booked': '4',
    });
    expect(rows.filter((r) => r['Short ID'] === 'Total').map((r) => r.Size)).toContain('Youth M');
  });

  it('keeps the sizes when marked ordered (audited) and flags the sizes a later roster change moved', async () => {
    const { maya, leo, period } = await fourParties();
    const marked = await admin
      .post('/api/admin/shirt-orders/ordered')
      .send({ bookingIds: [maya.id, leo.id] })
      .expect(200);
    expect(marked.body).toHaveLength(2);
    let o = await order(period);
    expect(eventOf(o, maya.id)).toMatchObject({ orderedAt: expect.any(String), changedSinceOrdered: [] });
    const activity = (await admin.get(`/api/admin/bookings/${maya.id}/activity`).expect(200)).body;
    expect(activity.history.at(-1)).toMatchObject({
      action: 'shirts-ordered',
      after: { YM: 2, AS: 1, missing: 1 },
    });

    // Sam grows a size and Ana leaves: Youth M, Youth L and Adult S differ from the order; Leo's party did not change.
    await putRoster(maya.id, [child('Maya', 'YM'), child('Sam', 'YL'), child('Kai', 'YL', false)]);
    o = await order(period);
    expect(eventOf(o, maya.id).changedSinceOrdered).toEqual(['YM', 'YL', 'AS']);
    expect(eventOf(o, leo.id).changedSinceOrdered).toEqual([]);
    const csv = await admin.get(`/api/admin/shirt-orders.csv?${period}`).expect(200);
    expect(csv.text).toContain('Youth M; Youth L; Adult S');
  });

  it('prints the period’s order as a PDF through the exports job (the worker’s renderer), downloaded by its admin', async () => {
    const { maya, leo } = await fourParties();
    const period = { from: maya.eventDate, to: maya.eventDate };
    const started = await admin.post('/api/admin/shirt-orders/pdf').send(period).expect(202);
    expect(started.body).toMatchObject({ kind: 'shirt-order-pdf', status: 'queued', filters: period });
    const done = await waitFor(
      async () => {
        const res = await admin.get(`/api/admin/exports/${started.body.id}`).expect(200);
        return (res.body as AdminExport).status === 'done' && (res.body as AdminExport);
      },
      30_000,
      'shirt order PDF done',
    );
    const res = await admin
      .get(done.downloadUrl!)
      .buffer(true)
      .parse((stream, cb) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="shirt-order-${period.from}-to-${period.to}.pdf"`,
    );
    const text = (await pdfText(res.body as Buffer)).replace(/\s+/g, ' ');
    expect(text).toContain('Shirt order');
    expect(text).toContain(maya.id.slice(-8).toUpperCase());
    expect(text).toContain('Youth M');
    expect(text).toContain('Adult S');
    if (leo.eventDate !== maya.eventDate) expect(text).not.toContain(leo.id.slice(-8).toUpperCase());
    // The totals row: every event of the day's children booked, the sizes, the unsized.
    const o = await order(`from=${period.from}&to=${period.to}`);
    const booked = o.events.reduce((n, e) => n + e.childrenBooked, 0);
    const sized = Object.values(o.totals).filter((n) => n > 0);
    expect(text).toContain(['Total', booked, ...sized, o.missing].join(' '));
  });

  it('is for admins only, marks only events of a shirt order and validates the period as the figures do', async () => {
    const { plain, maya } = await fourParties();
    const { agent: parent } = await registerUser(t.server);
    await parent.get('/api/admin/shirt-orders').expect(403);
    await parent.get('/api/admin/shirt-orders.csv').expect(403);
    await parent
      .post('/api/admin/shirt-orders/ordered')
      .send({ bookingIds: [maya.id] })
      .expect(403);
    await request(t.server).get('/api/admin/shirt-orders').expect(401);
    await admin
      .post('/api/admin/shirt-orders/ordered')
      .send({ bookingIds: [plain.id] })
      .expect(404);
    await admin.post('/api/admin/shirt-orders/ordered').send({ bookingIds: [] }).expect(400);
    await admin.get('/api/admin/shirt-orders?from=2030-02-01').expect(400);
    await admin.get('/api/admin/shirt-orders?from=2030-02-10&to=2030-02-01').expect(400);
  });
});
