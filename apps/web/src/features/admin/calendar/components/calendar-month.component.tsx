import { Flex, Switch, Text } from '@radix-ui/themes';
import { useState, type KeyboardEvent } from 'react';
import {
  startTimeLabel,
  WAITLIST_OFFICE_WORDS as W,
  type CalendarAllocation,
  type CalendarCancelled,
  type CalendarResponse,
} from '@app/contracts';
import { addDays, longDay, monthDays, monthWeeks, WEEKDAY_NAMES } from './calendar-dates';
import { CalendarBlock } from './calendar-grid.component';
import './calendar.css';

/** A day cell lists this many bookings; with more it lists one fewer and a button that opens the day with them all. */
export const MONTH_CELL_BOOKINGS = 3;

/** Monday first, as the week view. */
const WEEKDAYS = [...WEEKDAY_NAMES.slice(1), WEEKDAY_NAMES[0]];

/** Arrow keys move between the days (a week up or down), as in a date picker. */
const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** A cell lists this many cancelled bookings; with more it says how many. */
const MONTH_CELL_CANCELLED = 2;

const bookingsWord = (count: number) => (count === 1 ? '1 booking' : `${count} bookings`);

/**
 * A cancelled booking: muted and struck through, with the word, and no action (it holds no team: there is nothing to
 * move). Its own colour, never a status colour of a booking that stands.
 */
function CancelledEntry({ booking }: { booking: CalendarCancelled }) {
  return (
    <li className="calendar-cancelled" data-status="cancelled">
      <s>{[startTimeLabel(booking.eventTime), booking.shortId, booking.childName].join(' · ')}</s> · Cancelled
    </li>
  );
}

/** A day's waiting families (docs/product/waitlist.md#the-office): a badge that opens the day's waiting list. */
function WaitingBadge({ day, count, onOpen }: { day: string; count: number; onOpen: (day: string) => void }) {
  return (
    <button
      type="button"
      className="calendar-month-waiting"
      aria-label={W.waitingLabel(count, longDay(day))}
      onClick={() => onOpen(day)}
    >
      {W.waiting(count)}
    </button>
  );
}

/** The weekday names over the month's columns (the loading skeleton draws the same). */
export function MonthHead() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map((name) => (
          <th key={name} scope="col">
            <abbr title={name}>{name.slice(0, 3)}</abbr>
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface Props {
  data: CalendarResponse;
  /** The day chosen (yyyy-MM-dd): its month is shown and the day marked. */
  day: string;
  /** The business's today, marked as the current date. */
  today: string;
  timeZone?: string;
  onOpen: (allocation: CalendarAllocation) => void;
  /** Opens one day in the day view. */
  onOpenDay: (day: string) => void;
  /** How many families wait on each day that has any (GET /api/admin/waitlist/days), and what opens a day's list. */
  waitlist?: { counts: ReadonlyMap<string, number>; onOpen: (day: string) => void };
}

const NOBODY_WAITING: ReadonlyMap<string, number> = new Map();

/**
 * The Calendar's Month view: a table of weeks, Monday to Sunday, each day a button named with its date and booking
 * count that opens the day, and its bookings (every team's) as the same buttons as the week view, coloured by status
 * and saying it; the days' cancelled bookings apart, muted and struck through, unless "Show cancelled" is off
 *. The arrow keys move between days; only one day is in the Tab order. Below 640 px it reads as a list of
 * the days that have bookings or waiting families. A day on which families wait says how many, as a badge that opens
 * its waiting list.
 */
export function CalendarMonth({ data, day, today, timeZone, onOpen, onOpenDay, waitlist }: Props) {
  const waiting = waitlist?.counts ?? NOBODY_WAITING;
  const days = monthDays(day);
  const [focusDay, setFocusDay] = useState(day);
  const [showCancelled, setShowCancelled] = useState(true);
  const cancelledOf = (d: string) => (showCancelled ? data.cancelled.filter((c) => c.eventDate === d) : []);
  const tabDay = days.includes(focusDay) ? focusDay : day;
  const bookingsOf = (d: string) =>
    data.allocations
      .filter((a) => a.eventDate === d)
      .sort((x, y) => x.eventTime.localeCompare(y.eventTime) || x.teamId - y.teamId);
  const blackout = (d: string) => data.blackoutDays.find((b) => b.firstDay <= d && d <= b.lastDay);
  const dayLabel = (d: string) => {
    const count = bookingsOf(d).length;
    const cancelled = cancelledOf(d).length;
    const closed = blackout(d);
    const families = waiting.get(d);
    return `${longDay(d)}: ${count === 0 ? 'no bookings' : bookingsWord(count)}${cancelled ? `, ${cancelled} cancelled` : ''}${families ? `, ${W.waitingOnDay(families)}` : ''}${closed ? ` (blackout: ${closed.reason})` : ''}`;
  };
  const waitingBadge = (d: string) => {
    const count = waiting.get(d);
    return count && waitlist ? <WaitingBadge day={d} count={count} onOpen={waitlist.onOpen} /> : null;
  };

  const move = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).dataset.day;
    const step = KEY_STEPS[event.key];
    if (!from || !step) return;
    const to = addDays(from, step);
    if (!days.includes(to)) return;
    event.preventDefault();
    setFocusDay(to);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-day="${to}"]`)?.focus();
  };

  const booked = days.filter((d) => bookingsOf(d).length + cancelledOf(d).length > 0 || waiting.has(d));
  const cancelledEntries = (d: string) => {
    const cancelled = cancelledOf(d);
    if (cancelled.length <= MONTH_CELL_CANCELLED) {
      return cancelled.map((c) => <CancelledEntry key={c.bookingId} booking={c} />);
    }
    return <li className="calendar-cancelled">{cancelled.length} cancelled</li>;
  };
  const block = (a: CalendarAllocation) => (
    <li key={a.id}>
      <CalendarBlock allocation={a} timeZone={timeZone} onOpen={onOpen} />
    </li>
  );

  return (
    <>
      <Text as="label" size="2" mb="2">
        <Flex gap="2" align="center">
          <Switch size="1" checked={showCancelled} onCheckedChange={setShowCancelled} />
          Show cancelled
        </Flex>
      </Text>
      <table className="calendar-month" onKeyDown={move}>
        <MonthHead />
        <tbody>
          {monthWeeks(day).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((d, i) => {
                if (!d) return <td key={i} className="calendar-month-pad" />;
                const bookings = bookingsOf(d);
                const shown =
                  bookings.length > MONTH_CELL_BOOKINGS ? bookings.slice(0, MONTH_CELL_BOOKINGS - 1) : bookings;
                return (
                  <td key={d} data-selected={d === day || undefined} data-blackout={blackout(d) ? true : undefined}>
                    <button
                      type="button"
                      className="calendar-month-day"
                      data-day={d}
                      tabIndex={d === tabDay ? 0 : -1}
                      aria-label={dayLabel(d)}
                      aria-current={d === today ? 'date' : undefined}
                      onFocus={() => setFocusDay(d)}
                      onClick={() => onOpenDay(d)}
                    >
                      {Number(d.slice(8))}
                    </button>
                    {waitingBadge(d)}
                    <ul>
                      {shown.map(block)}
                      {shown.length < bookings.length && (
                        <li>
                          <button type="button" className="calendar-month-more" onClick={() => onOpenDay(d)}>
                            All {bookings.length} bookings
                          </button>
                        </li>
                      )}
                      {cancelledEntries(d)}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="calendar-month-list">
        {booked.length === 0 ? (
          <Text as="p" color="gray">
            No bookings this month.
          </Text>
        ) : (
          booked.map((d) => (
            <section key={d} aria-label={dayLabel(d)}>
              <Text as="p" size="2" weight="bold" mb="1">
                {dayLabel(d)}
              </Text>
              {waitingBadge(d)}
              <ul>
                {bookingsOf(d).map(block)}
                {cancelledOf(d).map((c) => (
                  <CancelledEntry key={c.bookingId} booking={c} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  );
}
