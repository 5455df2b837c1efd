import { DateLib, DayButton, DayPicker, type DayButtonProps, type Modifiers } from 'react-day-picker';
import 'react-day-picker/style.css';
import { BOOKING_RULES } from '@app/contracts';
import { addDays, formatDay, parseDay } from '../form/calendar-day';
import './event-calendar.css';

/**
 * A full day's button: reached by the arrow keys like any other (a disabled one is skipped), so a keyboard or screen
 * reader user lands on it and hears why it cannot be chosen; aria-disabled says it cannot.
 */
function CalendarDayButton(props: DayButtonProps) {
  return <DayButton {...props} aria-disabled={props.modifiers.full || props['aria-disabled']} />;
}

/**
 * A day button's name, with the day's number as the button shows it ("Saturday, December 5, 2026", where the library's
 * own says "December 5th", which a voice command "click 5" does not match), then what the day is: today, the chosen one,
 * fully booked.
 */
function dayButtonName(date: Date, modifiers: Modifiers, dateLib: DateLib): string {
  const day = dateLib.format(date, 'EEEE, MMMM d, yyyy');
  return `${modifiers.today ? 'Today, ' : ''}${day}${modifiers.selected ? ', selected' : ''}${modifiers.full ? ', fully booked' : ''}`;
}

/**
 * The event date: a real calendar (react-day-picker, keyboard-navigable grid) in Radix's colours. Days before `today`
 * (yyyy-MM-dd in the business time zone, GET /api/site) are disabled, and so are days past the booking horizon the
 * API accepts. The `fullDays` no team is free on are greyed out like them and cannot be chosen, yet stay in reach of
 * the arrow keys and are named "fully booked" (docs/product/availability.md#availability-on-the-server); clicking one
 * (still aria-disabled: it cannot be the date) tells `onFullDay`, which offers its waiting list
 * (docs/product/waitlist.md#joining). The shown month is the caller's, which reads that month's availability.
 */
export function EventCalendar({
  value,
  today,
  fullDays,
  month,
  onMonthChange,
  onChange,
  labelId,
  invalid,
  onFullDay,
}: {
  value: string;
  today: string;
  fullDays: string[];
  month: Date;
  onMonthChange: (month: Date) => void;
  onChange: (value: string) => void;
  labelId: string;
  invalid: boolean;
  /** A fully booked day was clicked: it stays unchosen, the caller may offer its waiting list. */
  onFullDay?: (value: string) => void;
}) {
  const todayDate = parseDay(today) ?? new Date();
  const last = addDays(todayDate, BOOKING_RULES.bookingHorizonDays);
  const full = fullDays.flatMap((day) => parseDay(day) ?? []);
  return (
    <div className={`event-calendar${invalid ? ' event-calendar--invalid' : ''}`}>
      <DayPicker
        mode="single"
        selected={parseDay(value)}
        onSelect={(day, clicked, modifiers) =>
          modifiers.full ? onFullDay?.(formatDay(clicked)) : day && onChange(formatDay(day))
        }
        today={todayDate}
        month={month}
        onMonthChange={onMonthChange}
        startMonth={todayDate}
        endMonth={last}
        disabled={[{ before: todayDate }, { after: last }]}
        modifiers={{ full }}
        modifiersClassNames={{ full: 'event-calendar-full' }}
        components={{ DayButton: CalendarDayButton }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) =>
            dayButtonName(date, modifiers, dateLib ?? new DateLib(options)),
        }}
        aria-labelledby={labelId}
      />
    </div>
  );
}
