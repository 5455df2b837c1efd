import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { BOOKING_RULES } from '@app/contracts';
import { formatDay, parseDay } from '../form/calendar-day';
import './event-calendar.css';

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * SPEC §2 step 2 event date: a real calendar (react-day-picker, keyboard-navigable grid) in Radix's colours. Days
 * before `today` (yyyy-MM-dd in the business time zone, GET /api/site) are disabled, and so are days past the
 * booking horizon the API accepts.
 */
export function EventCalendar({
  value,
  today,
  onChange,
  labelId,
  invalid,
}: {
  value: string;
  today: string;
  onChange: (value: string) => void;
  labelId: string;
  invalid: boolean;
}) {
  const todayDate = parseDay(today) ?? new Date();
  const last = addDays(todayDate, BOOKING_RULES.bookingHorizonDays);
  const selected = parseDay(value);
  return (
    <div className={`event-calendar${invalid ? ' event-calendar--invalid' : ''}`}>
      <DayPicker
        mode="single"
        selected={selected}
        onSelect={(day) => day && onChange(formatDay(day))}
        today={todayDate}
        defaultMonth={selected ?? todayDate}
        startMonth={todayDate}
        endMonth={last}
        disabled={[{ before: todayDate }, { after: last }]}
        aria-labelledby={labelId}
      />
    </div>
  );
}
