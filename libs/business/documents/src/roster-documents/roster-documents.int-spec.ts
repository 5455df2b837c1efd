import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { BookingLinks } from '@app/bookings';
import {
  type AdminSettings,
  bareClockIn,
  BOOKING_MESSAGES,
  clockTimeAbbrIn,
  DOCUMENT_QUERY_MESSAGES,
  PLACEHOLDER_SETTINGS,
  ROSTER_MESSAGES,
  type RosterChild,
} from '@app/contracts';
import { pdfPageBoxes } from '@app/devstack';
import { Clock } from '@app/platform';
import { formatUsd } from '@app/pricing';
import { HousekeepingService } from '@app/queue';
import { SettingsAdminModule, SettingsService } from '@app/settings';
import {
  binaryBody,
  bookingPayload,
  catalogueGameIds,
  loginAsAdmin,
  pdfPages,
  pdfText,
  registerUser,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  TestApp,
  waitFor,
} from '@app/testing';
import { DocumentsModule, DocumentsWorkerModule } from '../documents.module';
import { eventStart } from '../event-time';

type Agent = ReturnType<typeof request.agent> | ReturnType<typeof request>;

/** Each case waits on Chromium and the queue more than once; on a loaded 2-core machine that takes a while. */
const CASE_MS = 60_000;
const FIVE = ['Maya', 'Leo', 'Ava', 'Noah', 'Zoe'];
const PUBLIC_URL = 'https://party.example';

describe('the roster’s PDFs: award certificates and the host’s run sheet', () => {
  let api: TestApp;
  let worker: INestApplicationContext;
  let games: number[];
  let admin: Awaited<ReturnType<typeof loginAsAdmin>>;

  beforeAll(async () => {
    // The site's own address, as production configures it: no document may print the development default.
    api = await startTestApp({ imports: [DocumentsModule, SettingsAdminModule], env: { PUBLIC_URL } });
    // Off the shared queues, where other suites' test workers would take jobs they cannot run: the documents suite's
    // Redis database, whose workers run the same module (and a Jest worker runs its suites one at a time).
    worker = await startTestWorker({
      imports: [DocumentsWorkerModule],
      overrides: { REDIS_URL: spareRedisUrl('documents') },
    });
    games = await catalogueGameIds(api.server);
    admin = await loginAsAdmin(api.server);
  }, CASE_MS);
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  /** Maya's party for six, its signed link's query, and a roster of `names` coming (the first with a note). */
  const party = async (
    names: string[],
    overrides: Record<string, unknown> = {},
    child: (i: number) => Partial<RosterChild> = () => ({}),
  ) => {
    const { body } = await request(api.server)
      .post('/api/bookings')
      .send(bookingPayload(games.slice(0, 3), { guestCount: 6, childName: 'Maya Lopez', ...overrides }))
      .expect(201);
    const link = `token=${api.app.get(BookingLinks).token(body.id)}`;
    const children = names.map((firstName, i) => ({
      firstName,
      shirtSize: 'YM',
      notes: i === 0 ? 'Peanut allergy' : null,
      photoConsent: true,
      ...child(i),
    }));
    // One family said no: it is on the list, not on a certificate.
    children.push({ firstName: 'Absent', shirtSize: 'YS', notes: null, photoConsent: true, attending: false } as never);
    await request(api.server).put(`/api/bookings/${body.id}/roster?${link}`).send({ version: 0, children }).expect(200);
    return { id: body.id as string, eventDate: body.eventDate as string, eventTime: body.eventTime as string, link };
  };

  /** 202 + Retry-After while the worker renders it, then the PDF. */
  const built = async (agent: Agent, path: string) => {
    const first = await agent.get(path).buffer(true).parse(binaryBody);
    if (first.status === 202) expect(first.headers['retry-after']).toBe('2');
    return waitFor(
      async () => {
        const res = await agent.get(path).buffer(true).parse(binaryBody);
        return res.status === 200 ? res : undefined;
      },
      30_000,
      `${path} built`,
    );
  };

  it(
    'certificates: a page per child coming; an admin any time, the host once the party started, a stranger a 404',
    async () => {
      const p = await party(FIVE);
      const path = `/api/bookings/${p.id}/certificates.pdf`;

      const early = await request(api.server).get(`${path}?${p.link}`).expect(409);
      expect(early.body).toMatchObject({ code: 'CERTIFICATES_NOT_YET', message: ROSTER_MESSAGES.certificatesNotYet });
      const stranger = await request(api.server).get(path).expect(404);
      expect(stranger.body).toMatchObject({ code: 'BOOKING_NOT_FOUND', message: BOOKING_MESSAGES.notFound });

      const res = await built(admin, path);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="certificates-[0-9A-F]{8}\.pdf"$/);
      const pages = await pdfPages(res.body);
      expect(pages).toHaveLength(5);
      pages.forEach((page, i) => {
        expect(page).toContain(FIVE[i]);
        expect(page).toContain("Maya's Birthday Party");
        expect(page).not.toContain('Absent');
      });

      // The party has started: the host's link gets the same stored PDF, at once.
      const { timeZone } = await api.app.get(SettingsService).current();
      const start = eventStart(p.eventDate, p.eventTime, timeZone);
      jest.spyOn(api.app.get(Clock), 'now').mockReturnValue(new Date(start.getTime() + 60_000));
      const host = await request(api.server).get(`${path}?${p.link}`).buffer(true).parse(binaryBody).expect(200);
      expect(host.body.equals(res.body)).toBe(true);

      // The roster changes: the next copy follows it, and the old one is gone.
      const roster = await admin.get(`/api/bookings/${p.id}/roster`).expect(200);
      await admin
        .put(`/api/bookings/${p.id}/roster`)
        .send({
          version: roster.body.version,
          children: (roster.body.children as RosterChild[]).slice(1, 5).map(({ source: _source, ...entry }) => entry),
        })
        .expect(200);
      const after = await built(admin, path);
      expect(await pdfPages(after.body)).toHaveLength(4);
      const stored = () =>
        api.dataSource.query(`SELECT id FROM roster_documents WHERE booking_id = $1 AND kind = 'certificates'`, [p.id]);
      expect(await stored()).toHaveLength(1);

      // Housekeeping deletes the copy a day on: children's names do not outlive their roster in a PDF.
      await api.dataSource.query(
        `UPDATE roster_documents SET created_at = now() - interval '25 hours' WHERE booking_id = $1`,
        [p.id],
      );
      await worker.get(HousekeepingService).prune();
      expect(await stored()).toHaveLength(0);
    },
    CASE_MS,
  );

  it(
    'certificates on A4 when asked, Letter otherwise; any other paper a 400 that names the choices',
    async () => {
      const p = await party(['Maya']);
      const path = `/api/bookings/${p.id}/certificates.pdf`;
      for (const bad of [path, `/api/admin/bookings/${p.id}/run-sheet.pdf`]) {
        const res = await admin.get(`${bad}?paper=b5`).expect(400);
        expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message: DOCUMENT_QUERY_MESSAGES.paper });
      }
      const [a4] = await pdfPageBoxes((await built(admin, `${path}?paper=a4`)).body);
      expect([a4.widthPt, a4.heightPt].map(Math.round)).toEqual([842, 595]);
      const [letter] = await pdfPageBoxes((await built(admin, path)).body);
      expect([letter.widthPt, letter.heightPt]).toEqual([792, 612]);
    },
    CASE_MS,
  );

  it('certificates of a roster with no child coming: a 409 that says what to do', async () => {
    const p = await party([]);
    const res = await admin.get(`/api/bookings/${p.id}/certificates.pdf`).expect(409);
    expect(res.body).toMatchObject({ code: 'ROSTER_EMPTY', message: ROSTER_MESSAGES.noChildrenComing });
  });

  it(
    'the run sheet: admins only; the business as saved, the site’s address, the theme, what to bring, the games ' +
      'on the clock, the children with notes first, the phone and the address’s map link',
    async () => {
      const saved = (await admin.get('/api/admin/settings').expect(200)).body as AdminSettings;
      await admin
        .put('/api/admin/settings')
        .send({
          ...saved.settings,
          businessName: 'Sunny Games Co',
          phone: '(512) 555-0142',
          email: 'hello@sunnygames.example',
        })
        .expect(200);
      // Three sizes, the last child a note: the sheet counts the sizes and lists the note first.
      const sizes = ['YS', 'YM', 'YM', 'YL'] as const;
      const p = await party(
        ['Maya', 'Leo', 'Ava', 'Noah'],
        {
          parentPhone: '7735550199',
          specialRequests: 'Gluten-free cake',
          eventTheme: 'Pirates',
          addOns: { photography: false, videography: false, customShirts: true, customAwards: true },
        },
        (i) => ({ shirtSize: sizes[i], ...(i === 3 && { notes: 'Bee sting allergy' }) }),
      );
      const path = `/api/admin/bookings/${p.id}/run-sheet.pdf`;
      const { agent: parent } = await registerUser(api.server);
      await parent.get(path).expect(403);
      await request(api.server).get(`${path}?${p.link}`).expect(401);

      const res = await built(admin, path);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="run-sheet-[0-9A-F]{8}\.pdf"$/);
      const text = (await pdfText(res.body)).replace(/\s+/g, ' ');
      const { timeZone } = await api.app.get(SettingsService).current();
      const start = eventStart(p.eventDate, p.eventTime, timeZone);
      const arrival = new Date(start.getTime() - 30 * 60_000);
      expect(text).toContain(`Arrive by ${clockTimeAbbrIn(arrival, timeZone)}`);
      // Booked and not yet paid: the whole balance is the team's to collect at the door.
      const [{ balance_due_cents: due }] = await api.dataSource.query(
        `SELECT balance_due_cents FROM bookings WHERE id = $1`,
        [p.id],
      );
      expect(due).toBeGreaterThan(0);
      expect(text).toContain(`Collect ${formatUsd(due)} at the door (the balance due)`);

      expect(text).toContain('Sunny Games Co');
      expect(text).toContain('(512) 555-0142');
      expect(text).toContain('hello@sunnygames.example');
      expect(text).toContain(PUBLIC_URL);
      expect(text).not.toContain('localhost');
      expect(text).not.toContain(PLACEHOLDER_SETTINGS.phone);

      expect(text).toContain('Theme Pirates');
      expect(text).toContain('Shirts: YS 1 · YM 2 · YL 1; Awards: 4');

      const games = await api.dataSource.query(
        `SELECT g.name, g.duration_minutes AS minutes FROM booking_games bg JOIN games g ON g.id = bg.game_id
         WHERE bg.booking_id = $1 ORDER BY bg.position`,
        [p.id],
      );
      let at = start.getTime();
      const clock = games.map((g: { name: string; minutes: number }, i: number) => {
        const line = `${i + 1}. ${bareClockIn(new Date(at), timeZone)} ${g.name} (${g.minutes} min)`;
        at += g.minutes * 60_000;
        return line;
      });
      expect(text).toContain(clock.join(' '));

      // Noah, last on the host's list, comes before the children without a note.
      expect(text).toContain(
        '1 Maya Youth S Note: Peanut allergy Yes 2 Noah Youth L Note: Bee sting allergy Yes 3 Leo Youth M Yes 4 Ava',
      );
      expect(text).toContain('(773) 555-0199');
      expect(text).toContain('Gluten-free cake');
      expect(text).toContain('12 Oak Street, Austin, TX 78701');
      expect(text).toContain('Big back yard with grass');
      expect(text).not.toContain('Absent');
      // The address is a link in the PDF itself (a URI annotation), not only in the HTML it was printed from.
      const map = 'https://www.google.com/maps/search/?api=1&query=12%20Oak%20Street%2C%20Austin%2C%20TX%2078701';
      expect(res.body.toString('latin1')).toContain(`/URI (${map})`);
    },
    CASE_MS,
  );
});
