import { Button, Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import { DEFAULT_WORKING_WINDOW, WEEKDAYS, type WorkingWindow } from '@app/contracts';
import { minutesOf, timeOfMinutes, WEEKDAY_NAMES } from '@/features/admin/calendar/components/calendar-dates';

interface Day {
  works: boolean;
  start: string;
  end: string;
}

/** One row per weekday from the team's windows (the editor keeps one window a day: the first). */
const daysOf = (windows: WorkingWindow[]): Day[] =>
  WEEKDAYS.map((weekday) => {
    const w = windows.find((x) => x.weekday === weekday);
    return {
      works: Boolean(w),
      start: timeOfMinutes(w?.startMinute ?? DEFAULT_WORKING_WINDOW.startMinute),
      end: timeOfMinutes(w?.endMinute ?? DEFAULT_WORKING_WINDOW.endMinute),
    };
  });

const windowsOf = (days: Day[]): WorkingWindow[] =>
  days.flatMap((d, weekday) =>
    d.works
      ? [{ weekday, startMinute: minutesOf(d.start), endMinute: d.end === '00:00' ? 1440 : minutesOf(d.end) }]
      : [],
  );

interface Props {
  teamName: string;
  windows: WorkingWindow[];
  saving: boolean;
  onSave: (windows: WorkingWindow[]) => void;
}

/** A team's weekly hours: which days it works and from when to when (the event must fit inside, business time). */
export function WeeklyHoursEditor({ teamName, windows, saving, onSave }: Props) {
  const [days, setDays] = useState(() => daysOf(windows));
  const set = (index: number, change: Partial<Day>) =>
    setDays((all) => all.map((d, i) => (i === index ? { ...d, ...change } : d)));
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend>
        <Text size="2" weight="medium">
          Weekly hours
        </Text>
      </legend>
      {days.map((d, i) => (
        <Flex key={WEEKDAY_NAMES[i]} gap="2" align="center" wrap="wrap" my="1">
          <Text as="label" size="2" style={{ minWidth: '8rem' }}>
            <Flex gap="2" align="center">
              <Checkbox checked={d.works} onCheckedChange={(checked) => set(i, { works: checked === true })} />
              {WEEKDAY_NAMES[i]}
            </Flex>
          </Text>
          <TextField.Root
            type="time"
            aria-label={`${teamName} ${WEEKDAY_NAMES[i]} from`}
            value={d.start}
            disabled={!d.works}
            onChange={(e) => set(i, { start: e.target.value })}
          />
          <TextField.Root
            type="time"
            aria-label={`${teamName} ${WEEKDAY_NAMES[i]} until`}
            value={d.end}
            disabled={!d.works}
            onChange={(e) => set(i, { end: e.target.value })}
          />
        </Flex>
      ))}
      <Button mt="2" variant="soft" loading={saving} onClick={() => onSave(windowsOf(days))}>
        Save hours
      </Button>
    </fieldset>
  );
}
