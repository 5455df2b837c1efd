import { Flex, Text } from '@radix-ui/themes';
import { useQuery } from '@tanstack/react-query';
import { DATE_CHECK_MESSAGES as M, slotWords } from '@app/contracts';
import { availabilityQueryOptions } from '../api/availability.api';
import { withHeldTime, type HeldOffer } from '../form/held-offer';

/**
 * The running price's date line: the date and time chosen (by the date check or at step 2) on the business's clock, and
 * whether a team is still free then for the games that count now. The parent's own reservation keeps its time free to
 * them (`reservationToken`), as the waiting list's hold keeps its time (`offer`), so "No longer free" means another
 * family took it first.
 */
export function RunningPriceDate({
  date,
  time,
  games,
  timeZone,
  reservationToken,
  offer,
}: {
  date: string;
  time: string;
  games: number;
  timeZone: string | undefined;
  reservationToken?: string;
  offer?: HeldOffer | null;
}) {
  const read = useQuery({
    ...availabilityQueryOptions({ from: date, to: date, games, reservationToken }),
    // A panel beside every step, not a choice being made: half a minute old is fresh enough, and it reads again when
    // the parent comes back to the tab or the date, time or games change (a new key).
    staleTime: 30_000,
    refetchOnMount: true,
  });
  const times = withHeldTime(read.data?.days.find((d) => d.date === date)?.times, date, offer);
  const [words, color] =
    times !== undefined
      ? times.includes(time)
        ? [M.stillFree, 'green' as const]
        : [M.noLongerFree, 'amber' as const]
      : read.isError
        ? [M.failed, 'red' as const]
        : [M.loading, 'gray' as const];
  return (
    <Flex direction="column" gap="1" className="running-price-date">
      <Text size="1" color="gray" className="running-price-date-label">
        {M.chosen}
      </Text>
      <Flex gap="2" wrap="wrap" align="baseline">
        <Text size="2" weight="medium">
          {slotWords(date, time, timeZone)}
        </Text>
        <Text size="2" color={color} aria-live="polite">
          {words}
        </Text>
      </Flex>
    </Flex>
  );
}
