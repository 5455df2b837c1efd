import { Badge, Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { useState } from 'react';
import {
  PARTY_MESSAGES,
  PARTY_RULES,
  resultsAreFinal,
  scoredElsewhereMessage,
  type HostParty,
  type TeamPoints,
} from '@app/contracts';
import { phoneHost } from '@/lib/host-reads';
import { deviceId, useHostActions } from '../outbox/use-host-actions.hook';
import type { ResultAction } from '../outbox/host-actions';
import { hostOutbox } from '../outbox/host-outbox';
import { useRefusedResult } from '../outbox/use-outbox.hook';
import { BIG_FIELD } from '../field-sizes';
import { PARTY_WORDS as W } from '../party-day-words';
import { HostTeamButton } from './host-team-button.component';

type Game = HostParty['games'][number];

/**
 * One game: its minutes, its result, who scores it; the winner tapped or every team's points typed. A game another
 * phone scores says so (the party's read: after a refusal the outbox reads it again), and "Take over" makes this phone
 * its scorer, sending again the result the server refused for that, if there is one. Read-only once the results are
 * final.
 */
export function HostGameCard({ party, game, n, onNow }: { party: HostParty; game: Game; n: number; onNow: boolean }) {
  const { send } = useHostActions(party.bookingId);
  const refused = useRefusedResult(party.bookingId, game.id);
  const result = party.results.find((r) => r.gameId === game.id);
  const scorer = party.scorers.find((s) => s.gameId === game.id);
  // This phone, or the same host's own other session (signed in again, the installed app): never "another phone".
  const mine = scorer !== undefined && (scorer.deviceId === deviceId() || scorer.hostId === phoneHost()?.id);
  const final = resultsAreFinal(party);
  const teamName = (id: string) => party.teams.find((t) => t.id === id)?.name ?? id;

  const takeOver = async () => {
    if (!refused) return send({ kind: 'scorer', gameId: game.id, takeOver: true });
    // Sent again taking the game over, the refusal is answered: it leaves the outbox's list.
    await send({ ...refused.action, takeOver: true });
    await hostOutbox.dismiss(refused.seq);
  };

  return (
    <Card size="2" style={onNow ? { boxShadow: 'inset 0 0 0 3px var(--accent-9)' } : undefined}>
      <Flex asChild direction="column" gap="3">
        <section aria-label={game.name}>
          <Flex align="center" gap="2" wrap="wrap">
            <Heading as="h2" size="6">
              {n}. {game.name}
            </Heading>
            <Text size="4">{W.minutes(game.minutes)}</Text>
            {onNow && (
              <Badge size="3" variant="solid">
                {W.gameOn}
              </Badge>
            )}
          </Flex>
          <Text size="5" weight="bold">
            {result?.winnerTeamIds.length ? W.wonBy(result.winnerTeamIds.map(teamName).join(', ')) : W.notPlayed}
          </Text>
          {result?.points && (
            <Text size="4">{result.points.map((p) => `${teamName(p.teamId)} ${p.points}`).join(' · ')}</Text>
          )}
          {result?.correctedByAdmin && (
            <Badge size="2" color="amber">
              {W.correctedByAdmin}
            </Badge>
          )}
          {!final && scorer && !mine && (
            <Flex direction="column" gap="2">
              <Text size="4">{scoredElsewhereMessage(scorer.hostName)}</Text>
              <Button size="4" variant="outline" onClick={() => void takeOver()}>
                {W.takeOver}
              </Button>
            </Flex>
          )}
          {!final && mine && <Text size="4">{W.youScore}</Text>}
          {!final && party.teams.length > 0 && (!scorer || mine) && (
            <ResultEntry party={party} game={game} onRecord={(sent) => void send(sent)} />
          )}
        </section>
      </Flex>
    </Card>
  );
}

/** The winner tapped (one big button per team), or each team's points typed and saved together. */
function ResultEntry({
  party,
  game,
  onRecord,
}: {
  party: HostParty;
  game: Game;
  onRecord: (action: ResultAction) => void;
}) {
  const result = party.results.find((r) => r.gameId === game.id);
  const [byPoints, setByPoints] = useState(Boolean(result?.points));
  const [points, setPoints] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      party.teams.map((t) => [t.id, String(result?.points?.find((p) => p.teamId === t.id)?.points ?? '')]),
    ),
  );
  const [invalid, setInvalid] = useState(false);

  const savePoints = () => {
    const typed: TeamPoints[] = party.teams.map((t) => ({ teamId: t.id, points: Number(points[t.id]) }));
    const bad = typed.some(
      (p) => points[p.teamId] === '' || !Number.isInteger(p.points) || p.points < 0 || p.points > PARTY_RULES.pointsMax,
    );
    setInvalid(bad);
    if (!bad) onRecord({ kind: 'result', gameId: game.id, points: typed });
  };

  return (
    <Flex direction="column" gap="3">
      {!byPoints ? (
        <Flex direction="column" gap="2" role="group" aria-label={`${W.winner}: ${game.name}`}>
          <Text size="4">{W.tapWinner}</Text>
          {party.teams.map((team) => (
            <HostTeamButton
              key={team.id}
              team={team}
              pressed={Boolean(!result?.points && result?.winnerTeamIds.includes(team.id))}
              onClick={() => onRecord({ kind: 'result', gameId: game.id, winnerTeamId: team.id })}
            />
          ))}
        </Flex>
      ) : (
        <Flex direction="column" gap="2">
          {party.teams.map((team) => (
            <Flex key={team.id} align="center" gap="3">
              <Text as="label" htmlFor={`points-${game.id}-${team.id}`} size="5" weight="bold" style={{ flex: 1 }}>
                {W.points(team.name)}
              </Text>
              <TextField.Root
                id={`points-${game.id}-${team.id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={PARTY_RULES.pointsMax}
                value={points[team.id] ?? ''}
                onChange={(e) => setPoints((all) => ({ ...all, [team.id]: e.target.value }))}
                style={{ ...BIG_FIELD, width: 96 }}
              />
            </Flex>
          ))}
          {invalid && (
            <Text size="4" color="red" role="alert">
              {PARTY_MESSAGES.points}
            </Text>
          )}
          <Button size="4" onClick={savePoints}>
            {W.savePoints}
          </Button>
        </Flex>
      )}
      <Button size="4" variant="ghost" onClick={() => setByPoints((b) => !b)}>
        {byPoints ? W.tapWinner : W.pointsInstead}
      </Button>
    </Flex>
  );
}
