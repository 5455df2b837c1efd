import { Badge, Text } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import {
  startTimeLabel,
  type AdminTeam,
  type BlackoutDay,
  type CalendarAllocation,
  type CalendarResponse,
} from '@app/contracts';
import { capitalised } from '@/features/admin/shared/components/admin-format';
import { minutesOf, shortDay } from './calendar-dates';
import './calendar.css';

/**
 * The day view's hours: the event hours (docs/product/pages.md#routes) with the first arrival and the last buffer
 * around them.
 */
const DAY_START = 8 * 60;
const DAY_END = 21 * 60;
const DAY_LENGTH = DAY_END - DAY_START;

/** 8 → "8 AM", 14 → "2 PM" (the day view's axis). */
const hourLabel = (hour: number) => `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** An instant as the business's clock reads it, e.g. "Dec 1, 10:05 AM". */
const timeOfDay = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });

/**
 * What a block says: start, short id, child, status, until when an unpaid booking holds its team, and who runs it (the
 * team's hosts, docs/product/hosts.md#teams-and-hosts).
 */
const blockText = (a: CalendarAllocation, timeZone?: string) =>
  [
    startTimeLabel(a.eventTime),
    a.shortId,
    a.childName,
    capitalised(a.bookingStatus),
    a.holdExpiresAt ? `hold until ${timeOfDay(a.holdExpiresAt, timeZone)}` : null,
    a.hostNames.length ? `hosts: ${a.hostNames.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

export function CalendarBlock({
  allocation,
  timeZone,
  onOpen,
  style,
}: {
  allocation: CalendarAllocation;
  timeZone?: string;
  onOpen: (a: CalendarAllocation) => void;
  style?: CSSProperties;
}) {
  return (
    <button
      type="button"
      className="calendar-block"
      data-status={allocation.bookingStatus}
      data-kind={allocation.kind}
      style={style}
      onClick={() => onOpen(allocation)}
    >
      {blockText(allocation, timeZone)}
    </button>
  );
}

/** The teams a view shows: every active team, and an inactive one that still has bookings in it. */
const shownTeams = (data: CalendarResponse) =>
  data.teams.filter((team) => team.active || data.allocations.some((a) => a.teamId === team.id));

const teamLabel = (team: AdminTeam) => (team.active ? team.name : `${team.name} (inactive)`);

/**
 * The grid's first row: a corner, then each day's name (week view) or the hours across (day view), a blackout day
 * marked. Hidden from screen readers: each cell names its day itself. The loading skeleton draws the same row.
 */
export function CalendarHead({
  days,
  blackout,
}: {
  days: string[];
  blackout?: (day: string) => BlackoutDay | undefined;
}) {
  return (
    <>
      <div className="calendar-head" aria-hidden />
      {days.map((day) => (
        <div key={day} className="calendar-head" aria-hidden>
          {days.length === 1 ? (
            <div className="calendar-hours">
              {Array.from({ length: DAY_LENGTH / 120 + 1 }, (_, i) => (
                <span key={i}>{hourLabel(DAY_START / 60 + i * 2)}</span>
              ))}
            </div>
          ) : (
            <Text size="2" weight="medium">
              {shortDay(day)}
            </Text>
          )}
          {blackout?.(day) && (
            <Badge color="gray" ml="1">
              Blackout
            </Badge>
          )}
        </div>
      ))}
    </>
  );
}

interface Props {
  data: CalendarResponse;
  /** The days shown: one (day view, hours across) or seven (week view, days across). */
  days: string[];
  /** The business's time zone, for hold expiries (the browser's when not given). */
  timeZone?: string;
  onOpen: (allocation: CalendarAllocation) => void;
}

/**
 * The Calendar's grid: a row per team; in the week view a column per day with that day's bookings in start order, in
 * the day view the hours across with each booking placed at its start for its length. Each booking is a button
 * (keyboard reachable) that opens the move dialog. Below 640 px the same markup reads as a list per team.
 */
export function CalendarGrid({ data, days, timeZone, onOpen }: Props) {
  const dayView = days.length === 1;
  const blackout = (day: string) => data.blackoutDays.find((b) => b.firstDay <= day && day <= b.lastDay);
  const of = (teamId: number, day: string) =>
    data.allocations
      .filter((a) => a.teamId === teamId && a.eventDate === day)
      .sort((x, y) => x.eventTime.localeCompare(y.eventTime));
  const teams = shownTeams(data);
  if (teams.length === 0) return <Text color="gray">No active teams: add one under Teams.</Text>;
  return (
    <div className="calendar-grid" style={{ '--calendar-columns': days.length } as CSSProperties}>
      <CalendarHead days={days} blackout={blackout} />
      {teams.map((team) => (
        <section key={team.id} className="calendar-team" aria-label={teamLabel(team)}>
          <Text as="div" size="2" weight="bold" className="calendar-team-name">
            {teamLabel(team)}
          </Text>
          {days.map((day) => {
            const blocks = of(team.id, day);
            const closed = blackout(day);
            return (
              <div key={day} className={dayView ? 'calendar-cell calendar-track' : 'calendar-cell'}>
                <span className="calendar-cell-day">
                  {shortDay(day)}
                  {closed ? ` (blackout: ${closed.reason})` : ''}
                  {blocks.length === 0 ? ': no bookings' : ''}
                </span>
                <ul>
                  {blocks.map((a) => (
                    <li key={a.id}>
                      <CalendarBlock
                        allocation={a}
                        timeZone={timeZone}
                        onOpen={onOpen}
                        style={
                          dayView
                            ? ({
                                '--block-left': `${((minutesOf(a.eventTime) - DAY_START) / DAY_LENGTH) * 100}%`,
                                '--block-width': `${(a.durationMinutes / DAY_LENGTH) * 100}%`,
                              } as CSSProperties)
                            : undefined
                        }
                      />
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
