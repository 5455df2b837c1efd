import { Badge, Flex, Heading, Text } from '@radix-ui/themes';
import {
  bookingStatusOf,
  certificateTitleOf,
  championTeamIdsOf,
  leaderboardOf,
  TEAM_COLOURS,
  type Booking,
  type HostParty,
  type PartyGameResult,
} from '@app/contracts';
import { useBookingParty } from '@/features/admin/shared/booking-detail/api/booking-party.api';
import { useAdminDateTime } from '@/features/admin/shell/components/admin-time-zone.context';
import { AT_THE_PARTY_WORDS as W } from './at-the-party-words';
import { Item, Section, STACKED_ON_A_PHONE } from './booking-detail-section.component';
import { CorrectResult } from './correct-result.component';
import './at-the-party.css';

/** Something happened at the party: a child checked in, teams made or a game played. */
const started = (party: HostParty) => party.arrivedCount > 0 || party.teams.length > 0 || party.results.length > 0;

/**
 * "At the party" in the booking detail (docs/product/party-day.md#the-admins-view): what the host recorded on the day,
 * with the leaderboard and certificate titles by the same rules as the phone's, and a correction per game. Shown once
 * anything happened at the party, or once the party is completed.
 */
export function AtTheParty({ booking }: { booking: Booking & { id: string } }) {
  const status = bookingStatusOf(booking);
  const completed = status === 'completed';
  const party = useBookingParty(booking.id, completed || status === 'confirmed');
  if (!party.data || !(completed || started(party.data))) return null;
  return <PartyDay party={party.data} />;
}

function PartyDay({ party }: { party: HostParty }) {
  const at = useAdminDateTime();
  const arrived = party.children.filter((c) => c.arrived);
  const teamName = (id: string) => party.teams.find((t) => t.id === id)?.name ?? W.unknownTeam;
  const champions = championTeamIdsOf(party);
  return (
    <div className="at-the-party">
      <Section title={W.title} orientation={STACKED_ON_A_PHONE}>
        <Item label={W.arrived}>{W.arrivedOf(party.arrivedCount, party.guestCount)}</Item>
        {party.extraChildren && <Item label={W.extraChildren}>{party.extraChildren.label}</Item>}
        <Item label={W.checkedIn}>
          {arrived.length ? (
            <Flex gap="2" wrap="wrap" p="0" m="0" asChild>
              <ul aria-label={W.checkedIn} className="at-the-party-list">
                {arrived.map((child) => (
                  <li key={child.id}>
                    {child.firstName}
                    {child.walkIn && (
                      <Badge ml="1" color="orange">
                        {W.walkIn}
                      </Badge>
                    )}
                  </li>
                ))}
              </ul>
            </Flex>
          ) : (
            W.nobodyYet
          )}
        </Item>
        {party.resultsFinalAt && (
          <Item label={W.resultsFinal}>
            <Badge color="green" highContrast>
              {W.resultsFinalAt(at(party.resultsFinalAt))}
            </Badge>
          </Item>
        )}
      </Section>
      <Section title={W.teams} orientation={STACKED_ON_A_PHONE}>
        {party.teams.length === 0 && <Item label={W.teams}>{W.noTeams}</Item>}
        {party.teams.map((team) => (
          <Item key={team.id} label={<TeamName name={team.name} colour={TEAM_COLOURS[team.colour].hex} />}>
            {team.childIds.map((id) => party.children.find((c) => c.id === id)?.firstName ?? id).join(', ')}
          </Item>
        ))}
      </Section>
      <Section title={W.games} orientation={STACKED_ON_A_PHONE}>
        {party.games.map((game) => {
          const result = party.results.find((r) => r.gameId === game.id);
          return (
            <Item key={game.id} label={game.name}>
              <Flex gap="2" align="center" wrap="wrap">
                <Text>{result ? resultText(result, teamName) : W.notPlayed}</Text>
                {result?.correctedByAdmin && <Badge color="amber">{W.correctedByOffice}</Badge>}
                {party.teams.length > 0 && (
                  <CorrectResult bookingId={party.bookingId} game={game} teams={party.teams} result={result} />
                )}
              </Flex>
            </Item>
          );
        })}
      </Section>
      {party.teams.length > 0 && (
        <section aria-label={W.leaderboard}>
          <Heading as="h3" size="3" mb="2" mt="4">
            {W.leaderboard}
          </Heading>
          <table className="at-the-party-table" aria-label={W.leaderboard}>
            <thead>
              <tr>
                <th scope="col">{W.rank}</th>
                <th scope="col">{W.team}</th>
                <th scope="col">{W.wins}</th>
                <th scope="col">{W.pointsColumn}</th>
              </tr>
            </thead>
            <tbody>
              {leaderboardOf(party.teams, party.results).map((row) => (
                <tr key={row.teamId}>
                  <td>{row.rank}</td>
                  <th scope="row">
                    <TeamName name={row.name} colour={TEAM_COLOURS[row.colour].hex} />
                  </th>
                  <td>{row.wins}</td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {arrived.length > 0 && (
        <Section title={W.awards} orientation={STACKED_ON_A_PHONE}>
          {champions.length > 0 && <Item label={W.champions}>{champions.map(teamName).join(', ')}</Item>}
          {arrived.map((child) => (
            <Item key={child.id} label={child.firstName}>
              {certificateTitleOf(child.id, party)}
            </Item>
          ))}
        </Section>
      )}
    </div>
  );
}

/** "Won by Red Rockets" for a winner named, else every team's points ("Red Rockets 3, Blue Sharks 2"). */
function resultText(result: PartyGameResult, teamName: (id: string) => string): string {
  if (result.points) return result.points.map((p) => W.points(teamName(p.teamId), p.points)).join(', ');
  return W.wonBy(result.winnerTeamIds.map(teamName).join(' and '));
}

function TeamName({ name, colour }: { name: string; colour: string }) {
  return (
    <Flex gap="2" align="center" asChild>
      <span>
        <span className="at-the-party-swatch" style={{ background: colour }} aria-hidden />
        {name}
      </span>
    </Flex>
  );
}
