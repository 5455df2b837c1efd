import { Text } from '@radix-ui/themes';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { BOOKING_RULES } from '@app/contracts';

/** yyyy-MM-dd ↔ a local calendar day, built from the parts so no time zone shifts it. */
export const parseDay = (value: string): Date | undefined => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
};
export const formatDay = (date: Date): string =>
  [date.getFullYear(), String(date.getMonth() + 1).padStart(2, '0'), String(date.getDate()).padStart(2, '0')].join('-');

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
      <Text as="p" size="2" color="gray" aria-live="polite">
        {selected
          ? `Selected: ${selected.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })}`
          : 'No date selected yet.'}
      </Text>
    </div>
  );
}
