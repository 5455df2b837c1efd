import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { bareClockIn, calendarDayWords, formatPhone, startTimeLabel, type HostParty } from '@app/contracts';
import { LinkButton } from '@/components/ui/link-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useHostParty } from '../api/host-parties.api';
import { HOST_WORDS as W } from '../host-words';
import { HostPartyLinks } from './host-party-links.component';
import { HostPartyNav, PARTY_NAV_SPACE } from './host-party-nav.component';
import { HostPartyFailed } from './host-party-failed.component';
import { HostRoster } from './host-roster.component';
import { HostSection } from './host-section.component';

/**
 * /host/parties/:id: everything the host needs to run one party (docs/product/hosts.md#a-party), as the api reads it;
 * another team's party or one that is gone (404) says so, with the way back to the day.
 */
export function HostPartyPage({ id, timeZone }: { id: string; timeZone: string | undefined }) {
  const party = useHostParty(id);
  if (party.isPending) return <LoadingState text={W.loadingParty} />;
  if (party.isError) return <HostPartyFailed error={party.error} />;
  return <PartyDetails party={party.data} timeZone={timeZone} />;
}

function PartyDetails({ party, timeZone }: { party: HostParty; timeZone: string | undefined }) {
  return (
    <Flex direction="column" gap="5" style={{ paddingBottom: PARTY_NAV_SPACE }}>
      <LinkButton to={`/host?day=${party.eventDate}`} size="4" variant="ghost" style={{ alignSelf: 'flex-start' }}>
        ← {W.backToToday}
      </LinkButton>
      <Flex direction="column" gap="1">
        <Heading as="h1" size="8">
          {party.childName}&rsquo;s party
        </Heading>
        <Text size="5">{calendarDayWords(party.eventDate, { weekday: 'long', month: 'long', day: 'numeric' })}</Text>
        <Text size="6" weight="bold">
          {W.starts} {startTimeLabel(party.eventTime)} · {W.arrive} {bareClockIn(party.arrivesAt, timeZone)}
        </Text>
        <Text size="4">
          {party.durationMinutes} minutes · {party.teamName}
        </Text>
      </Flex>

      <HostSection title={W.address}>
        <Text size="5">{party.address.line}</Text>
        {party.address.spaceDetails && <Text size="4">{party.address.spaceDetails}</Text>}
      </HostSection>
      <HostSection title={W.parent}>
        <Text size="5">
          {party.parent.name}, {formatPhone(party.parent.phone)}
        </Text>
      </HostSection>
      <HostPartyLinks party={party} />
      <LinkButton to={`/host/parties/${party.bookingId}/photos`} size="4" variant="soft">
        {W.photos}
      </LinkButton>

      <HostSection title={W.package}>
        <Text size="5">
          {party.packageLabel}: {party.childName} turns {party.childAge}, {party.guestCount} guests
        </Text>
        {party.theme && (
          <Text size="5">
            {W.theme}: {party.theme}
          </Text>
        )}
      </HostSection>
      <HostSection title={W.games}>
        <ol aria-label={W.games} style={{ margin: 0, paddingLeft: '1.5em' }}>
          {party.games.map((game, index) => (
            <li key={index}>
              <Text size="5">
                {game.name} · {game.minutes} min
              </Text>
            </li>
          ))}
        </ol>
      </HostSection>
      {party.addOns.length > 0 && (
        <HostSection title={W.addOns}>
          <ul aria-label={W.addOns} style={{ margin: 0, paddingLeft: '1.5em' }}>
            {party.addOns.map((addOn) => (
              <li key={addOn.label}>
                <Text size="5">
                  {addOn.label} × {addOn.quantity}
                </Text>
              </li>
            ))}
          </ul>
        </HostSection>
      )}
      {party.specialRequests && (
        <HostSection title={W.specialRequests}>
          <Card size="2">
            <Text size="5" style={{ whiteSpace: 'pre-line' }}>
              {party.specialRequests}
            </Text>
          </Card>
        </HostSection>
      )}
      <HostSection title={`${W.roster} (${party.children.length})`}>
        <HostRoster roster={party.children} />
      </HostSection>
      <HostPartyNav partyId={party.bookingId} />
    </Flex>
  );
}
