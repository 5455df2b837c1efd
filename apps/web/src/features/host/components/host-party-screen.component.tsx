import { Flex, Heading } from '@radix-ui/themes';
import type { HostParty } from '@app/contracts';
import { LinkButton } from '@/components/ui/link-button.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { useHostParty } from '../api/host-parties.api';
import { HOST_WORDS } from '../host-words';
import { PARTY_WORDS as W } from '../party-day-words';
import { partyPath, type PartyScreen } from '../party-screens';
import { HostAwards } from './host-awards.component';
import { HostCheckIn } from './host-check-in.component';
import { HostFinish } from './host-finish.component';
import { HostGames } from './host-games.component';
import { HostPartyFailed } from './host-party-failed.component';
import { HostLeaderboard } from './host-leaderboard.component';
import { PARTY_NAV_SPACE, HostPartyNav } from './host-party-nav.component';
import { HostTeams } from './host-teams.component';

const SCREENS: Record<PartyScreen, (props: { party: HostParty }) => React.ReactNode> = {
  'check-in': HostCheckIn,
  teams: HostTeams,
  games: HostGames,
  leaderboard: HostLeaderboard,
  awards: HostAwards,
  finish: HostFinish,
};

/**
 * One screen of the party day (docs/product/party-day.md#the-hosts-screens), drawn from the party's read: what the
 * host's outbox shows of their own changes appears at once. The bar at the foot moves between the screens.
 */
export function HostPartyScreen({ id, screen }: { id: string; screen: PartyScreen }) {
  const party = useHostParty(id);
  if (party.isPending) return <LoadingState text={HOST_WORDS.loadingParty} />;
  if (party.isError) return <HostPartyFailed error={party.error} />;
  const Screen = SCREENS[screen];
  return (
    <Flex direction="column" gap="4" style={{ paddingBottom: PARTY_NAV_SPACE }}>
      <LinkButton to={partyPath(id)} size="4" variant="ghost" style={{ alignSelf: 'flex-start' }}>
        ← {W.overview(party.data.childName)}
      </LinkButton>
      <Heading as="h1" size="8">
        {W.screens[screen]}
      </Heading>
      <Screen party={party.data} />
      <HostPartyNav partyId={id} />
    </Flex>
  );
}
