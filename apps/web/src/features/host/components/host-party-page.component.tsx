import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import type { ReactNode } from 'react';
import { bareClockIn, calendarDayWords, formatPhone, startTimeLabel, type HostParty } from '@app/contracts';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LinkButton } from '@/components/ui/link-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { ApiError } from '@/lib/api-client';
import { useHostParty } from '../api/host-parties.api';
import { HOST_WORDS as W } from '../host-words';
import { HostPartyLinks } from './host-party-links.component';
import { HostRoster } from './host-roster.component';

/**
 * /host/parties/:id: everything the host needs to run one party (docs/product/hosts.md#a-party), as the api reads it;
 * another team's party or one that is gone (404) says so, with the way back to the day.
 */
export function HostPartyPage({ id, timeZone }: { id: string; timeZone: string | undefined }) {
  const party = useHostParty(id);
  if (party.isPending) return <LoadingState text={W.loadingParty} />;
  if (party.isError) {
    const gone = party.error instanceof ApiError && party.error.status === 404;
    return (
      <Flex direction="column" gap="3">
        <ErrorState text={gone ? W.notYours : W.partyFailed} />
        <LinkButton to="/host" size="4" variant="soft">
          {W.backToToday}
        </LinkButton>
      </Flex>
    );
  }
  return <PartyDetails party={party.data} timeZone={timeZone} />;
}

function PartyDetails({ party, timeZone }: { party: HostParty; timeZone: string | undefined }) {
  return (
    <Flex direction="column" gap="5">
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

      <Section title={W.address}>
        <Text size="5">{party.address.line}</Text>
        {party.address.spaceDetails && <Text size="4">{party.address.spaceDetails}</Text>}
      </Section>
      <Section title={W.parent}>
        <Text size="5">
          {party.parent.name}, {formatPhone(party.parent.phone)}
        </Text>
      </Section>
      <HostPartyLinks party={party} />
      <LinkButton to={`/host/parties/${party.bookingId}/photos`} size="4" variant="soft">
        {W.photos}
      </LinkButton>

      <Section title={W.package}>
        <Text size="5">
          {party.packageLabel}: {party.childName} turns {party.childAge}, {party.guestCount} guests
        </Text>
        {party.theme && (
          <Text size="5">
            {W.theme}: {party.theme}
          </Text>
        )}
      </Section>
      <Section title={W.games}>
        <ol aria-label={W.games} style={{ margin: 0, paddingLeft: '1.5em' }}>
          {party.games.map((game, index) => (
            <li key={index}>
              <Text size="5">
                {game.name} · {game.minutes} min
              </Text>
            </li>
          ))}
        </ol>
      </Section>
      {party.addOns.length > 0 && (
        <Section title={W.addOns}>
          <ul aria-label={W.addOns} style={{ margin: 0, paddingLeft: '1.5em' }}>
            {party.addOns.map((addOn) => (
              <li key={addOn.label}>
                <Text size="5">
                  {addOn.label} × {addOn.quantity}
                </Text>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {party.specialRequests && (
        <Section title={W.specialRequests}>
          <Card size="2">
            <Text size="5" style={{ whiteSpace: 'pre-line' }}>
              {party.specialRequests}
            </Text>
          </Card>
        </Section>
      )}
      <Section title={`${W.roster} (${party.children.length})`}>
        <HostRoster roster={party.children} />
      </Section>
    </Flex>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex asChild direction="column" gap="2">
      <section aria-label={title}>
        <Heading as="h2" size="6">
          {title}
        </Heading>
        {children}
      </section>
    </Flex>
  );
}
