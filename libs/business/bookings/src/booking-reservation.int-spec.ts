import request from 'supertest';
import { AvailabilityService, ReservationsModule, shiftDay } from '@app/availability';
import {
  bookingPayload,
  businessDayIn,
  catalogueGameIds,
  forgetAvailabilityAnswers,
  restoreSeedTeams,
  startTestApp,
  testAddress,
  TestApp,
  useOnlyTeams,
  weekdayOf,
} from '@app/testing';
import { BookingsModule } from './bookings.module';

describe('POST /api/bookings with the reservation of step 2', () => {
  let t: TestApp;
  let games: number[];
  let availability: AvailabilityService;
  let day: string;

  beforeAll(async () => {
    t = await startTestApp({ imports: [BookingsModule, ReservationsModule], env: { RATE_LIMIT_FACTOR: '100' } });
    games = (await catalogueGameIds(t.server)).slice(0, 3);
    availability = t.app.get(AvailabilityService);
    day = businessDayIn(t, 35);
  });
  afterAll(async () => {
    await restoreSeedTeams(t.dataSource);
    await t.close();
  });

  const reserve = (eventDate: string, eventTime: string) =>
    request(t.server)
      .post('/api/reservations')
      .set('X-Forwarded-For', testAddress())
      .send({ eventDate, eventTime, games: games.length });
  const book = (overrides: Record<string, unknown>) =>
    request(t.server)
      .post('/api/bookings')
      .set('X-Forwarded-For', testAddress())
      .send(bookingPayload(games, overrides));
  const freeTimes = async (date: string) =>
    (await availability.availability({ from: date, to: date, games: games.length })).days[0].times;
  const allocationsOf = (id: string) =>
    t.dataSource.query(`SELECT kind, active, team_id FROM allocations WHERE booking_id = $1 ORDER BY created_at`, [id]);

  it('a booking with the token takes the reserved team even though the time is full for everyone else', async () => {
    const date = day;
    const [team] = await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(date), startMinute: 600, endMinute: 690 }]]);
    const slot = { eventDate: date, eventTime: '10:00' };
    const { body: reservation } = await reserve(date, '10:00').expect(201);
    expect(await freeTimes(date)).toEqual([]);
    // Another family, without the token: the one team is reserved.
    expect((await book(slot).expect(409)).body.code).toBe('SLOT_TAKEN');

    const { body: booking } = await book({ ...slot, reservationToken: reservation.token }).expect(201);
    expect(Date.parse(booking.holdExpiresAt)).toBeGreaterThan(Date.now());
    expect(await allocationsOf(booking.id)).toEqual([{ kind: 'hold', active: true, team_id: team }]);
    expect(await allocationsOf(reservation.token)).toEqual([{ kind: 'reservation', active: false, team_id: team }]);
    // The token is spent: sent again, it gives nothing more.
    expect((await book({ ...slot, reservationToken: reservation.token }).expect(409)).body.code).toBe('SLOT_TAKEN');
  });

  it('an expired reservation does not block another family, and its holder then books like anyone else', async () => {
    const date = shiftDay(day, 7);
    await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(date), startMinute: 600, endMinute: 690 }]]);
    const slot = { eventDate: date, eventTime: '10:00' };
    const { body: reservation } = await reserve(date, '10:00').expect(201);
    await book(slot).expect(409);
    // The api's clock past its expiry; no job has run.
    await t.dataSource.query(
      `UPDATE allocations SET hold_expires_at = now() - interval '1 second' WHERE booking_id = $1`,
      [reservation.token],
    );
    await forgetAvailabilityAnswers();
    expect(await freeTimes(date)).toEqual(['10:00']);
    await book(slot).expect(201);
    expect(await allocationsOf(reservation.token)).toEqual([expect.objectContaining({ active: false })]);
    expect((await book({ ...slot, reservationToken: reservation.token }).expect(409)).body.code).toBe('SLOT_TAKEN');
  });

  it('a reservation of another time is released when the booking takes its own time', async () => {
    const date = shiftDay(day, 14);
    await useOnlyTeams(t.dataSource, [[{ weekday: weekdayOf(date), startMinute: 540, endMinute: 1200 }]]);
    const { body: reservation } = await reserve(date, '10:00').expect(201);
    await book({ eventDate: date, eventTime: '16:00', reservationToken: reservation.token }).expect(201);
    expect(await freeTimes(date)).toContain('10:00');
  });
});
