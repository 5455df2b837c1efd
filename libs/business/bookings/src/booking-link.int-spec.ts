import request from 'supertest';
import { BOOKING_MESSAGES } from '@app/contracts';
import { Clock } from '@app/platform';
import { bookingPayload, catalogueGameIds, startTestApp, TestApp } from '@app/testing';
import { BookingLinks, LINK_DAYS_AFTER_EVENT } from './booking-link';
import { BookingsModule } from './bookings.module';
import { eventStart } from './event-start';

const NOT_FOUND = { statusCode: 404, code: 'BOOKING_NOT_FOUND', message: BOOKING_MESSAGES.notFound };

describe("a booking's signed link (GET /api/bookings/:id?token=)", () => {
  let t: TestApp;
  let games: number[];
  let links: BookingLinks;
  const book = async () =>
    (
      await request(t.server)
        .post('/api/bookings')
        .send(bookingPayload(games.slice(0, 3)))
        .expect(201)
    ).body as {
      id: string;
      eventDate: string;
      eventTime: string;
    };

  beforeAll(async () => {
    t = await startTestApp({ imports: [BookingsModule] });
    games = await catalogueGameIds(t.server);
    links = t.app.get(BookingLinks);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => t.close());

  it('opens its booking in a fresh browser, with its policy, and signs nobody in', async () => {
    const booking = await book();
    const url = new URL(links.url(booking.id));
    expect(url.pathname).toBe(`/bookings/${booking.id}`);
    expect(`${url.origin}`).toBe(t.config.publicUrl);
    const res = await request(t.server).get(`/api/bookings/${booking.id}${url.search}`).expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toMatchObject({
      id: booking.id,
      calendarSequence: 0,
      durationMinutes: 90,
      cancellationRequest: null,
      policy: { canReschedule: true, cancel: 'refund', feePercent: 3, refundNow: '0.00' },
    });
    expect(res.body.gameNames).toHaveLength(3);
    const google = new URL(res.body.googleCalendarUrl);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('action')).toBe('TEMPLATE');
    const start = eventStart(booking.eventDate, booking.eventTime, t.config.business.timeZone);
    expect(google.searchParams.get('dates')).toMatch(
      new RegExp(`^${start.toISOString().replace(/[-:]/g, '').replace('.000', '')}/\\d{8}T\\d{6}Z$`),
    );
  });

  it('a missing, wrong, tampered, other booking’s or expired token is the 404 of no booking', async () => {
    const booking = await book();
    const other = await book();
    const token = links.token(booking.id);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const query of ['', '?token=', '?token=wrong', `?token=${tampered}`, `?token=${links.token(other.id)}`]) {
      expect((await request(t.server).get(`/api/bookings/${booking.id}${query}`).expect(404)).body).toMatchObject(
        NOT_FOUND,
      );
    }
    // The link is good until LINK_DAYS_AFTER_EVENT days after the event, not a minute more.
    const end = eventStart(booking.eventDate, booking.eventTime, t.config.business.timeZone).getTime();
    const clock = jest.spyOn(t.app.get(Clock), 'now');
    clock.mockReturnValue(new Date(end + LINK_DAYS_AFTER_EVENT * 86_400_000));
    await request(t.server).get(`/api/bookings/${booking.id}?token=${token}`).expect(200);
    clock.mockReturnValue(new Date(end + LINK_DAYS_AFTER_EVENT * 86_400_000 + 60_000));
    await request(t.server).get(`/api/bookings/${booking.id}?token=${token}`).expect(404);
  });
});
