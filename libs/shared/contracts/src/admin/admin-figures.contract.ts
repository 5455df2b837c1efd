import { addDays } from '../platform/business-days.rules';
import { calendarDayWords } from '../words/clock.words';
import type { BookingStatus, EventType } from '../bookings/booking-lists.contract';

/**
 * The admin's figures for a period: GET /api/admin/stats?from=&to= answers the four cards
 * (docs/product/pages.md#routes) as docs/product/admin.md#figures defines them and, beside them, the figures of one
 * period of the business's calendar (days in BUSINESS_TIME_ZONE).
 */

/** The period picker's choices; all but `custom` are worked out from the business's today. */
export const STATS_PERIODS = ['this-month', 'last-month', 'this-year', 'custom'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export type StatsPreset = Exclude<StatsPeriod, 'custom'>;
export const STATS_PERIOD_LABELS: Record<StatsPeriod, string> = {
  'this-month': 'This month',
  'last-month': 'Last month',
  'this-year': 'This year',
  custom: 'Custom',
};

/** A run of the business's calendar days, yyyy-MM-dd, both included. */
export interface DayRange {
  from: string;
  to: string;
}

const monthOf = (year: number, month: number): DayRange => {
  const first = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
  const nextFirst = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from: first, to: addDays(nextFirst, -1) };
};

/** The days of a preset, from the business's `today` (yyyy-MM-dd): whole months and the whole year. */
export function presetRange(preset: StatsPreset, today: string): DayRange {
  const [year, month] = today.split('-').map(Number);
  if (preset === 'this-year') return { from: `${year}-01-01`, to: `${year}-12-31` };
  if (preset === 'this-month') return monthOf(year, month);
  return month === 1 ? monthOf(year - 1, 12) : monthOf(year, month - 1);
}

/** How many days "the week's upcoming events" looks ahead, today included. */
export const UPCOMING_EVENT_DAYS = 7;

/** GET /api/admin/stats parameters: both or neither; without them the period is this month. */
export interface AdminStatsQuery {
  from?: string;
  to?: string;
}

export const ADMIN_STATS_MESSAGES = {
  from: 'from must be a date written yyyy-MM-dd',
  to: 'to must be a date written yyyy-MM-dd',
  range: 'to must not be before from',
  pair: 'from and to go together: give both or neither',
} as const;

/** The figures of one period; money in dollar strings with 2 decimals. */
interface AdminPeriodFigures extends DayRange {
  /** The zone whose calendar the days are (BUSINESS_TIME_ZONE). */
  timeZone: string;
  /** The headline: capturedRevenue less refundedRevenue. */
  collectedRevenue: string;
  /** Every payment captured in the period, whatever its method (PayPal, promo, cash, bank transfer). */
  capturedRevenue: string;
  /** Money given back in the period (refunds and reversals), whenever its payment was captured. */
  refundedRevenue: string;
  /** The final prices (after promo codes) of the bookings made in the period that are confirmed now. */
  bookedValue: string;
  /** The bookings made in the period, by their status now. */
  bookingsByStatus: Record<BookingStatus, number>;
}

/** One event of the coming week, as the dashboard lists it. */
interface AdminUpcomingEvent {
  id: string;
  eventDate: string;
  eventTime: string;
  childName: string;
  parentName: string;
  guestCount: number;
  eventType: EventType;
  status: BookingStatus;
}

/**
 * GET /api/admin/stats: the four cards (docs/product/pages.md#routes), computed by SQL, and the period's figures beside
 * them.
 */
export interface AdminStats {
  /** All time: every booking; the note under it is the confirmed count. */
  totalBookings: number;
  confirmedBookings: number;
  /** All time: the sum of totalPrice over every booking (any status, before promo codes). */
  totalRevenue: string;
  /** All time: the mean totalPrice over the same bookings; "0.00" without any. */
  averageBookingValue: string;
  /** All time: distinct signed-in owners (unique userId). */
  activeUsers: number;
  /** Captured payments less their refunds over all time, any booking (docs/adr/0024-revenue-booked-and-collected.md). */
  collectedRevenue: string;
  period: AdminPeriodFigures;
  /** Bookings not cancelled whose event falls in the coming UPCOMING_EVENT_DAYS days, soonest first. */
  upcoming: DayRange & { events: AdminUpcomingEvent[] };
}

const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const MONTH_DAY_YEAR: Intl.DateTimeFormatOptions = { ...MONTH_DAY, year: 'numeric' };

/** "Nov 1 – Nov 30, 2026", "Dec 1, 2025 – Jan 31, 2026", "Nov 26, 2026": the days a figure counts, in words. */
export function periodWords({ from, to }: DayRange): string {
  if (from === to) return calendarDayWords(from, MONTH_DAY_YEAR);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  return `${calendarDayWords(from, sameYear ? MONTH_DAY : MONTH_DAY_YEAR)} – ${calendarDayWords(to, MONTH_DAY_YEAR)}`;
}

const bookings = (count: number) => `${count.toLocaleString('en-US')} booking${count === 1 ? '' : 's'}`;

/**
 * What each figure of the dashboard says it counts and for which days ("$249,155.00 booked" beside "$4,727.14
 * collected" named neither). Money arrives formatted; `period` is periodWords.
 */
export const ADMIN_FIGURE_WORDS = {
  totalBookingsNote: (confirmed: number) => `${confirmed.toLocaleString('en-US')} confirmed · all time`,
  totalRevenueNote: 'Total booked value (all bookings, unpaid and cancelled included), all time',
  averageNote: 'Total Revenue per booking, all time',
  activeUsersNote: 'Accounts with a booking, all time',
  heading: 'Figures for a period',
  picker: 'Period',
  customFrom: 'From',
  customTo: 'To',
  apply: 'Show',
  daysNote: (period: string, timeZone: string) => `${period}, days in ${timeZone}`,
  collected: 'Collected, net of refunds',
  collectedNote: (received: string, refunded: string) => `${received} received less ${refunded} refunded`,
  booked: 'Booked (confirmed)',
  bookedNote: (confirmed: number) =>
    `${bookings(confirmed)} made in the period and confirmed, after discounts; holds and cancellations excluded`,
  byStatus: 'Bookings made in the period',
  today: "Today's parties",
  todayNone: 'No party today.',
  upcoming: "This week's events",
  upcomingNote: (period: string) => `${period}, not cancelled`,
  upcomingNone: `No events in the next ${UPCOMING_EVENT_DAYS} days.`,
  upcomingNoneLater: 'No other events this week.',

  eventLine: (child: string, parent: string, eventType: string, children: number) =>
    `${child} (${parent}) · ${eventType} · ${children} children`,
  failed: 'Failed to load the statistics. Please try again later.',
} as const;
