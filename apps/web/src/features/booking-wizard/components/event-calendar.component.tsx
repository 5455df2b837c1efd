import { DayPicker, labelDayButton } from 'react-day-picker';
import 'react-day-picker/style.css';
import { BOOKING_RULES } from '@app/contracts';
import { addDays, formatDay, parseDay } from '../form/calendar-day';
import './event-calendar.css';

/**
 * SPEC §2 step 2 event date: a real calendar (react-day-picker, keyboard-navigable grid) in Radix's colours. Days
 * before `today` (yyyy-MM-dd in the business time zone, GET /api/site) are disabled, and so are days past the
 * booking horizon the API accepts and the `fullDays` no team is free on (issue #27), which screen readers hear as
 * fully booked. The shown month is the caller's, which reads that month's availability.
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
}: {
  value: string;
  today: string;
  fullDays: string[];
  month: Date;
  onMonthChange: (month: Date) => void;
  onChange: (value: string) => void;
  labelId: string;
  invalid: boolean;
}) {
  const todayDate = parseDay(today) ?? new Date();
  const last = addDays(todayDate, BOOKING_RULES.bookingHorizonDays);
  const full = fullDays.flatMap((day) => parseDay(day) ?? []);
  return (
    <div className={`event-calendar${invalid ? ' event-calendar--invalid' : ''}`}>
      <DayPicker
        mode="single"
        selected={parseDay(value)}
        onSelect={(day) => day && onChange(formatDay(day))}
        today={todayDate}
        month={month}
        onMonthChange={onMonthChange}
        startMonth={todayDate}
        endMonth={last}
        disabled={[{ before: todayDate }, { after: last }, ...full]}
        modifiers={{ full }}
        labels={{
          labelDayButton: (date, modifiers, options, dateLib) =>
            `${labelDayButton(date, modifiers, options, dateLib)}${modifiers.full ? ', fully booked' : ''}`,
        }}
        aria-labelledby={labelId}
      />
    </div>
  );
}
