import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { ADMIN_ACTION_MESSAGES as M, type AdminBookingActivity, type Booking } from '@app/contracts';
import { DocumentsWorkerModule } from '@app/documents';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  daysFromToday,
  Inbox,
  loginAsAdmin,
  registerUser,
  spareRedisUrl,
  startTestApp,
  startTestWorker,
  TestApp,
  testAddress,
  waitFor,
} from '@app/testing';
import { AdminModule } from './admin.module';

/** Chromium, the queue and SMTP, twice: on a loaded 2-core machine that takes a while. */
const CASE_MS = 90_000;

/** POST /api/admin/bookings/:id/resend-confirmation: the parent gets the confirmation again. */
describe('an admin resends the confirmation e-mail', () => {
  const inbox = Inbox.ofTestRun();
  let t: TestApp;
  let worker: INestApplicationContext;
  let admin: Agent;
  let games: number[];

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule], env: { RATE_LIMIT_FACTOR: '1' } });
    // Its own Redis database: other suites' test workers must not take (or miss) these e-mail jobs.
    worker = await startTestWorker({
      imports: [DocumentsWorkerModule],
      overrides: { SMTP_URL: inbox.smtpUrl, REDIS_URL: spareRedisUrl('confirmation-resend') },
    });
    admin = await loginAsAdmin(t.server);
    games = (await catalogueGameIds(t.server)).slice(0, 3);
  }, CASE_MS);
  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const book = async (days: number, email: string): Promise<Booking> =>
    (
      await admin
        .post('/api/bookings')
        // An address of its own: at the real limits (RATE_LIMIT_FACTOR 1), loopback's booking allowance is shared.
        .set('X-Forwarded-For', testAddress())
        .send(bookingPayload(games, { eventDate: daysFromToday(days), parentEmail: email }))
        .expect(201)
    ).body;
  const confirmationsTo = (email: string) => inbox.parsedMails({ to: email });

  it(
    'sends the confirmation again, with the admin in the history',
    async () => {
      const email = `resend.${Date.now()}@example.com`;
      const booking = await book(36, email);
      await admin.post(`/api/admin/bookings/${booking.id}/confirm`).expect(204);
      await waitFor(async () => (await confirmationsTo(email)).length === 1, 45_000, 'first confirmation');

      await admin.post(`/api/admin/bookings/${booking.id}/resend-confirmation`).expect(204);
      const mails = await waitFor(
        async () => {
          const sent = await confirmationsTo(email);
          return sent.length === 2 && sent;
        },
        45_000,
        'confirmation sent again',
      );
      expect(mails[1].subject).toBe(mails[0].subject);
      // The same PDF again; the calendar invite went with the first confirmation of this date only.
      expect(mails[0].attachments.map((a) => a.contentType)).toEqual(['application/pdf', 'text/calendar']);
      expect(mails[1].attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
      const { history } = (await admin.get(`/api/admin/bookings/${booking.id}/activity`).expect(200))
        .body as AdminBookingActivity;
      expect(history.at(-1)).toMatchObject({ action: 'confirmation-resent', actor: { name: 'admin' } });
    },
    CASE_MS,
  );

  it('refuses a booking not confirmed yet (409), an unknown one (404), users (403), and past 10 an hour (429)', async () => {
    const pending = await book(37, `pending.${Date.now()}@example.com`);
    const refused = await admin.post(`/api/admin/bookings/${pending.id}/resend-confirmation`).expect(409);
    expect(refused.body.message).toBe(M.notConfirmed);
    await admin.post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/resend-confirmation').expect(404);
    const { agent: user } = await registerUser(t.server, {}, testAddress());
    await user.post(`/api/admin/bookings/${pending.id}/resend-confirmation`).expect(403);
    await request(t.server).post(`/api/admin/bookings/${pending.id}/resend-confirmation`).expect(401);
    // The first test's resend counted too: the allowance runs out within ten more.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await admin.post(`/api/admin/bookings/${pending.id}/resend-confirmation`)).status);
    }
    expect(statuses).toContain(429);
  });
});
