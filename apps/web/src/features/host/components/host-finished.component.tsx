import { Callout, DataList, Flex, Text } from '@radix-ui/themes';
import { championTeamIdsOf, type HostParty } from '@app/contracts';
import { dollarsToCents, formatDollars } from '@app/pricing';
import { LinkButton } from '@/components/ui/link-button.ui';
import { arrivalsOf } from '../arrivals';
import { HOST_WORDS } from '../host-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { HostSection } from './host-section.component';

/**
 * A finished party ends on what happened at it (docs/product/party-day.md#the-hosts-screens), not on a dead end: who
 * came, the walk-ins, the money collected, the champions, and the next thing a host does, the photos.
 */
export function HostFinished({ party }: { party: HostParty }) {
  const { bookedHere, booked, walkIns } = arrivalsOf(party);
  const champions = championTeamIdsOf(party).map((id) => party.teams.find((t) => t.id === id)?.name ?? id);
  const due = (dollarsToCents(party.balanceDue) ?? 0) > 0;
  const rows: [string, string][] = [
    [W.summaryArrived, W.summaryBookedHere(bookedHere, booked)],
    [W.summaryWalkIns, String(walkIns)],
    [W.summaryMoney, `${formatDollars(party.amountPaid)} · ${due ? W.summaryLeftDue(party.balanceDue) : W.paidInFull}`],
    [W.champions, champions.join(', ') || W.notPlayed],
  ];
  return (
    <Flex direction="column" gap="4">
      <Callout.Root color="green" size="3" highContrast>
        <Callout.Text size="6" weight="bold">
          {W.finished}
        </Callout.Text>
      </Callout.Root>
      <HostSection title={W.summary}>
        <DataList.Root orientation="vertical" size="3">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.Label>
                <Text size="4">{label}</Text>
              </DataList.Label>
              <DataList.Value>
                <Text size="6" weight="bold">
                  {value}
                </Text>
              </DataList.Value>
            </DataList.Item>
          ))}
        </DataList.Root>
      </HostSection>
      <LinkButton to={`/host/parties/${party.bookingId}/photos`} size="4">
        {HOST_WORDS.uploadPhotos}
      </LinkButton>
    </Flex>
  );
}
