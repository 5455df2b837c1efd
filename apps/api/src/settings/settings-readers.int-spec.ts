import request from 'supertest';
import { shiftDay } from '@app/availability';
import { BookingsModule, eventStart } from '@app/bookings';
import { CatalogModule } from '@app/catalog';
import {
  ARRIVAL_MINUTES_EARLY,
  AVAILABILITY_MESSAGES,
  BOOKING_MESSAGES,
  todayIn,
  type AdminSettings,
  type Booking,
  type BusinessSettings,
  type SiteInfo,
} from '@app/contracts';
import { SettingsAdminModule } from '@app/settings';
import {
  Agent,
  bookingBody,
  bookingPayload,
  catalogueGameIds,
  everyDayWindows,
  loginAsAdmin,
  restoreSeedTeams,
  startTestApp,
  TestApp,
  testAddress,
  unique,
  useOnlyTeams,
} from '@app/testing';

const MINUTE = 60_000;

/**
 * The admin's settings: the booking engine reads the admin's time zone, hold and minimum notice as they are now
 * (docs/product/admin.md#the-admin-area-on-the-server): no restart, and a save applies to what is asked after it.
 */
describe('the booking engine follows the saved time zone, hold and minimum notice', () => {
  let t: TestApp;
  let admin: Agent;
  let original: BusinessSettings;
  let games: number[];

  const save = (changes: Partial<BusinessSettings>) =>
    admin
      .put('/api/admin/settings')
      .send({ ...original, ...changes })
      .expect(200);
  const book = (body: Record<string, unknown>) =>
    request(t.server).post('/api/bookings').set('X-Forwarded-For', testAddress()).send(body);

  beforeAll(async () => {
    t = await startTestApp({
      imports: [SettingsAdminModule, CatalogModule, BookingsModule],
      env: { RATE_LIMIT_FACTOR: '100' },
    });
    admin = await loginAsAdmin(t.server);
    original = ((await admin.get('/api/admin/settings').expect(200)).body as AdminSettings).settings;
    games = (await catalogueGameIds(t.server)).slice(0, 3);
  });
  // Each case puts the settings back, so the next reads the environment's rules.
  afterEach(() => save({}));
  afterAll(async () => {
    await t?.close();
  });

  const heldFor = async (booking: Booking) => {
    const [{ hold_expires_at }] = await t.dataSource.query(
      `SELECT hold_expires_at FROM allocations WHERE booking_id = $1 AND active`,
      [booking.id],
    );
    return (hold_expires_at as Date).getTime() - new Date(booking.createdAt).getTime();
  };

  it('a hold made after the save lasts the new minutes; one made before keeps its expiry', async () => {
    const before = (await book(bookingPayload(games)).expect(201)).body as Booking;
    expect(original.holdMinutes).not.toBe(15);
    await save({ holdMinutes: 15 });
    const after = (await book(bookingPayload(games)).expect(201)).body as Booking;
    // From the booking's own creation time, which the same statement stamps: a minute's slack for the clock.
    expect(Math.abs(new Date(after.holdExpiresAt!).getTime() - Date.now() - 15 * MINUTE)).toBeLessThan(MINUTE);
    expect(Math.abs((await heldFor(after)) - 15 * MINUTE)).toBeLessThan(MINUTE);
    expect(Math.abs((await heldFor(before)) - original.holdMinutes * MINUTE)).toBeLessThan(MINUTE);
  });

  it('a new minimum notice: availability stops offering the days inside it and a booking there is tooSoon', async () => {
    await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    try {
      // The day after tomorrow ends at most 72 hours from now: offered with 24 hours' notice, not with 72.
      const day = shiftDay(todayIn(original.timeZone), 2);
      const offered = async () =>
        (await request(t.server).get('/api/availability').query({ from: day, to: day, games: 3 }).expect(200)).body
          .days[0].times as string[];
      expect(original.minimumNoticeHours).toBeLessThanOrEqual(24);
      expect(await offered()).toContain('14:00');
      await save({ minimumNoticeHours: 72 });
      expect(await offered()).toEqual([]);
      const res = await book(bookingBody({ eventDate: day, eventTime: '14:00' }, games, { parentEmail: email() }));
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ code: 'SLOT_NOT_OFFERED', message: AVAILABILITY_MESSAGES.tooSoon(72) });
    } finally {
      await restoreSeedTeams(t.dataSource);
    }
  });

  it("a new time zone: the site's today and the validation's day in the past follow it", async () => {
    // A zone whose today differs from the business's now (one of the two always does): Kiritimati is 20 hours
    // ahead of Chicago, Pago Pago 5 behind.
    const zone = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find((z) => todayIn(z) !== todayIn(original.timeZone))!;
    await save({ timeZone: zone });
    const site = (await request(t.server).get('/api/site').expect(200)).body as SiteInfo;
    expect(site).toMatchObject({ timeZone: zone, today: todayIn(zone) });

    // The day before the zone's today is past; its today is not (refused later, by the notice, not as past).
    const onDay = (eventDate: string) =>
      book(bookingBody({ eventDate, eventTime: '14:00' }, games, { parentEmail: email() }));
    const yesterday = await onDay(shiftDay(todayIn(zone), -1)).expect(400);
    expect(yesterday.body.fields).toEqual({ eventDate: BOOKING_MESSAGES.eventDatePast });
    const today = await onDay(todayIn(zone));
    expect(today.body.fields?.eventDate).toBeUndefined();
    expect(today.body.code).toBe('SLOT_NOT_OFFERED');
  });

  it("a new time zone moves the teams' time with the events: each keeps its date and clock time", async () => {
    const [team] = await useOnlyTeams(t.dataSource, [everyDayWindows()]);
    try {
      // Back to back on one team: moved one at a time (an hour later each, Denver's clock), the first would land on
      // the second's place before it moved.
      const day = shiftDay(todayIn(original.timeZone), 40);
      const times = ['10:00', '13:00'];
      const made: Booking[] = [];
      for (const eventTime of times) {
        const body = bookingBody({ eventDate: day, eventTime }, games, { parentEmail: email() });
        made.push((await book(body).expect(201)).body as Booking);
      }
      await save({ timeZone: 'America/Denver' });
      for (const [i, booking] of made.entries()) {
        const [row] = await t.dataSource.query(
          `SELECT team_id, lower(during) AS starts_at, hold_expires_at FROM allocations WHERE booking_id = $1 AND active`,
          [booking.id],
        );
        const start = eventStart(day, times[i], 'America/Denver').getTime();
        expect(row.team_id).toBe(team);
        expect((row.starts_at as Date).getTime()).toBe(start - ARRIVAL_MINUTES_EARLY * MINUTE);
        // A hold keeps its expiry.
        expect((row.hold_expires_at as Date).toISOString()).toBe(booking.holdExpiresAt);
      }
    } finally {
      await restoreSeedTeams(t.dataSource);
    }
  });
});

const email = () => `${unique('readers')}@example.com`;
