import { Flex, Text } from '@radix-ui/themes';
import { leaderboardOf, resultsAreFinal, TEAM_COLOURS, type HostParty } from '@app/contracts';
import { PARTY_WORDS as W } from '../party-day-words';
import { inkOn } from '../team-ink';
import { HostResultsFinal } from './host-results-final.component';

const CELL = { padding: '12px 8px', fontSize: 'var(--font-size-6)', fontWeight: 700 } as const;

/**
 * The leaderboard (docs/product/party-day.md#the-hosts-screens): most wins first, then points, level teams sharing a rank;
 * large and in each team's colour, to hold up for the children.
 */
export function HostLeaderboard({ party }: { party: HostParty }) {
  if (party.teams.length === 0) return <Text size="5">{W.noLeaderboard}</Text>;
  const rows = leaderboardOf(party.teams, party.results);
  return (
    <Flex direction="column" gap="4">
      {resultsAreFinal(party) && <HostResultsFinal />}
      <table
        aria-label={W.screens.leaderboard}
        style={{ width: '100%', borderCollapse: 'separate', borderSpacing: '0 8px' }}
      >
        <thead>
          <tr style={{ textAlign: 'left', fontSize: 'var(--font-size-3)' }}>
            <th scope="col" style={{ padding: '0 8px' }}>
              {W.rank}
            </th>
            <th scope="col" style={{ padding: '0 8px' }}>
              {W.team}
            </th>
            <th scope="col" style={{ padding: '0 8px', textAlign: 'right' }}>
              {W.wins}
            </th>
            <th scope="col" style={{ padding: '0 8px', textAlign: 'right' }}>
              {W.pointsColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const colour = TEAM_COLOURS[row.colour].hex;
            return (
              <tr key={row.teamId} style={{ background: colour, color: inkOn(colour) }}>
                <td style={{ ...CELL, fontSize: 'var(--font-size-8)', borderRadius: '8px 0 0 8px' }}>{row.rank}</td>
                <th scope="row" style={{ ...CELL, textAlign: 'left' }}>
                  {row.name}
                </th>
                <td style={{ ...CELL, textAlign: 'right' }}>{row.wins}</td>
                <td style={{ ...CELL, textAlign: 'right', borderRadius: '0 8px 8px 0' }}>{row.points}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Flex>
  );
}
