import { ValidateBy } from 'class-validator';
import { BOOKING_RULES } from '../bookings/booking-form.contract';
import { addDays } from '../platform/business-days.rules';
import { isCalendarDate } from './calendar-date';

/**
 * The one bound on every day a client sends (a reschedule to 9999-12-31 was accepted, availability listed times nobody
 * may book, a blackout to 9999-12-31 blocked every booking). No day lies further ahead than a booking may be made. A
 * day that plans something (a booking, its move, a blackout, time off) is not before today; a day that looks something
 * up (availability, the admin's filters, exports, calendar, promo periods) goes back at most ten years. A day that
 * records something done (the day money was received) goes back as far, and not past today. Days are the business's
 * (yyyy-MM-dd in BUSINESS_TIME_ZONE).
 */
export const DAY_BOUNDS = {
  aheadDays: BOOKING_RULES.bookingHorizonDays,
  lookBackDays: 3653,
} as const;

/** 'plan': today to the horizon; 'look': ten years back to the horizon; 'done': ten years back to today. */
export type DayWindow = 'plan' | 'look' | 'done';

/** How the messages say the bounds (DAY_BOUNDS in words). */
export const DAY_BOUND_MESSAGES = {
  past: (label: string) => `${label} cannot be in the past`,
  tooOld: (label: string) => `${label} must be within the last 10 years`,
  tooFar: (label: string) => `${label} must be within the next 2 years`,
} as const;

/** The first and last day of a window, both included. */
function dayWindow(window: DayWindow, today: string): { first: string; last: string } {
  return {
    first: window === 'plan' ? today : addDays(today, -DAY_BOUNDS.lookBackDays),
    last: window === 'done' ? today : addDays(today, DAY_BOUNDS.aheadDays),
  };
}

/** Which side of its window a yyyy-MM-dd day falls on, if outside (text order is date order). */
export function dayOutside(day: string, window: DayWindow, today: string): 'before' | 'after' | undefined {
  const { first, last } = dayWindow(window, today);
  return day < first ? 'before' : day > last ? 'after' : undefined;
}

const BUSINESS_TODAY = Symbol('businessToday');

/**
 * Tells a DTO instance's day rules what today is on the business's calendar: the api's validation pipe does it for
 * every DTO it checks (createValidationPipe's `today`), the SPA's wizard with GET /api/site's `today`. The rules of a
 * DTO nobody told (another form in the browser, whose clock may be in another zone) leave the bound to the server.
 */
export function withBusinessToday<T extends object>(dto: T, today: string): T {
  Object.defineProperty(dto, BUSINESS_TODAY, { value: today, configurable: true, enumerable: false });
  return dto;
}

const DAY_FIELDS = Symbol('dayFields');

/**
 * Whether a DTO has a field held to DAY_BOUNDS (IsWithinDayBounds marks its class), so the api's pipe works out the
 * business's today (an Intl format in its time zone) only for the DTOs that read it, not for every query and param.
 */
export const hasDayBounds = (dto: object): boolean => DAY_FIELDS in dto;

const businessTodayOf = (dto: unknown): string | undefined =>
  (dto as { [BUSINESS_TODAY]?: string } | undefined)?.[BUSINESS_TODAY];

/**
 * A day inside its window (DAY_BOUNDS). `messages` is the field's name as the messages say it ("The first day": "The
 * first day cannot be in the past"), or the message for each side: `before` (in the past, or more than ten years back)
 * and `after` (past the booking horizon, or for 'done' past today). Silent while the day is not a valid date (its own
 * rule says so).
 */
export const IsWithinDayBounds = (
  window: DayWindow,
  messages: string | { before: string; after: string },
): PropertyDecorator => {
  const { before, after } =
    typeof messages === 'string'
      ? {
          before: window === 'plan' ? DAY_BOUND_MESSAGES.past(messages) : DAY_BOUND_MESSAGES.tooOld(messages),
          after: DAY_BOUND_MESSAGES.tooFar(messages),
        }
      : messages;
  const rule = ValidateBy({
    name: 'isWithinDayBounds',
    validator: {
      validate: (day, args) => {
        const today = businessTodayOf(args?.object);
        return today === undefined || !isCalendarDate(day) || dayOutside(day, window, today) === undefined;
      },
      defaultMessage: (args) =>
        dayOutside(args?.value as string, window, businessTodayOf(args?.object)!) === 'before' ? before : after,
    },
  });
  return (target, property) => {
    // On the prototype, so subclasses of a DTO with day fields are marked too.
    Object.defineProperty(target, DAY_FIELDS, { value: true, configurable: true });
    rule(target, property);
  };
};
