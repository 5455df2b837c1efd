import { Button, Card, Flex, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import { Link, useSearchParams } from 'react-router-dom';
import { bareClockIn, startTimeLabel, type HostParty } from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useHostPartiesOn } from '../api/host-parties.api';
import { HOST_WORDS as W } from '../host-words';
import { HostDayPicker } from './host-day-picker.component';
import { HostPartyLinks } from './host-party-links.component';

/** The day in the address (?day=), when it is a day from today on; the business's today otherwise. */
const dayFrom = (asked: string | null, today: string) =>
  asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= today ? asked : today;

/**
 * /host: the host's parties of one business day, today unless the picker moved on (docs/product/hosts.md#today), in the
 * api's time order, each with its way there and its parent's phone.
 */
export function HostToday({ today, timeZone }: { today: string; timeZone: string | undefined }) {
  const [params, setParams] = useSearchParams();
  const day = dayFrom(params.get('day'), today);
  const parties = useHostPartiesOn(day);
  const showDay = (next: string) => setParams(next === today ? {} : { day: next }, { replace: true });
  return (
    <Flex direction="column" gap="4">
      <Heading as="h1" size="8">
        {W.todayTitle}
      </Heading>
      <HostDayPicker today={today} day={day} onDay={showDay} />
      {parties.isPending ? (
        <LoadingState text={W.loading} />
      ) : parties.isError ? (
        <Flex direction="column" gap="3">
          <ErrorState text={W.failed} />
          <Button size="4" variant="soft" onClick={() => void parties.refetch()}>
            {W.tryAgain}
          </Button>
        </Flex>
      ) : parties.data.length === 0 ? (
        <EmptyState title={day === today ? W.noParties : W.noPartiesOn} />
      ) : (
        <Flex asChild direction="column" gap="4">
          <ol aria-label={W.todayTitle} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {parties.data.map((party) => (
              <li key={party.bookingId}>
                <PartyCard party={party} timeZone={timeZone} />
              </li>
            ))}
          </ol>
        </Flex>
      )}
    </Flex>
  );
}

function PartyCard({ party, timeZone }: { party: HostParty; timeZone: string | undefined }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="7">
          <ThemeLink asChild highContrast underline="always">
            {/* A heading's line alone is too small a target for a thumb outdoors: at least 44 px high. */}
            <Link
              to={`/host/parties/${party.bookingId}`}
              style={{ display: 'flex', alignItems: 'center', minHeight: 44 }}
            >
              {startTimeLabel(party.eventTime)} · {party.childName}
            </Link>
          </ThemeLink>
        </Heading>
        <Text size="5" weight="bold">
          {W.arrive} {bareClockIn(party.arrivesAt, timeZone)}
        </Text>
        <Text size="5">{party.packageLabel}</Text>
        <Text size="5">{party.address.line}</Text>
        <HostPartyLinks party={party} />
      </Flex>
    </Card>
  );
}
