import { Button, Flex, SegmentedControl, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { DATE_CHECK_MESSAGES as M, startTimeLabel, type FreeStart } from '@app/contracts';
import { durationMinutes } from '@app/pricing';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { longDate, parseDay } from '../form/calendar-day';
import { timesByDayPart } from '../form/day-parts';
import { formatDuration } from '../form/format-duration';
import { useStepAvailability } from '../form/use-step-availability.hook';
import type { WaitlistSlot } from '../form/waitlist-slot';
import { EventCalendar } from './event-calendar.component';

/** A package the parent may check a date for on /packages (its tier travels as /booking?package=<tier>). */
export interface DateCheckPackage {
  tier: number;
  name: string;
  gamesIncluded: number;
}

/**
 * The date check's open part: step 2's calendar (the free days for the event length, full days disabled and read as
 * fully booked, arrow keys from react-day-picker) and the chosen day's free start times as buttons, a labelled group
 * per part of the day, with the same availability read as step 2 (useStepAvailability), and how long the party they
 * are for lasts.
 */
export function DateCheckPanel({
  today,
  games,
  packages,
  onChoose,
  waitlist,
}: {
  today: string | undefined;
  games: number;
  packages?: DateCheckPackage[];
  onChoose: (slot: FreeStart, pkg?: DateCheckPackage) => void;
  waitlist?: WaitlistSlot;
}) {
  const id = useId();
  const [tier, setTier] = useState(() => packages?.[0]?.tier);
  const pkg = packages?.find((p) => p.tier === tier);
  const count = pkg?.gamesIncluded ?? games;
  const [month, setMonth] = useState(() => parseDay(today ?? '') ?? new Date());
  const [day, setDay] = useState('');
  /** A fully booked day clicked: its waiting list shows in place of the times. */
  const [fullDay, setFullDay] = useState('');
  const { fullDays, freeTimes, checking, failed, retry } = useStepAvailability({
    month,
    today: today ?? '',
    games: count,
    eventDate: day,
  });
  if (!today) return <LoadingState text="Loading the calendar..." />;
  return (
    <Flex direction="column" gap="4">
      {packages && packages.length > 0 && (
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id={`${id}-package`}>
            {M.packageLabel}
          </Text>
          <SegmentedControl.Root
            value={String(tier)}
            onValueChange={(value) => setTier(Number(value))}
            aria-labelledby={`${id}-package`}
            className="date-check-packages"
          >
            {packages.map((p) => (
              <SegmentedControl.Item key={p.tier} value={String(p.tier)}>
                {p.name}
              </SegmentedControl.Item>
            ))}
          </SegmentedControl.Root>
        </Flex>
      )}
      <div className="date-check-layout">
        <Flex direction="column" gap="1">
          <Text size="2" weight="medium" id={`${id}-date`}>
            {M.calendarLabel}
          </Text>
          <EventCalendar
            value={day}
            today={today}
            fullDays={fullDays}
            month={month}
            onMonthChange={setMonth}
            onChange={(value) => {
              setDay(value);
              setFullDay('');
            }}
            onFullDay={
              waitlist &&
              ((value) => {
                setDay('');
                setFullDay(value);
              })
            }
            labelId={`${id}-date`}
            invalid={false}
          />
        </Flex>
        <Flex direction="column" gap="2" aria-live="polite">
          <Text size="2" weight="medium" id={`${id}-times`}>
            {day ? M.timesLabel(longDate(day)) : M.chooseDay}
          </Text>
          <Text size="2" color="gray" data-testid="date-check-length">
            {M.length(formatDuration(durationMinutes(count)), { packageName: pkg?.name, games: count })}
          </Text>
          {day && failed && (
            <Flex align="center" gap="2">
              <Text size="2" color="red">
                {M.failed}
              </Text>
              <Button type="button" size="1" variant="soft" onClick={retry}>
                Try again
              </Button>
            </Flex>
          )}
          {day && !failed && checking && <LoadingState text={M.loading} />}
          {day && freeTimes?.length === 0 && (
            <Text size="2" color="amber">
              {M.noTimes}
            </Text>
          )}
          {waitlist && (fullDay || (day && freeTimes?.length === 0)) && (
            <div data-testid="date-check-waitlist">
              {waitlist({ day: fullDay || day, games: count, onPickTime: (slot) => onChoose(slot, pkg) })}
            </div>
          )}
          {day && freeTimes && freeTimes.length > 0 && (
            <div role="group" aria-labelledby={`${id}-times`} className="date-check-times">
              {timesByDayPart(freeTimes).map((part) => (
                <div key={part.name} role="group" aria-labelledby={`${id}-${part.name}`} className="date-check-part">
                  <Text as="p" size="2" weight="bold" id={`${id}-${part.name}`}>
                    {part.name}
                  </Text>
                  <div className="date-check-part-times">
                    {part.times.map((time) => (
                      <Button
                        key={time}
                        type="button"
                        variant="soft"
                        onClick={() => onChoose({ date: day, time }, pkg)}
                      >
                        {startTimeLabel(time)}
                      </Button>
                    ))}
                  </div>
                </div>
              ))}
            </div>
          )}
        </Flex>
      </div>
    </Flex>
  );
}
