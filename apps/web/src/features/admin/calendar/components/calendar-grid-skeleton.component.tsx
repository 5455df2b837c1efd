import { VisuallyHidden } from '@radix-ui/themes';
import type { CSSProperties } from 'react';
import { monthWeeks } from './calendar-dates';
import { CalendarHead } from './calendar-grid.component';
import { MonthHead } from './calendar-month.component';
import '@/features/admin/shared/components/admin-skeleton.css';
import './calendar.css';

/** Team rows drawn while the calendar loads: as many as the seed makes (the real count is not known yet). */
const TEAMS = 2;
const WIDTHS = ['70%', '45%', '85%', '55%', '65%'];

/**
 * The Calendar's grid while its days load (like AdminListSkeleton): the real day names or hours across, team rows of
 * grey bars in the same cells, and the loading text for screen readers, so the tab keeps its shape.
 */
export function CalendarGridSkeleton({ days }: { days: string[] }) {
  const cell = days.length === 1 ? 'calendar-cell calendar-track' : 'calendar-cell';
  return (
    <div aria-busy>
      <VisuallyHidden role="status">Loading the calendar…</VisuallyHidden>
      <div className="calendar-grid" style={{ '--calendar-columns': days.length } as CSSProperties} aria-hidden>
        <CalendarHead days={days} />
        {Array.from({ length: TEAMS }, (_, team) => (
          <div key={team} className="calendar-team">
            <div className="calendar-team-name">
              <span className="admin-skeleton" style={{ width: '5rem' }} />
            </div>
            {days.map((day, i) => (
              <div key={day} className={cell}>
                <span className="admin-skeleton" style={{ width: WIDTHS[(team + i) % WIDTHS.length] }} />
              </div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The Month view while it loads: the weekday names over the month's weeks, a grey bar in each day. */
export function CalendarMonthSkeleton({ day }: { day: string }) {
  return (
    <div aria-busy>
      <VisuallyHidden role="status">Loading the calendar…</VisuallyHidden>
      <table className="calendar-month" aria-hidden>
        <MonthHead />
        <tbody>
          {monthWeeks(day).map((week, row) => (
            <tr key={row}>
              {week.map((_, i) => (
                <td key={i}>
                  <span className="admin-skeleton" style={{ width: WIDTHS[(row + i) % WIDTHS.length] }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
