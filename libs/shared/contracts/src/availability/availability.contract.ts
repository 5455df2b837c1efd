import { BOOKING_RULES } from '../bookings/booking-form.contract';

/**
 * Teams and their time. A team's working window bounds the event itself (start to end); the set-up before it and the
 * buffer after it may fall outside (docs/adr/0016-capacity-by-exclusion-constraint.md).
 */
export const AVAILABILITY_RULES = {
  /** Longest GET /api/availability range, both days included: a quarter, the wizard's calendar shows one month. */
  rangeDaysMax: 92,
  gamesMin: BOOKING_RULES.gamesMin,
  gamesMax: BOOKING_RULES.gamesMax,
  /** How many alternatives a refused time offers, nearest first, and how far from its day they are looked for. */
  alternativesMax: 5,
  alternativesDaysAround: 7,
} as const;

/**
 * A new team works every day 9:00 AM-8:00 PM, the event hours (docs/product/pages.md#routes), in minutes after midnight
 * (business time).
 */
export const DEFAULT_WORKING_WINDOW = { startMinute: 9 * 60, endMinute: 20 * 60 } as const;
/** Weekdays as PostgreSQL's `extract(dow ...)` counts them: 0 is Sunday, 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

export type AllocationKind = 'hold' | 'firm';

export const AVAILABILITY_MESSAGES = {
  from: 'from must be a date written yyyy-MM-dd',
  to: 'to must be a date written yyyy-MM-dd',
  range: 'to must not be before from',
  rangeTooLong: `from and to must be at most ${AVAILABILITY_RULES.rangeDaysMax} days apart, both included`,
  games: `games must be a whole number from ${AVAILABILITY_RULES.gamesMin} to ${AVAILABILITY_RULES.gamesMax}`,
  reservationToken: 'reservationToken must be a token POST /api/reservations gave',
  slotTaken: 'That time was just taken. Please choose another time.',
  startTimeNotOffered: 'That start time is not offered. Please choose one from the list.',
  tooSoon: (hours: number) => `Bookings need at least ${hours} hours' notice. Please choose a later time.`,
} as const;

/** GET /api/availability?from=yyyy-MM-dd&to=yyyy-MM-dd&games=N (both days included, business time zone). */
export interface AvailabilityQuery {
  from: string;
  to: string;
  games: number;
  /** The reader's own reservation: its time shows as free to them. */
  reservationToken?: string;
}

/** One day of the range: its free start times ("HH:mm" values of START_TIMES), in order; none when fully booked. */
interface AvailabilityDay {
  date: string;
  times: string[];
}

export interface AvailabilityResponse {
  days: AvailabilityDay[];
}

export interface FreeStart {
  date: string;
  time: string;
}

/** `details` of a SLOT_TAKEN or SLOT_NOT_OFFERED refusal: the nearest free start times for the same game count. */
export interface SlotRefusalDetails {
  alternatives: FreeStart[];
}
