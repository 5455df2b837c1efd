import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { shortBookingId, type AdminExport, type Booking } from '@app/contracts';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  daysFromToday,
  loginAsAdmin,
  registerUser,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  TestApp,
  unique,
  waitFor,
} from '@app/testing';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AdminModule, AdminWorkerModule } from './admin.module';

const BOM = '\uFEFF';
const HEADER =
  'Booking ID,Short ID,Created (business time),Event Date,Event Time,Parent Name,Parent Email,Parent Phone,' +
  'Child Name,Child Age,Guests,Event Type,Theme,Intensity,Games,Add-ons,Address,Space Details,Special Requests,' +
  'Total,Promo Code,Promo Discount,Final Price,Amount Paid,Balance Due,Status,Cancellation Reason,Payment Status,' +
  'PayPal Order IDs,PayPal Capture IDs,' +
  // The codes after every other column, for tools; the columns above read in words.
  'event_type_code,intensity_code,status_code,payment_status_code,parent_phone_raw';
/** The status as the CSV shows it. */
const STATUS_WORDS: Record<string, string> = { cancelled: 'Cancelled', confirmed: 'Confirmed' };
const REASON = 'Rained out, moving to spring';
const REQUESTS = 'Nut allergy: "no peanuts" please';

/** POST/GET /api/admin/exports: the worker streams the filtered bookings into a CSV the admin downloads. */
describe('admin CSV exports', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let family: string;
  let made: Booking[];
  let gameNames: string;

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule] });
    // Its own Redis database: other suites' test workers cannot run export jobs.
    worker = await startTestWorker({
      imports: [AdminWorkerModule],
      overrides: { REDIS_URL: spareRedisUrl('exports') },
    });
    admin = await loginAsAdmin(t.server);
    const games = (await catalogueGameIds(t.server)).slice(0, 3);
    const names: { name: string }[] = await t.dataSource.query(
      `SELECT name FROM games WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)`,
      [games],
    );
    gameNames = names.map((g) => g.name).join('; ');
    family = unique('Exp');
    made = [];
    for (const [i, child] of ['Zoë Ñúñez', 'Björn'].entries()) {
      const body = bookingPayload(games, {
        parentName: `Renée ${family}`,
        parentEmail: `e${i}.${family.toLowerCase()}@example.com`,
        childName: child,
        eventDate: daysFromToday(30 + i),
        addOns: { photography: i === 1, videography: false, customShirts: false, customAwards: i === 1 },
        ...(i === 1 && { specialRequests: REQUESTS }),
      });
      const res = await admin.post('/api/bookings').send(body);
      expect(res.body).toMatchObject({ childName: child });
      made.push(res.body);
    }
    // 3 games, 10 guests: $400.00; with photography and custom awards $749.00.
    // A formula-looking value, as an attacker could type it into a free-text field.
    await t.dataSource.query(`UPDATE bookings SET location_space_details = 'x', event_theme = $2 WHERE id = $1`, [
      made[0].id,
      '=HYPERLINK("http://evil.example","click")',
    ]);
    await t.dataSource.query(`UPDATE bookings SET status = 'confirmed' WHERE id = $1`, [made[1].id]);
    // The reason lands in the booking's history (libs/base/audit), where the CSV reads it.
    await admin.post(`/api/admin/bookings/${made[0].id}/cancel`).send({ reason: REASON }).expect(200);
  }, 30_000);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const exportDone = async (filters: Record<string, string>) => {
    const started = await admin.post('/api/admin/exports').send(filters).expect(202);
    expect(started.body).toMatchObject({ status: 'queued', progress: 0, filters });
    return waitFor(
      async () => {
        const res = await admin.get(`/api/admin/exports/${started.body.id}`).expect(200);
        return (res.body as AdminExport).status === 'done' && (res.body as AdminExport);
      },
      15_000,
      'export done',
    );
  };
  const download = async (id: string) =>
    admin
      .get(`/api/admin/exports/${id}/download`)
      .buffer(true)
      .parse((res, cb) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => cb(null, Buffer.concat(chunks)));
      })
      .expect(200);

  interface Line {
    createdAt: string;
    theme: string;
    addOns: string;
    space: string;
    requests: string;
    total: string;
    balance: string;
    status: string;
    reason: string;
  }
  const line = (b: Booking, l: Line) =>
    [
      b.id,
      shortBookingId(b.id),
      l.createdAt,
      b.eventDate,
      b.eventTime,
      `Renée ${family}`,
      b.parentEmail,
      '(555) 123-4567',
      b.childName,
      '8',
      '10',
      'Birthday Party',
      l.theme,
      'Competitive',
      gameNames,
      l.addOns,
      '"12 Oak Street, Austin, TX, 78701"',
      l.space,
      l.requests,
      l.total,
      '',
      '0.00',
      l.total,
      '0.00',
      l.balance,
      STATUS_WORDS[l.status],
      l.reason,
      'Unpaid',
      '',
      '',
      'birthday',
      'medium',
      l.status,
      'unpaid',
      '5551234567',
    ].join(',');

  it('writes the exact CSV (BOM, UTF-8 names, neutralised formula) of the filtered bookings, progress 100', async () => {
    const done = await exportDone({ q: family, sort: 'createdAt' });
    expect(done).toMatchObject({ progress: 100, rows: 2, downloadUrl: `/api/admin/exports/${done.id}/download` });
    const res = await download(done.id);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{8}-\d{6}\.csv"$/);

    // The creation time on the business's clock, as the admin reads it on screen.
    const rows: { created: string }[] = await t.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE $2, 'YYYY-MM-DD HH24:MI:SS') AS created
       FROM bookings WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
      [made.map((b) => b.id), t.app.get<AppConfig>(APP_CONFIG).business.timeZone],
    );
    const expected =
      BOM +
      [
        HEADER,
        line(made[0], {
          createdAt: rows[0].created,
          theme: `"'=HYPERLINK(""http://evil.example"",""click"")"`,
          addOns: '',
          space: 'x',
          requests: '',
          total: '400.00',
          balance: '0.00',
          status: 'cancelled',
          reason: `"${REASON}"`,
        }),
        line(made[1], {
          createdAt: rows[1].created,
          theme: '',
          addOns: 'Photography; Custom Awards',
          space: 'Big back yard with grass',
          requests: '"Nut allergy: ""no peanuts"" please"',
          total: '749.00',
          balance: '749.00',
          status: 'confirmed',
          reason: '',
        }),
      ].join('\n') +
      '\n';
    expect((res.body as Buffer).toString('utf8')).toBe(expected);
    expect((res.body as Buffer).subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  }, 30_000);

  it('honours the filters: status, date range and sort', async () => {
    const confirmed = await exportDone({ q: family, status: 'confirmed' });
    expect(confirmed.rows).toBe(1);
    const csv = (await download(confirmed.id)).body.toString('utf8') as string;
    expect(csv).toContain(made[1].id);
    expect(csv).not.toContain(made[0].id);

    const oneDay = await exportDone({ q: family, from: daysFromToday(31), to: daysFromToday(31), sort: '-eventDate' });
    expect(oneDay.rows).toBe(1);

    const newestFirst = await exportDone({ q: family, sort: '-createdAt' });
    const body = (await download(newestFirst.id)).body.toString('utf8') as string;
    expect(body.indexOf(made[1].id)).toBeLessThan(body.indexOf(made[0].id));

    const listed = (await admin.get('/api/admin/exports').expect(200)).body as AdminExport[];
    expect(listed[0].id).toBe(newestFirst.id);
  }, 60_000);

  it("lists each admin's own recent exports only", async () => {
    const { agent: other, user } = await registerUser(t.server);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    const theirs = (await other.post('/api/admin/exports').send({ q: family }).expect(202)).body as AdminExport;
    const mine = (await admin.post('/api/admin/exports').send({ q: family }).expect(202)).body as AdminExport;
    const listOf = async (agent: Agent) =>
      ((await agent.get('/api/admin/exports').expect(200)).body as AdminExport[]).map((e) => e.id);
    expect(await listOf(other)).toEqual([theirs.id]);
    expect(await listOf(admin)).toContain(mine.id);
    expect(await listOf(admin)).not.toContain(theirs.id);
  });

  it("answers another admin's export as a missing one (404): its status and its file are theirs", async () => {
    const { agent: other, user } = await registerUser(t.server);
    await t.dataSource.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [user.id]);
    const theirs = (await other.post('/api/admin/exports').send({ q: family }).expect(202)).body as AdminExport;
    await waitFor(
      async () =>
        ((await other.get(`/api/admin/exports/${theirs.id}`).expect(200)).body as AdminExport).status === 'done',
      15_000,
      'their export done',
    );
    await other.get(`/api/admin/exports/${theirs.id}/download`).expect(200);

    const missing = await admin.get('/api/admin/exports/00000000-0000-4000-8000-000000000000').expect(404);
    const status = await admin.get(`/api/admin/exports/${theirs.id}`).expect(404);
    const file = await admin.get(`/api/admin/exports/${theirs.id}/download`).expect(404);
    expect(status.body).toEqual(missing.body);
    expect(file.body).toEqual(missing.body);
  }, 30_000);

  it('rejects bad filters with 400 and unknown ids with 404', async () => {
    await admin.post('/api/admin/exports').send({ status: 'nope' }).expect(400);
    // Each was accepted, then the job failed six times (null) or the request answered 500 (a lone surrogate), or
    // exported every booking (a null body). Nothing is started.
    const started = async () => Number((await t.dataSource.query('SELECT count(*) AS n FROM exports'))[0].n);
    const before = await started();
    for (const field of ['sort', 'status', 'from', 'to', 'q', 'page', 'pageSize']) {
      const res = await admin
        .post('/api/admin/exports')
        .send({ [field]: null })
        .expect(400);
      expect(Object.keys(res.body.fields)).toEqual([field]);
    }
    const surrogate = await admin.post('/api/admin/exports').type('json').send('{"q":"\\ud800x"}').expect(400);
    expect(surrogate.body.code).toBe('INVALID_UNICODE');
    const empty = await admin.post('/api/admin/exports').type('json').send('null').expect(400);
    expect(empty.body.code).toBe('BODY_NOT_OBJECT');
    expect(await started()).toBe(before);
    await admin.get('/api/admin/exports/not-a-uuid').expect(404);
    await admin.get('/api/admin/exports/00000000-0000-4000-8000-000000000000/download').expect(404);
  });

  it('refuses anonymous callers (401) and normal users (403)', async () => {
    await request(t.server).post('/api/admin/exports').send({}).expect(401);
    await request(t.server).get('/api/admin/exports').expect(401);
    const { agent: user } = await registerUser(t.server);
    await user.post('/api/admin/exports').send({}).expect(403);
    await user.get('/api/admin/exports').expect(403);
  });
});
