import request from 'supertest';
import { ADMIN_ACTION_MESSAGES as M, type AdminBookingActivity, type Booking } from '@app/contracts';
import {
  Agent,
  bookingPayload,
  catalogueGameIds,
  daysFromToday,
  loginAsAdmin,
  registerUser,
  startTestApp,
  TestApp,
} from '@app/testing';
import { AdminModule } from './admin.module';

/** POST /api/admin/bookings/:id/notes: an admin's internal note lands in the booking's history. */
describe("an admin's notes on a booking", () => {
  let t: TestApp;
  let admin: Agent;
  let booking: Booking;

  beforeAll(async () => {
    t = await startTestApp({ imports: [AdminModule] });
    admin = await loginAsAdmin(t.server);
    const games = (await catalogueGameIds(t.server)).slice(0, 3);
    booking = (
      await admin
        .post('/api/bookings')
        .send(bookingPayload(games, { eventDate: daysFromToday(33) }))
        .expect(201)
    ).body;
  });
  afterAll(() => t.close());

  const history = async () =>
    ((await admin.get(`/api/admin/bookings/${booking.id}/activity`).expect(200)).body as AdminBookingActivity).history;

  it('keeps the note, trimmed, in the history under the admin who wrote it', async () => {
    await admin
      .post(`/api/admin/bookings/${booking.id}/notes`)
      .send({ note: '  Called the mum: gate code 4411  ' })
      .expect(204);
    expect((await history()).at(-1)).toMatchObject({
      action: 'note',
      actor: { name: 'admin' },
      note: 'Called the mum: gate code 4411',
      before: null,
      after: null,
    });
  });

  it('refuses an empty or too long note (400) and an unknown booking (404)', async () => {
    const empty = await admin.post(`/api/admin/bookings/${booking.id}/notes`).send({ note: '   ' }).expect(400);
    expect(JSON.stringify(empty.body)).toContain(M.noteRequired);
    const long = await admin
      .post(`/api/admin/bookings/${booking.id}/notes`)
      .send({ note: 'x'.repeat(2001) })
      .expect(400);
    expect(JSON.stringify(long.body)).toContain(M.noteTooLong);
    await admin
      .post('/api/admin/bookings/00000000-0000-4000-8000-000000000000/notes')
      .send({ note: 'hello' })
      .expect(404);
  });

  it('refuses anonymous callers (401) and normal users (403)', async () => {
    await request(t.server).post(`/api/admin/bookings/${booking.id}/notes`).send({ note: 'x' }).expect(401);
    const { agent: user } = await registerUser(t.server);
    await user.post(`/api/admin/bookings/${booking.id}/notes`).send({ note: 'x' }).expect(403);
  });
});
