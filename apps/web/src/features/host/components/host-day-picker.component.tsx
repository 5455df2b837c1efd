import { ChevronLeftIcon, ChevronRightIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading } from '@radix-ui/themes';
import { addDays, calendarDayWords } from '@app/contracts';
import { HOST_WORDS as W } from '../host-words';

/**
 * The day the host looks at, from the business's today on: large previous and next buttons either side of the day's
 * name, for one thumb (docs/product/hosts.md#today).
 */
export function HostDayPicker({ today, day, onDay }: { today: string; day: string; onDay: (day: string) => void }) {
  return (
    <Flex align="center" justify="between" gap="2" role="group" aria-label="Day">
      <Button
        size="4"
        variant="soft"
        aria-label={W.previousDay}
        disabled={day <= today}
        onClick={() => onDay(addDays(day, -1))}
      >
        <ChevronLeftIcon width="24" height="24" aria-hidden />
      </Button>
      <Heading as="h2" size="6" align="center" aria-live="polite">
        {day === today ? W.today : calendarDayWords(day, { weekday: 'short', month: 'short', day: 'numeric' })}
      </Heading>
      <Button size="4" variant="soft" aria-label={W.nextDay} onClick={() => onDay(addDays(day, 1))}>
        <ChevronRightIcon width="24" height="24" aria-hidden />
      </Button>
    </Flex>
  );
}
