import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { AuditService } from '@app/audit';
import { BookingsWorkerModule, eventStart } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import {
  ACCOUNT_MESSAGES,
  clockTimeAbbrIn,
  longDateTimeIn,
  PLACEHOLDER_SETTINGS,
  SETTINGS_LABELS as L,
  SETTINGS_MESSAGES as M,
  TEXT_MESSAGES,
  timeZoneLabel,
  type AdminSettings,
  type Booking,
  type BusinessSettings,
  type SiteInfo,
} from '@app/contracts';
import { DocumentsModule, DocumentsWorkerModule } from '@app/documents';
import { SettingsAdminModule, SettingsService } from '@app/settings';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  Inbox,
  loginAsAdmin,
  pdfText,
  registerUser,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  TestApp,
  testAddress,
  waitFor,
} from '@app/testing';

/** Chromium, the queue and SMTP on a loaded 2-core machine: a while, not a figure under test. */
const CASE_MS = 90_000;

/** The admin's settings: GET/PUT /api/admin/settings, and the site, e-mails and documents reading them live. */
describe('the admin settings', () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let original: BusinessSettings;

  beforeAll(async () => {
    t = await startTestApp({
      imports: [SettingsAdminModule, CatalogModule, AdminModule, DocumentsModule],
      env: { RATE_LIMIT_FACTOR: '1' },
    });
    // Its own Redis database: other suites' test workers must not take (or miss) these e-mail jobs.
    worker = await startTestWorker({
      imports: [BookingsWorkerModule, DocumentsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('settings') },
    });
    admin = await loginAsAdmin(t.server);
    original = ((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings;
  }, CASE_MS);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const save = (body: object) => admin.put('/api/admin/settings').send(body);

  it('401 anonymous and 403 for a user', async () => {
    // An address of its own: with the real limits (RATE_LIMIT_FACTOR 1), earlier suites' sign-ups share 127.0.0.1's.
    const { agent } = await registerUser(t.server, {}, testAddress());
    type Caller = Agent | ReturnType<typeof request>;
    const calls = [
      (a: Caller) => a.get('/api/admin/settings'),
      (a: Caller) => a.put('/api/admin/settings').send(original),
    ];
    for (const call of calls) {
      expect((await call(request(t.server)).expect(401)).body.code).toBe('LOGIN_REQUIRED');
      const user = await call(agent).expect(403);
      expect(user.body).toMatchObject({ code: 'ADMIN_REQUIRED', message: ACCOUNT_MESSAGES.adminRequired });
    }
  });

  it('starts from the environment and names the placeholders still in place', async () => {
    const view = (await admin.get('/api/admin/settings').expect(200)).body as AdminSettings;
    expect(view.settings).toMatchObject({
      phone: t.config.business.phone,
      serviceArea: t.config.business.serviceArea,
      timeZone: t.config.business.timeZone,
      serviceStates: t.config.business.servedPlaces.states,
      cancellationFeePercent: t.config.cancellation.feePercent,
      holdMinutes: t.config.availability.holdMinutes,
      minimumNoticeHours: t.config.availability.minimumNoticeHours,
    });
    const expected = (Object.keys(PLACEHOLDER_SETTINGS) as (keyof typeof PLACEHOLDER_SETTINGS)[]).filter(
      (field) => view.settings[field] === PLACEHOLDER_SETTINGS[field],
    );
    expect(view.placeholders).toEqual(expected);
    expect(view.placeholders).toContain('postalAddress');
  });

  it('refuses bad values field by field, each with its message, and keeps what was stored', async () => {
    const res = await save({
      ...original,
      businessName: ' ',
      phone: '555-12',
      email: 'not-an-address',
      serviceStates: 'TX, ZZ',
      serviceZipPrefixes: ['7870'],
      timeZone: 'Mars/Olympus',
      facebookUrl: 'http://facebook.com/us',
      cancellationFeePercent: 101,
      holdMinutes: 2,
      minimumNoticeHours: 1.5,
    }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.fields).toEqual({
      businessName: M.businessName,
      phone: M.phone,
      email: M.email,
      serviceStates: M.serviceStates,
      serviceZipPrefixes: M.serviceZipPrefixes,
      timeZone: M.timeZone,
      facebookUrl: M.socialUrl,
      cancellationFeePercent: M.cancellationFeePercent,
      holdMinutes: M.holdMinutes,
      minimumNoticeHours: M.minimumNoticeHours,
    });
    expect(((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings).toEqual(original);
  });

  it('refuses line breaks and control characters in a one-line setting (they reach e-mail headers and PDFs)', async () => {
    const res = await save({
      ...original,
      businessName: 'Evil\r\nBcc: x@evil.example',
      serviceArea: 'Austin\nRound Rock',
      taxNote: 'Tax\tincluded',
      postalAddress: 'PO\tBox 12',
    }).expect(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        businessName: TEXT_MESSAGES.name(L.businessName),
        serviceArea: TEXT_MESSAGES.singleLine('Service area'),
        taxNote: TEXT_MESSAGES.singleLine(L.taxNote),
        postalAddress: TEXT_MESSAGES.multiLine(L.postalAddress),
      },
    });
    expect(((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings).toEqual(original);
    // The postal address is a block of lines: its line breaks are kept.
    const address = 'Champions Party\r\nPO Box 12\nAustin, TX 78701';
    const saved = await save({ ...original, postalAddress: address }).expect(200);
    expect((saved.body as AdminSettings).settings.postalAddress).toBe(address);
    await save(original).expect(200);
  });

  it('refuses a zone the runtime knows but PostgreSQL no longer does, as it refuses an unknown one', async () => {
    // Still in ICU's list (the DTO's check), dropped from the tz database PostgreSQL reads: saved, it would fail every
    // statement that turns the business's days into instants.
    const res = await save({ ...original, timeZone: 'US/Pacific-New' }).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { timeZone: M.timeZone } });
    expect(((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings).toEqual(original);
  });

  it(
    'a save shows at once on the site, in the next e-mail and document (another process too), and is audited',
    async () => {
      // The worker has read the old values: only the announcement of the save makes it read again in time.
      expect((await worker.get(SettingsService).current()).phone).toBe(original.phone);
      const next: BusinessSettings = {
        ...original,
        businessName: 'Austin Champions',
        phone: '(512) 555-0142',
        postalAddress: 'PO Box 4410, Austin, TX 78765',
        serviceArea: 'Austin, Round Rock and Georgetown',
        serviceStates: ['TX'],
        serviceZipPrefixes: ['786', '787'],
        instagramUrl: 'https://instagram.com/austinchampions',
        taxNote: 'Prices include Texas sales tax.',
        cancellationFeePercent: 5,
        // The business is elsewhere now: its events are read on Hawaii's clock (a 2 PM party stays at 2 PM).
        timeZone: 'Pacific/Honolulu',
      };
      const saved = (await save({ ...next, serviceStates: 'tx' }).expect(200)).body as AdminSettings;
      expect(saved).toEqual({ settings: next, placeholders: [] });

      const site = (await request(t.server).get('/api/site').expect(200)).body as SiteInfo;
      expect(site).toMatchObject({
        businessName: 'Austin Champions',
        phone: '(512) 555-0142',
        postalAddress: 'PO Box 4410, Austin, TX 78765',
        serviceArea: 'Austin, Round Rock and Georgetown',
        servedPlaces: { states: ['TX'], zipPrefixes: ['786', '787'] },
        social: { instagram: 'https://instagram.com/austinchampions' },
        taxNote: 'Prices include Texas sales tax.',
        cancellationFeePercent: 5,
        timeZone: 'Pacific/Honolulu',
      });

      const [entry] = (await t.app.get(AuditService).entriesOf('settings', 'business')).slice(-1);
      expect(entry).toMatchObject({
        action: 'settings_changed',
        actorName: t.config.admin.username,
        before: { phone: original.phone, cancellationFeePercent: original.cancellationFeePercent },
        after: {
          phone: '(512) 555-0142',
          cancellationFeePercent: 5,
          serviceZipPrefixes: '786, 787',
          timeZone: 'Pacific/Honolulu',
        },
      });

      const email = `settings.${Date.now()}@example.com`;
      const booking = (
        await admin
          .post('/api/bookings')
          .set('X-Forwarded-For', testAddress())
          .send(bookingPayload((await catalogueGameIds(t.server)).slice(0, 3), { parentEmail: email }))
          .expect(201)
      ).body as Booking;
      const [received] = await waitFor(
        async () => {
          const mails = await inbox.parsedMails({ to: email });
          return mails.length > 0 && mails;
        },
        45_000,
        'booking received e-mail',
      );
      expect(received.text).toContain('Call us at (512) 555-0142');
      // The worker's mail is signed with the saved name; the address stays MAIL_FROM's.
      const [sent] = await inbox.mails({ to: email });
      expect(sent.from).toEqual([{ name: 'Austin Champions', address: t.config.business.email }]);
      // The same name tops the HTML part, as its wordmark.
      expect(sent.html).toMatch(/font-size:20px[^>]*>Austin Champions<\/p>/);
      // The hold's end as Honolulu's clock reads it.
      expect(received.text).toContain(longDateTimeIn(new Date(booking.holdExpiresAt!), 'Pacific/Honolulu'));

      await admin.post(`/api/admin/bookings/${booking.id}/confirm`).expect(204);
      const html = await waitFor(
        async () => {
          const res = await admin.get(`/api/bookings/${booking.id}/confirmation?format=html`);
          return res.status === 200 && res.text;
        },
        45_000,
        'confirmation document',
      );
      expect(html).toContain('Austin Champions');
      expect(html).toContain('(512) 555-0142');
      expect(html).toContain('PO Box 4410, Austin, TX 78765');
      // The booking's own day and clock time, in the new zone and named as it.
      const start = eventStart(booking.eventDate, booking.eventTime, 'Pacific/Honolulu');
      expect(html).toContain(timeZoneLabel(start, 'Pacific/Honolulu'));
      expect(html).toContain(clockTimeAbbrIn(start, 'Pacific/Honolulu'));
      const pdf = await admin.get(`/api/bookings/${booking.id}/confirmation`).buffer(true).expect(200);
      expect(await pdfText(pdf.body as Buffer)).toContain('(512) 555-0142');
    },
    CASE_MS * 2,
  );
});
