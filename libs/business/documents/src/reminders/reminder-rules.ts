import type { BookingEntity } from '@app/bookings';
import { WAIVER_RULES } from '@app/contracts';
import type { ReminderKind } from '../entities/booking-reminder.entity';
import { eventStart } from '../event-time';

/**
 * What the rules read of a booking, and of its roster: the shirt sizes it still needs (RosterReads; 0 when none), and
 * the children still missing a signed waiver (PartyWaivers; 0 while waivers are off).
 */
export type ReminderBooking = Pick<BookingEntity, 'status' | 'balanceDueCents' | 'eventDate' | 'eventTime'> & {
  shirtSizesMissing?: number;
  waiversMissing?: number;
};

interface ReminderRule {
  /** How long before the event's start the reminder is due (elapsed hours). */
  leadHours: number;
  /** Which bookings get it. */
  applies: (booking: ReminderBooking) => boolean;
}

/** Every reminder and when it is due, in one place: the scan and the e-mail job both ask reminderDue(). */
const REMINDERS: { [K in ReminderKind]: ReminderRule } = {
  /** The event is on: what, when, where, with the calendar invite again. */
  'event-48h': { leadHours: 48, applies: (b) => b.status === 'confirmed' },
  /** Money is still owed (a deposit's rest, or nothing paid yet on a pending booking). */
  'balance-7d': { leadHours: 7 * 24, applies: (b) => b.status !== 'cancelled' && b.balanceDueCents > 0 },
  /**
   * A party with custom shirts whose roster still lacks sizes while its list is open (RosterReads counts 0 for a
   * cancelled party or a closed list).
   */
  'sizes-7d': { leadHours: 7 * 24, applies: (b) => (b.shirtSizesMissing ?? 0) > 0 },
  /** A confirmed party whose children are not all covered by a signed waiver (docs/product/waivers.md#the-reminder). */
  'waivers-48h': {
    leadHours: WAIVER_RULES.reminderLeadHours,
    applies: (b) => b.status === 'confirmed' && (b.waiversMissing ?? 0) > 0,
  },
};

export const REMINDER_KINDS = Object.keys(REMINDERS) as ReminderKind[];

/** The longest lead: the scan reads only bookings whose day falls between today and that far ahead. */
export const LONGEST_LEAD_HOURS = Math.max(...REMINDER_KINDS.map((kind) => REMINDERS[kind].leadHours));

/**
 * True from `leadHours` before the event's start until it starts. The start is the business's wall-clock day and time
 * turned into an instant (eventStart, as in the calendar invite), so the lead is real elapsed time, across a DST
 * change too; a booking made inside the lead gets its reminder at the next scan, a past event never.
 */
export function reminderDue(kind: ReminderKind, booking: ReminderBooking, timeZone: string, now: Date): boolean {
  const { leadHours, applies } = REMINDERS[kind];
  if (!applies(booking)) return false;
  const untilStart = eventStart(booking.eventDate, booking.eventTime, timeZone).getTime() - now.getTime();
  return untilStart > 0 && untilStart <= leadHours * 3_600_000;
}

/**
 * When the scan runs: every 15 minutes (so a reminder goes out at most 15 minutes after it is due), as one BullMQ job
 * scheduler in Redis, which every worker replica upserts under the same id: each run happens once.
 */
export const REMINDER_SCHEDULE = { id: 'reminders.scan', pattern: '*/15 * * * *' } as const;

/** The e-mail job's id: one job per reminder, however many scans find it (BullMQ refuses ':' in ids). */
export const reminderJobId = (kind: ReminderKind, bookingId: string): string => `reminders.email@${kind}@${bookingId}`;
