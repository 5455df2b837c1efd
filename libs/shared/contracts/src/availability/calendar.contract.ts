import type { AllocationKind } from './availability.contract';
import type { BookingStatus } from '../bookings/booking-lists.contract';

/**
 * The admin's Calendar: teams with their weekly hours and time off, blackout days, the allocations of a day or a week,
 * and moving a booking to another free team or time. Days are the business's (yyyy-MM-dd in BUSINESS_TIME_ZONE), both
 * ends included; times of day are minutes after midnight there.
 */
export const CALENDAR_RULES = {
  teamNameMax: 60,
  reasonMax: 200,
  /** The calendar reads a day or a week; a little more lets a view straddle a month. */
  rangeDaysMax: 31,
} as const;

export interface WorkingWindow {
  /** 0 = Sunday ... 6 = Saturday (WEEKDAYS). */
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** A team away on these business days, both included. */
export interface TeamTimeOff {
  id: number;
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** GET /api/admin/teams: every team, active or not, with its weekly windows and its time off still to come. */
export interface AdminTeam {
  id: number;
  name: string;
  active: boolean;
  windows: WorkingWindow[];
  timeOff: TeamTimeOff[];
}

/** Business days (both included) on which no event starts. */
export interface BlackoutDay {
  id: number;
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** One team's time given to a booking, with the booking's facts the calendar shows. */
export interface CalendarAllocation {
  id: string;
  teamId: number;
  bookingId: string;
  /** shortBookingId(bookingId). */
  shortId: string;
  childName: string;
  bookingStatus: BookingStatus;
  kind: AllocationKind;
  /** The event's day and start in business time, and its length in minutes (without set-up and buffer). */
  eventDate: string;
  eventTime: string;
  durationMinutes: number;
  /** The booking's game count: the free times offered for a move are those for it (GET /api/availability). */
  gameCount: number;
  /** The team's arrival and the end of its buffer (ISO instants). */
  startsAt: string;
  endsAt: string;
  /** When an unpaid booking's hold lapses (ISO), null once firm. */
  holdExpiresAt: string | null;
  /** Who runs it: the team's active hosts, by name (docs/product/hosts.md#teams-and-hosts). */
  hostNames: string[];
}

/**
 * A cancelled booking whose event fell on the asked days: it holds no team (its allocation was freed), so the calendar
 * draws it apart from the allocations, muted, and never counts it as taking a team.
 */
export interface CalendarCancelled {
  bookingId: string;
  /** shortBookingId(bookingId). */
  shortId: string;
  childName: string;
  bookingStatus: 'cancelled';
  eventDate: string;
  eventTime: string;
  durationMinutes: number;
}

/**
 * GET /api/admin/calendar?from=&to=: the active allocations whose event falls on those days, and the cancelled
 * bookings of those days apart.
 */
export interface CalendarResponse {
  from: string;
  to: string;
  teams: AdminTeam[];
  blackoutDays: BlackoutDay[];
  allocations: CalendarAllocation[];
  cancelled: CalendarCancelled[];
}

/** GET /api/admin/calendar/next-booking?after=yyyy-MM-dd: the first day after `after` with a booking on the calendar. */
export interface NextBookingResponse {
  /** yyyy-MM-dd, or null when no booking comes after that day. */
  day: string | null;
}

export interface CreateTeamRequest {
  name: string;
}

/** PATCH /api/admin/teams/:id: a new name, or active on/off (off is refused while it has future firm bookings). */
export interface UpdateTeamRequest {
  name?: string;
  active?: boolean;
}

/** PUT /api/admin/teams/:id/windows: the team's whole weekly set (none: it takes no bookings). */
export interface WorkingWindowsRequest {
  windows: WorkingWindow[];
}

/** POST /api/admin/teams/:id/time-off and POST /api/admin/blackout-days. */
export interface DayRangeRequest {
  firstDay: string;
  lastDay: string;
  reason: string;
}

/** POST /api/admin/bookings/:id/move: another team and/or another day and start; what is missing stays. */
export interface MoveBookingRequest {
  teamId?: number;
  eventDate?: string;
  eventTime?: string;
}

export const CALENDAR_MESSAGES = {
  teamName: `The team's name is required (at most ${CALENDAR_RULES.teamNameMax} characters).`,
  active: 'active must be true or false',
  windows: 'windows must be a list of {weekday 0-6, startMinute, endMinute}, start before end, within the day (0-1440)',
  firstDay: 'The first day must be a date written yyyy-MM-dd',
  lastDay: 'The last day must be a date written yyyy-MM-dd, not before the first day',
  reason: `Please give a reason (at most ${CALENDAR_RULES.reasonMax} characters).`,
  from: 'from must be a date written yyyy-MM-dd',
  after: 'after must be a date written yyyy-MM-dd',
  to: `to must be a date written yyyy-MM-dd, not before from and at most ${CALENDAR_RULES.rangeDaysMax} days after it`,
  teamId: 'teamId must be the id of a team',
  eventDate: 'The new date must be a date written yyyy-MM-dd',
  eventTime: 'The new start time must be written HH:mm',
  moveNothing: 'Choose another team, day or start time to move the booking to.',
  teamNotFound: 'That team does not exist.',
  teamNameTaken: 'Another team already has that name.',
  teamHasBookings: (count: number) =>
    `This team has ${count} paid or confirmed ${count === 1 ? 'booking' : 'bookings'} still to come. Move ${
      count === 1 ? 'it' : 'them'
    } to another team first.`,
  timeOffNotFound: 'That time off does not exist.',
  blackoutNotFound: 'That blackout day does not exist.',
  moved: 'Booking moved.',
} as const;
