import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bookingBody } from '@app/booking-body';

/**
 * Every booking takes one of the business's two teams for its time, so journeys that book must not compete for one:
 * each books on a day of its own, given as days after the business's today, at the first start time still free there
 * (`retryStart`: a journey that submits the wizard's booking takes a later one on a retry). Days in use: 21-22
 * booking-submit, 23-27, 31 and 52 booking-payment, 28 booking-wizard (books nothing), 29-30 booking-dialog-fit, 32-33
 * manage-booking (and 1-2 for a late start within 48 hours), 34-35 service-area (books nothing), 36-37
 * booking-reservation, 38-39 refund-lines, 40-51 and 60-67 admin, 53-59 party-roster, 68-69 admin-overpayment-refund,
 * 70-71 offline, 72-79 date-check, 80-81 price-bar-focus (books nothing), 82-85 phone-dialogs, 86-92 already-booked,
 * 93-99 admin-calendar-month, 100-102 booking-availability, 103-109 admin-edit-booking, 110-114 admin-offline-payment,
 * 115 admin-calendar-cancelled, 116-117 full-days, 118 price-bar-focus (books nothing), 119-120 booking-money, 121-122
 * emails-on-a-phone, 323-325 admin-phone, 346-350 host-today, 351 host-party-day, 352 host-offline, 353
 * after-the-party, 354 party-album, 359 host-session-end, 361 photo-consent, 362 my-data, 363-370
 * emails-light-and-dark, 371 wizard-on-a-phone (books nothing), 372 names-match-words (books nothing), 373
 * reduced-motion (books nothing), 374 date-check-length (books nothing), 381-390 host-phone, 391-392 admin-phone,
 * 400-409 waitlist, 410-414 admin-waitlist, 415-419 waivers (and admin-calendar, on main, draws one at random from
 * 123-322).
 */
export interface Slot {
  /** yyyy-MM-dd */
  date: string;
  /** "HH:mm", as the API has it */
  time: string;
  /** "2:15 PM", as the wizard shows it */
  label: string;
}

/** yyyy-MM-dd `days` after the business's today (GET /api/site), counted on the calendar. */
export async function businessDay(request: APIRequestContext, days: number): Promise<string> {
  const { today } = (await (await request.get('/api/site')).json()) as { today: string };
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const timeLabel = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};

/** The free start times of one day for a game count (GET /api/availability). */
export async function freeTimes(request: APIRequestContext, date: string, games: number): Promise<string[]> {
  const res = await request.get(`/api/availability?from=${date}&to=${date}&games=${games}`);
  expect(res.status()).toBe(200);
  const { days } = (await res.json()) as { days: { date: string; times: string[] }[] };
  return days[0]?.times ?? [];
}

/**
 * The first free start for `games` games on the day `dayOffset` days after today, or the next day that has one;
 * `skip`: how many of that day's free starts to pass over first (while it has more).
 */
export async function freeSlot(request: APIRequestContext, games: number, dayOffset: number, skip = 0): Promise<Slot> {
  for (let offset = dayOffset; offset < dayOffset + 7; offset++) {
    const date = await businessDay(request, offset);
    const times = await freeTimes(request, date, games);
    const time = times[Math.min(skip, times.length - 1)];
    if (time) return { date, time, label: timeLabel(time) };
  }
  throw new Error(`No free start for ${games} games within a week of day +${dayOffset}`);
}

/**
 * The start a journey that submits the wizard's booking takes on its day: the first free one, and on a retry a later
 * one. The earlier attempt may have booked the first with one of the day's two teams, which leaves that start free, and
 * the wizard's parent is the same family each attempt: one e-mail cannot book a start twice (409 ALREADY_BOOKED), so
 * the retry would fail at Submit whatever went wrong the first time.
 */
export const retryStart = (request: APIRequestContext, games: number, dayOffset: number) =>
  freeSlot(request, games, dayOffset, test.info().retry);

/** The first `count` games of the catalogue, by id. */
export async function gameIds(request: APIRequestContext, count = 3): Promise<number[]> {
  return ((await (await request.get('/api/games')).json()) as { id: number }[]).slice(0, count).map((g) => g.id);
}

/** Books a slot through the public API, as a parent's wizard does; `overrides`: fields of the body to change. */
export async function bookAsParent(
  request: APIRequestContext,
  slot: Pick<Slot, 'date' | 'time'>,
  overrides: Record<string, unknown> = {},
) {
  return request.post('/api/bookings', {
    data: bookingBody({ eventDate: slot.date, eventTime: slot.time }, await gameIds(request), {
      parentName: 'Pat Parent',
      // A family of its own each time: the same e-mail at the same date and time is 409 ALREADY_BOOKED.
      parentEmail: `pat.${randomUUID()}@example.com`,
      ...overrides,
    }),
  });
}

/** Other families book every team still free at a start (two on a fresh day, fewer on a retry's). */
export async function takeEveryTeam(request: APIRequestContext, slot: Slot, games: number) {
  for (let i = 0; i < 3 && (await freeTimes(request, slot.date, games)).includes(slot.time); i++) {
    expect((await bookAsParent(request, slot)).status()).toBe(201);
  }
  expect(await freeTimes(request, slot.date, games)).not.toContain(slot.time);
}
