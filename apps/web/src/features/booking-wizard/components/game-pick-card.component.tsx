import { Badge, Card, Flex, Inset, Text } from '@radix-ui/themes';
import { CheckCircledIcon, ClockIcon, HomeIcon, PersonIcon } from '@radix-ui/react-icons';
import { memo } from 'react';
import { SPACE_TYPE_LABELS, type GameRef } from '@app/contracts';
import type { PickableGame } from '../form/pickable-games';

/**
 * A game in the step 1 grid: a toggle button (aria-pressed) showing whether it is in the booking. Memoised: the
 * wizard renders again as its data and values arrive, and twenty-odd cards of Radix parts redrawn each time made
 * long tasks on a phone; a card only changes with its game or its selection.
 */
export const GamePickCard = memo(function GamePickCard({
  game,
  selected,
  onToggle,
}: {
  game: PickableGame;
  selected: boolean;
  /** Stable across renders (memo). */
  onToggle: (ref: GameRef) => void;
}) {
  return (
    <Card asChild size="1" className={`pick-card${selected ? ' pick-card--selected' : ''}`}>
      <button type="button" aria-pressed={selected} onClick={() => onToggle(game.ref)}>
        <Inset clip="padding-box" side="top" pb="current">
          <img src={game.imageUrl} alt="" className="pick-card-image" loading="lazy" width="400" height="240" />
        </Inset>
        <Flex direction="column" gap="1" align="start">
          <Flex justify="between" align="start" gap="2" width="100%">
            <Text weight="bold" size="3" className="pick-card-name">
              {game.name}
            </Text>
            {selected && <CheckCircledIcon className="pick-card-check" aria-hidden width="20" height="20" />}
          </Flex>
          {game.pending && (
            <Badge color="amber" variant="soft" size="1">
              Your idea · awaiting review
            </Badge>
          )}
          <Text size="1" color="gray" className="pick-card-description">
            {game.description}
          </Text>
          <Flex gap="3" wrap="wrap">
            {game.players && (
              <Text size="1">
                <PersonIcon aria-hidden /> {game.players}
              </Text>
            )}
            <Text size="1">
              <HomeIcon aria-hidden /> {SPACE_TYPE_LABELS[game.spaceType]}
            </Text>
            <Text size="1">
              <ClockIcon aria-hidden /> {game.duration} min
            </Text>
          </Flex>
        </Flex>
      </button>
    </Card>
  );
});

/** docs/product/pages.md#routes: the '+ Add Your Own' card at the end of the grid, opening the custom game dialog. */
export function AddYourOwnCard({ onOpen }: { onOpen: () => void }) {
  return (
    <Card asChild size="1" className="pick-card pick-card--add">
      <button type="button" onClick={onOpen} aria-haspopup="dialog">
        <Flex direction="column" align="center" justify="center" gap="2" height="100%" py="5">
          <Text weight="bold" size="3">
            + Add Your Own
          </Text>
          <Text size="1" color="gray" align="center">
            Have a favourite game? Suggest it and play it at your party.
          </Text>
        </Flex>
      </button>
    </Card>
  );
}
