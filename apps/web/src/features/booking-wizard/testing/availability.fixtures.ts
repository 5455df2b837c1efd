import { START_TIME_VALUES, type AvailabilityResponse } from '@app/contracts';
import type { SentRequest, StubReply } from '@/testing/api-stub.testing';
import { addDays, formatDay, parseDay } from '../form/calendar-day';

/** Which start times are free on a day for a game count (every one unless a test says otherwise). */
export type FreeTimes = (date: string, games: number) => readonly string[];

/**
 * GET /api/availability as a stub route: each day of the asked range, with the start times `freeOn` gives, as the
 * API answers them. Every time is free on every day unless `freeOn` says otherwise.
 */
export const availabilityRoute =
  (freeOn: FreeTimes = () => START_TIME_VALUES) =>
  (request: SentRequest): StubReply => {
    const query = new URL(request.path, 'http://stub').searchParams;
    const games = Number(query.get('games'));
    const days: AvailabilityResponse['days'] = [];
    const to = query.get('to') ?? '';
    for (let day = parseDay(query.get('from') ?? ''); day && formatDay(day) <= to; day = addDays(day, 1)) {
      const date = formatDay(day);
      days.push({ date, times: [...freeOn(date, games)] });
    }
    return { body: { days } };
  };
