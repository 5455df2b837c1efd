import { Flex, Grid, Text } from '@radix-ui/themes';
import { Select } from '@/components/ui/themed-parts.ui';
import { lazy, Suspense, useState } from 'react';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { longDate, parseDay } from '../form/calendar-day';
import { freeTimesHint } from '../form/free-times-hint';
import { useStepAvailability } from '../form/use-step-availability.hook';
import { StartTimeItems } from './start-time-items.component';
import './slot-picker.css';

const EventCalendar = lazy(() => import('./event-calendar.component').then((m) => ({ default: m.EventCalendar })));

export interface SlotPickerProps {
  /** The business's today (GET /api/site). */
  today: string;
  /** The booking's game count: the free times are those long enough for it. */
  games: number;
  date: string;
  time: string;
  onChange: (slot: { date: string; time: string }) => void;
}

/**
 * Step 2's calendar and free start times, outside the wizard's form (moving a booking): the days no team is free on are
 * disabled, the time select lists the chosen day's free times only; a new day clears the time.
 */
export function SlotPicker({ today, games, date, time, onChange }: SlotPickerProps) {
  const [month, setMonth] = useState(() => parseDay(date) ?? parseDay(today) ?? new Date());
  const { fullDays, freeTimes, checking, failed } = useStepAvailability({ month, today, games, eventDate: date });
  const hint = freeTimesHint({ date, failed, checking, freeTimes });
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="new-date-label">
          New date
        </Text>
        <Suspense fallback={<LoadingState text="Loading the calendar..." />}>
          <EventCalendar
            value={date}
            today={today}
            fullDays={fullDays}
            month={month}
            onMonthChange={setMonth}
            onChange={(day) => onChange({ date: day, time: '' })}
            labelId="new-date-label"
            invalid={false}
          />
        </Suspense>
        <Text as="p" size="2" color="gray" aria-live="polite">
          {date ? `Selected: ${longDate(date)}` : 'No date selected yet.'}
        </Text>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="2" weight="medium" id="new-time-label">
          New start time
        </Text>
        <Select.Root
          size="3"
          value={time}
          onValueChange={(value) => onChange({ date, time: value })}
          disabled={!freeTimes?.length}
        >
          <Select.Trigger
            className="slot-picker-time"
            aria-labelledby="new-time-label"
            placeholder="Select a start time"
          />
          <Select.Content position="popper" className="select-list">
            <StartTimeItems times={freeTimes ?? []} />
          </Select.Content>
        </Select.Root>
        {hint && (
          <Text size="1" color={failed ? 'red' : 'gray'} aria-live="polite">
            {hint}
          </Text>
        )}
      </Flex>
    </Grid>
  );
}
