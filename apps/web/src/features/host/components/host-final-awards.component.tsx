import { Text } from '@radix-ui/themes';
import { championTeamIdsOf, type HostParty } from '@app/contracts';
import { PARTY_WORDS as W } from '../party-day-words';
import { HostResultsFinal } from './host-results-final.component';
import { HostSection } from './host-section.component';

const teamNameIn = (party: HostParty) => (id: string) => party.teams.find((t) => t.id === id)?.name ?? id;

/** Each game's winner, or that it has none yet. */
export function HostGameWinners({ party }: { party: HostParty }) {
  const teamName = teamNameIn(party);
  return (
    <HostSection title={W.gameWinners}>
      <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
        {party.games.map((game) => {
          const winners = party.results.find((r) => r.gameId === game.id)?.winnerTeamIds ?? [];
          return (
            <li key={game.id}>
              <Text size="5">
                {game.name}: <strong>{winners.length ? winners.map(teamName).join(', ') : W.notPlayed}</strong>
              </Text>
            </li>
          );
        })}
      </ul>
    </HostSection>
  );
}

/** The awards once the results are final: as they stand, to read only (docs/product/party-day.md#finishing). */
export function HostFinalAwards({ party }: { party: HostParty }) {
  const teamName = teamNameIn(party);
  const childName = (id: string) => party.children.find((c) => c.id === id)?.firstName ?? '';
  return (
    <>
      <HostResultsFinal />
      <HostSection title={W.champions}>
        <Text size="5" weight="bold">
          {W.championsAre(championTeamIdsOf(party).map(teamName).join(', ') || W.notPlayed)}
        </Text>
      </HostSection>
      <HostGameWinners party={party} />
      <HostSection title={W.specialAwards}>
        {party.awards.special.length ? (
          <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
            {party.awards.special.map((award) => (
              <li key={award.childId}>
                <Text size="5">
                  {award.title}: <strong>{childName(award.childId)}</strong>
                </Text>
              </li>
            ))}
          </ul>
        ) : (
          <Text size="5">{W.noSpecialAwards}</Text>
        )}
      </HostSection>
    </>
  );
}
