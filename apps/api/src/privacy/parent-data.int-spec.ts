import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { AdminModule } from '@app/admin';
import { AlbumsModule } from '@app/albums';
import { BookingsWorkerModule } from '@app/bookings';
import {
  ACCOUNT_MESSAGES,
  addDays,
  ERASED_PARENT_NAME,
  ERASED_TEXT,
  PRIVACY_MESSAGES,
  slotWords,
  userDataFileName,
  type AccountDeleted,
  type AdminBooking,
  type AdminBookingActivity,
  type AdminBookingDetail,
  type AdminStats,
  type UserData,
} from '@app/contracts';
import { DocumentPersonalData } from '@app/documents';
import { PaymentsWorkerModule, RefundRetriesWorkerModule } from '@app/payments';
import { PrivacyModule, PrivacyWorkerModule } from '@app/privacy';
import { RATE_LIMITS } from '@app/rate-limit';
import { RosterModule } from '@app/roster';
import { SettingsService } from '@app/settings';
import {
  approveAtSandbox,
  beforeEventStart,
  bookingPayload,
  expectRateLimited,
  invitationPath,
  loginAsAdmin,
  registerUser,
  rosterChild as child,
  startPaymentsBed,
  TEST_PASSWORD,
  testNetworkAddress,
  usePaymentsBed,
  waitFor,
  type Agent,
} from '@app/testing';

const HOUR = 3_600_000;
/** The worker's erasure waits for the e-mails and retries 5 s, 10 s ... apart: well inside this. */
const ERASED_WITHIN_MS = 60_000;

/**
 * A parent's own data (docs/product/privacy.md): the download of everything the business holds about the account,
 * and the account's deletion, its upcoming parties cancelled first, its personal data erased domain by domain while
 * the money records stay and the office's figures still add up.
 */
describe("a parent's own data", () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'privacy-'));
  const bed = usePaymentsBed(() =>
    startPaymentsBed({
      imports: [AdminModule, PrivacyModule, RosterModule, AlbumsModule],
      webhooks: true,
      worker: [BookingsWorkerModule, PaymentsWorkerModule, RefundRetriesWorkerModule, PrivacyWorkerModule],
      // The real limits: the download's is under test. Each parent has a client address of its own.
      env: { MEDIA_DIR: mediaDir, RATE_LIMIT_FACTOR: '1', REFUND_RETRY_SECONDS: '1' },
    }),
  );
  let admin: Agent;
  let photo: Buffer;

  beforeAll(async () => {
    admin = await loginAsAdmin(bed.t.server);
    photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
  afterEach(() => jest.restoreAllMocks());

  interface Parent {
    agent: Agent;
    id: string;
    username: string;
    email: string;
    name: string;
  }

  /** A parent with an account, signed in on an agent that speaks from a client address of its own. */
  async function parent(firstName: string): Promise<Parent> {
    const address = testNetworkAddress();
    const { agent, user } = await registerUser(bed.t.server, { firstName, lastName: 'Rivera' }, address);
    agent.set('X-Forwarded-For', address);
    return { agent, id: user.id, username: user.username, email: user.email!, name: `${firstName} Rivera` };
  }

  /** A booking of the parent's, paid in full through PayPal. */
  async function paidParty(p: Parent): Promise<string> {
    const { body: booking } = await p.agent
      .post('/api/bookings')
      .send(bookingPayload(bed.games, { parentName: p.name, parentEmail: p.email, childName: 'Maya' }))
      .expect(201);
    const order = await p.agent
      .post('/paypal/order')
      .send({ amount: booking.finalPrice, currency: 'USD', intent: 'CAPTURE', bookingId: booking.id, plan: 'full' })
      .expect(201);
    await approveAtSandbox(bed.sandbox, order.body.id);
    await p.agent.post(`/paypal/order/${order.body.id}/capture`).expect(200);
    return booking.id as string;
  }

  /**
   * A party the parent held `daysAgo` days ago, with its guest list (the host parent's children and a family's reply,
   * an allergy among them), its album and the parent's review: what a parent leaves behind.
   */
  async function heldParty(p: Parent, daysAgo = 5): Promise<string> {
    const id = await paidParty(p);
    await p.agent
      .put(`/api/bookings/${id}/roster`)
      .send({ version: 0, children: [child('Maya', { notes: 'Peanut allergy' }), child('Leo')] })
      .expect(200);
    const { body: link } = await p.agent
      .post(`/api/bookings/${id}/invitation`)
      .send({ shareAddress: true })
      .expect(201);
    await request(bed.t.server)
      .post(`${invitationPath(link.url)}/children`)
      .set('X-Forwarded-For', testNetworkAddress())
      .send(child('Zoe', { attending: true, notes: 'Asthma' }))
      .expect(201);
    // Straight to the table: no path moves a party into the past (its team's time goes with it).
    const day = addDays(bed.t.app.get(SettingsService).today(), -daysAgo);
    await bed.t.dataSource.query(`DELETE FROM allocations WHERE booking_id = $1`, [id]);
    await bed.t.dataSource.query(`UPDATE bookings SET event_date = $2, status = 'completed' WHERE id = $1`, [id, day]);
    await admin.post(`/api/bookings/${id}/album/photos`).attach('photos', photo, 'IMG_1.jpg').expect(201);
    await bed.t.dataSource.query(
      `INSERT INTO reviews (booking_id, rating, text, publish, status, decided_at)
       VALUES ($1, 5, 'The relay race was the best part of the day.', true, 'approved', now())`,
      [id],
    );
    // Its receipt as the worker stores it once sent (that worker renders with Chromium: not started here).
    await bed.t.dataSource.query(
      `INSERT INTO documents (booking_id, kind, payment_id, event_id, html, pdf, emailed_at)
       SELECT $1, 'receipt', id, gen_random_uuid(), $2, '\\x25504446'::bytea, now() FROM payments WHERE booking_id = $1`,
      [id, `<p>Receipt for ${p.name}</p>`],
    );
    return id;
  }

  const deleteAccount = (p: Parent, password = TEST_PASSWORD) => p.agent.delete('/api/user').send({ password });
  const erased = (id: string) =>
    waitFor(
      async () => (await bed.t.dataSource.query(`SELECT erased_at FROM bookings WHERE id = $1`, [id]))[0].erased_at,
      ERASED_WITHIN_MS,
      `booking ${id} erased`,
    );
  const count = async (sql: string, id: string) => Number((await bed.t.dataSource.query(sql, [id]))[0].n);
  /** What the office reads: the figures, and every booking of the table with its money. */
  const officeFigures = async () => {
    const stats = (await admin.get('/api/admin/stats').expect(200)).body as AdminStats;
    const table = await admin.get('/api/admin/bookings').expect(200);
    const bookings = table.body as AdminBooking[];
    const sum = (field: 'totalPrice' | 'amountPaid' | 'balanceDue') =>
      bookings.reduce((cents, b) => cents + Math.round(Number(b[field] ?? 0) * 100), 0);
    return {
      stats,
      rows: table.headers['x-total-count'],
      total: sum('totalPrice'),
      paid: sum('amountPaid'),
      due: sum('balanceDue'),
      payments: bookings.map((b) => [b.id, b.status, b.paymentStatus, b.amountPaid]),
    };
  };

  describe('GET /api/user/data', () => {
    it('downloads every part of what is held about the account as a file, and nothing of another parent', async () => {
      const ana = await parent('Ana');
      const other = await parent('Olga');
      const held = await heldParty(ana);
      const upcoming = await paidParty(ana);
      const othersParty = await heldParty(other);

      const res = await ana.agent.get('/api/user/data').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${userDataFileName(bed.t.app.get(SettingsService).today())}"`,
      );
      const data = res.body as UserData;
      expect(data.account).toMatchObject({ id: ana.id, username: ana.username, email: ana.email, firstName: 'Ana' });
      expect(data.bookings.map((b) => b.booking.id).sort()).toEqual([held, upcoming].sort());
      const party = data.bookings.find((b) => b.booking.id === held)!;
      expect(party.booking).toMatchObject({ parentName: 'Ana Rivera', parentEmail: ana.email, childName: 'Maya' });
      expect(party.payments).toEqual([
        expect.objectContaining({ method: 'paypal', status: 'captured', amount: party.booking.finalPrice }),
      ]);
      expect(party.roster?.children.map((c) => [c.firstName, c.notes, c.source])).toEqual([
        ['Maya', 'Peanut allergy', 'host'],
        ['Leo', null, 'host'],
        ['Zoe', 'Asthma', 'family'],
      ]);
      expect(party.roster?.invitationSharesAddress).toBe(true);
      expect(party.review).toMatchObject({ rating: 5, publish: true, status: 'approved' });
      expect(party.photos).toEqual([expect.objectContaining({ width: 800, height: 600 })]);
      expect(party.documents).toEqual([expect.objectContaining({ kind: 'receipt' })]);
      const text = JSON.stringify(data);
      for (const theirs of [other.id, other.email, other.username, 'Olga', othersParty])
        expect(text).not.toContain(theirs);
    });

    it('answers only a signed-in account, and a few downloads an hour', async () => {
      await request(bed.t.server).get('/api/user/data').expect(401);
      const bea = await parent('Bea');
      const { points, seconds } = RATE_LIMITS['user-data'];
      for (let i = 0; i < points; i++) await bea.agent.get('/api/user/data').expect(200);
      expectRateLimited(await bea.agent.get('/api/user/data'), seconds, PRIVACY_MESSAGES.tooManyDownloads);
    });
  });

  describe('DELETE /api/user', () => {
    it('refuses a wrong password, and the account stays as it was', async () => {
      const cal = await parent('Cal');
      const res = await deleteAccount(cal, 'not my password').expect(403);
      expect(res.body).toMatchObject({
        code: 'PASSWORD_INCORRECT',
        message: ACCOUNT_MESSAGES.passwordIncorrect,
        fields: { password: ACCOUNT_MESSAGES.passwordIncorrect },
      });
      await cal.agent.get('/api/user').expect(200);
      await request(bed.t.server)
        .post('/api/login')
        .send({ username: cal.username, password: TEST_PASSWORD })
        .expect(200);
    });

    it("leaves a host's or an administrator's account to the business", async () => {
      const res = await admin.delete('/api/user').send({ password: 'admin-password-change-me' }).expect(403);
      expect(res.body).toMatchObject({ code: 'ACCOUNT_NOT_DELETABLE', message: PRIVACY_MESSAGES.notDeletable });
      await admin.get('/api/user').expect(200);
    });

    it('counts a wrong password as a failed sign-in: the same limits slow down a guesser', async () => {
      const kim = await parent('Kim');
      const { points } = RATE_LIMITS['login-pair'];
      // The pair's attempts (the last of them sets a wait for the next), then the wait.
      for (let i = 0; i < points; i++) await deleteAccount(kim, `guess ${i}`).expect(403);
      const res = await deleteAccount(kim).expect(429);
      expect(res.body.code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    });

    it('refuses while a party is too close to cancel online, saying which and whom to ask, and changes nothing', async () => {
      const dee = await parent('Dee');
      const id = await paidParty(dee);
      const { body: booking } = await dee.agent.get(`/api/bookings/${id}`).expect(200);
      // A day before the party: past the 48 hours in which the parent may cancel it themselves.
      const { clock, at } = beforeEventStart(bed.t, booking, 24 * HOUR);
      jest.spyOn(clock, 'now').mockReturnValue(at);

      const res = await deleteAccount(dee).expect(409);
      const { timeZone, phone, email } = bed.t.app.get(SettingsService).snapshot();
      expect(res.body).toMatchObject({
        code: 'PARTIES_NOT_CANCELLABLE',
        message: PRIVACY_MESSAGES.partiesNotCancellable(
          [slotWords(booking.eventDate, booking.eventTime, timeZone)],
          `${phone}, ${email}`,
        ),
        details: { parties: [{ bookingId: id, eventDate: booking.eventDate, eventTime: booking.eventTime }] },
      });
      const after = (await dee.agent.get(`/api/bookings/${id}`).expect(200)).body;
      expect(after).toMatchObject({ status: 'confirmed', parentName: 'Dee Rivera' });
      await dee.agent.get('/api/user').expect(200);
    });

    it('cancels an upcoming party under the usual rules, with its e-mails, then erases it', async () => {
      const eve = await parent('Eve');
      const id = await paidParty(eve);
      const { body: booking } = await eve.agent.get(`/api/bookings/${id}`).expect(200);

      const res = await deleteAccount(eve).expect(200);
      expect(res.body as AccountDeleted).toEqual({
        cancelled: [
          {
            bookingId: id,
            eventDate: booking.eventDate,
            eventTime: booking.eventTime,
            refundAmount: booking.policy.refundNow,
          },
        ],
      });
      // The parent hears of it as of any cancellation in time: the booking's e-mail, then the refund's.
      await bed.inbox.waitForMails({ to: eve.email, subject: /has been cancelled/ });
      await erased(id);
      const detail = (await admin.get(`/api/admin/bookings/${id}`).expect(200)).body as AdminBookingDetail;
      expect(detail).toMatchObject({ status: 'cancelled', parentName: ERASED_PARENT_NAME, parentEmail: '' });
      const activity = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body as AdminBookingActivity;
      expect(activity.payments[0].refunds.map((r) => r.amount)).toEqual([booking.policy.refundNow]);
    });

    it('erases the parent and keeps the money records: the office shows "Deleted parent" and its figures stand', async () => {
      const fay = await parent('Fay');
      const id = await heldParty(fay);
      await admin
        .post(`/api/admin/bookings/${id}/notes`)
        .send({ note: 'Fay asked for a gluten-free cake.' })
        .expect(204);
      const filesBefore = readdirSync(mediaDir).filter((f) => f.includes(id));
      expect(filesBefore.length).toBeGreaterThan(0);
      const before = await officeFigures();
      const paymentsBefore = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body.payments;

      await deleteAccount(fay).expect(200, { cancelled: [] });
      await erased(id);

      expect(await officeFigures()).toEqual(before);
      const detail = (await admin.get(`/api/admin/bookings/${id}`).expect(200)).body as AdminBookingDetail;
      expect(detail).toMatchObject({
        parentName: ERASED_PARENT_NAME,
        parentEmail: '',
        parentPhone: '',
        location: { address: '', zipCode: '', spaceDetails: '' },
        account: { name: null, email: null },
      });
      const activity = (await admin.get(`/api/admin/bookings/${id}/activity`).expect(200)).body as AdminBookingActivity;
      expect(activity.payments).toEqual(paymentsBefore);
      expect(activity.history.find((h) => h.action === 'note')?.note).toBe(ERASED_TEXT);
      // The children, the guest list's invitation, the photos (rows and files) and the review's place on the site.
      expect(await count(`SELECT count(*) AS n FROM roster_children WHERE booking_id = $1`, id)).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM rosters WHERE booking_id = $1`, id)).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM album_photos WHERE booking_id = $1`, id)).toBe(0);
      expect(readdirSync(mediaDir).filter((f) => f.includes(id))).toEqual([]);
      expect(await count(`SELECT count(*) AS n FROM reviews WHERE booking_id = $1 AND publish`, id)).toBe(0);
      expect(await count(`SELECT count(*) AS n FROM reviews WHERE booking_id = $1`, id)).toBe(1);
      expect(await count(`SELECT count(*) AS n FROM documents WHERE booking_id = $1`, id)).toBe(0);
      expect((await admin.get(`/api/bookings/${id}/receipt`).expect(404)).body.code).toBe('DOCUMENT_NOT_FOUND');
    });

    it('signs the parent out for good and frees the e-mail to register again', async () => {
      const gus = await parent('Gus');
      await deleteAccount(gus).expect(200);
      await gus.agent.get('/api/user').expect(401);
      const relogin = await request(bed.t.server)
        .post('/api/login')
        .set('X-Forwarded-For', testNetworkAddress())
        .send({ username: gus.username, password: TEST_PASSWORD })
        .expect(401);
      expect(relogin.body.code).toBe('INVALID_CREDENTIALS');
      expect(await count(`SELECT count(*) AS n FROM sessions WHERE sess -> 'user' ->> 'id' = $1`, gus.id)).toBe(0);
      await registerUser(bed.t.server, { username: gus.username, email: gus.email }, testNetworkAddress());
    });

    it('finishes the erasure when a try stops half-way: each step is done again or found done', async () => {
      const hal = await parent('Hal');
      const id = await heldParty(hal);
      const documents = bed.worker.get(DocumentPersonalData);
      const step = jest.spyOn(documents, 'erase').mockRejectedValueOnce(new Error('the worker stopped'));

      await deleteAccount(hal).expect(200);
      await erased(id);
      expect(step).toHaveBeenCalledTimes(2);
      expect(await count(`SELECT count(*) AS n FROM roster_children WHERE booking_id = $1`, id)).toBe(0);
      expect((await admin.get(`/api/admin/bookings/${id}`).expect(200)).body.parentName).toBe(ERASED_PARENT_NAME);
    });
  });
});
