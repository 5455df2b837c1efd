import { Flex, Text } from '@radix-ui/themes';
import { resultsAreFinal, type HostParty } from '@app/contracts';
import { gameClock, type GameClock } from '../game-clock';
import { PARTY_WORDS as W } from '../party-day-words';
import { useNow } from '../use-now.hook';
import { useHostActions } from '../outbox/use-host-actions.hook';
import { HostConfirm } from './host-confirm.component';
import { HostGameCard } from './host-game-card.component';
import { HostResultsFinal } from './host-results-final.component';

/**
 * Games (docs/product/party-day.md#the-hosts-screens): the game that should be on now by a clock from the party's
 * start first, under its clock, then the others in order with their minutes, each game's result; "Finish results"
 * (asked first) locks them.
 */
export function HostGames({ party }: { party: HostParty }) {
  const clock = gameClock(party, useNow());
  const { send } = useHostActions(party.bookingId);
  const final = resultsAreFinal(party);
  return (
    <Flex direction="column" gap="4">
      <Text size="6" weight="bold" role="timer" aria-live="off">
        {clockWords(clock, party)}
      </Text>
      {party.teams.length === 0 && <Text size="5">{W.noTeamsYet}</Text>}
      {final && <HostResultsFinal />}
      <Flex asChild direction="column" gap="4">
        <ol aria-label={W.screens.games} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {onNowFirst(party.games, clock).map(({ game, index }) => (
            <li key={game.id}>
              <HostGameCard
                party={party}
                game={game}
                n={index + 1}
                onNow={clock.state === 'on' && clock.index === index}
              />
            </li>
          ))}
        </ol>
      </Flex>
      {!final && party.teams.length > 0 && (
        <HostConfirm
          label={W.finishResults}
          title={W.finishResultsAsk}
          description={W.finishResultsWhy}
          onConfirm={() => void send({ kind: 'finish-results' })}
        />
      )}
    </Flex>
  );
}

/**
 * The games with their place in the party's order, the one on now first: the host scores the game being played without
 * scrolling past those done (each keeps its number).
 */
function onNowFirst(games: HostParty['games'], clock: GameClock) {
  const numbered = games.map((game, index) => ({ game, index }));
  if (clock.state !== 'on') return numbered;
  return [numbered[clock.index], ...numbered.filter(({ index }) => index !== clock.index)];
}

function clockWords(clock: GameClock, party: HostParty): string {
  if (clock.state === 'before') return W.clockBefore(clock.minutes);
  if (clock.state === 'over') return W.clockOver;
  return W.clockNow(party.games[clock.index].name, clock.minutesIn);
}
