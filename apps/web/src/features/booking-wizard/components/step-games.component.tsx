import { Badge, Callout, Flex, Grid, IconButton, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useCallback, useRef, useState } from 'react';
import {
  BOOKING_RULES,
  GAME_INTENSITIES,
  SPACE_TYPE_LABELS,
  SPACE_TYPES,
  type GameIntensity,
  type GameRef,
} from '@app/contracts';
import { ChoiceCards } from '@/components/ui/choice-cards.ui';
import { FieldError } from '@/components/ui/form-field.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { filterGames, gameNameOf, includesRef, type PickableGame, type SpaceFilter } from '../form/pickable-games';
import { AddYourOwnCard, GamePickCard } from './game-pick-card.component';

/**
 * docs/product/pages.md#routes step 1's intensity choices, each with its example line
 * (docs/product/booking.md#step-1-games stores it).
 */
const INTENSITY_CHOICES = GAME_INTENSITIES.map(({ value, label, example }) => ({ value, label, description: example }));

interface StepGamesProps {
  games: PickableGame[];
  loading: boolean;
  failed: boolean;
  onAddYourOwn: () => void;
  /** The games picked make another package than the parent's: no "Perfect!" while the wizard asks. */
  packageAsks?: boolean;
  /** The draft's games and intensity, and their setters (step 1 has no form: the wizard's draft holds them). */
  selected: GameRef[];
  onSelect: (games: GameRef[]) => void;
  intensity: GameIntensity;
  onIntensity: (intensity: GameIntensity) => void;
  /** The games' message: the DTO's once they were changed, or the server's at Submit. */
  error?: string;
}

/**
 * docs/product/pages.md#routes step 1: the chips of what is picked, the intensity, the filter and the grid of games.
 */
export function StepGames({
  games,
  loading,
  failed,
  onAddYourOwn,
  packageAsks = false,
  selected,
  onSelect,
  intensity,
  onIntensity,
  error,
}: StepGamesProps) {
  const latest = useRef({ selected, onSelect });
  latest.current = { selected, onSelect };
  const [search, setSearch] = useState('');
  const [space, setSpace] = useState<SpaceFilter>('all');
  const shown = filterGames(games, search, space);
  const isSelected = (ref: GameRef) => includesRef(selected, ref);

  // One function for every card (GamePickCard is memoised): it reads the selection when called.
  const toggle = useCallback((ref: GameRef) => {
    const current = latest.current.selected;
    latest.current.onSelect(
      includesRef(current, ref) ? current.filter((s) => String(s) !== String(ref)) : [...current, ref],
    );
  }, []);

  return (
    <Flex direction="column" gap="5">
      <Flex direction="column" gap="2">
        <Text as="div" size="3" weight="bold" id="selected-games-label">
          Your games
        </Text>
        {selected.length > 0 && (
          <Flex gap="2" wrap="wrap" role="list" aria-labelledby="selected-games-label">
            {selected.map((ref) => {
              const name = gameNameOf(games, ref);
              return (
                <Badge key={String(ref)} size="2" variant="soft" role="listitem" className="game-chip">
                  {name}
                  <IconButton
                    type="button"
                    size="1"
                    variant="ghost"
                    radius="full"
                    aria-label={`Remove ${name}`}
                    onClick={() => toggle(ref)}
                  >
                    <Cross2Icon aria-hidden />
                  </IconButton>
                </Badge>
              );
            })}
          </Flex>
        )}
        <GamesProgress count={selected.length} asks={packageAsks} />
        <FieldError id="selectedGames-error" text={error} />
      </Flex>

      <ChoiceCards
        legend="Game intensity"
        choices={INTENSITY_CHOICES}
        value={intensity}
        onChange={onIntensity}
        columns={3}
      />

      <Flex direction="column" gap="3">
        <Flex gap="3" direction={{ initial: 'column', sm: 'row' }}>
          <TextField.Root
            size="3"
            placeholder="Search games..."
            aria-label="Search games"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="grow"
          >
            <TextField.Slot>
              <MagnifyingGlassIcon aria-hidden />
            </TextField.Slot>
          </TextField.Root>
          {/* A native select, not Radix's: the phone's own picker, and step 1 loads no popup machinery (its list,
              focus trap and scroll lock are most of what a Radix Select weighs) before the parent uses it. */}
          <select
            className="space-filter"
            aria-label="Space type"
            value={space}
            onChange={(e) => setSpace(e.target.value as SpaceFilter)}
          >
            <option value="all">All spaces</option>
            {SPACE_TYPES.map((t) => (
              <option key={t} value={t}>
                {SPACE_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Flex>

        {loading ? (
          <LoadingState text="Loading games..." />
        ) : failed ? (
          <Callout.Root color="red" role="alert">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>Failed to load games. Please try again later.</Callout.Text>
          </Callout.Root>
        ) : (
          // A native scroll box, not Radix's ScrollArea: that one re-renders its scrollbar from resize observers
          // and measures the box in animation frames, work that landed in the wizard's first seconds.
          // Focusable, so the keyboard can scroll it while its cards cannot take focus (the page not yet adopted).
          <div
            className="game-scroll"
            role="region"
            aria-label="Games"
            tabIndex={0}
            aria-describedby={error ? 'selectedGames-error' : undefined}
          >
            <Grid columns={{ initial: '1', xs: '2', md: '3' }} gap="3" p="1">
              {shown.map((game) => (
                <GamePickCard key={String(game.ref)} game={game} selected={isSelected(game.ref)} onToggle={toggle} />
              ))}
              <AddYourOwnCard onOpen={onAddYourOwn} />
            </Grid>
            {shown.length === 0 && (
              <Text as="p" color="gray" align="center" my="4">
                No games found matching your criteria.
              </Text>
            )}
          </div>
        )}
      </Flex>
    </Flex>
  );
}

/** docs/product/pages.md#routes step 1 messages, announced as the count changes. */
function GamesProgress({ count, asks }: { count: number; asks: boolean }) {
  const min = BOOKING_RULES.gamesMin;
  return (
    <Text as="p" size="2" role="status" color={count >= min && !asks ? 'green' : 'gray'}>
      {asks
        ? `${count} games selected.`
        : count >= min
          ? `Perfect! ${count} games selected.`
          : `Selected ${count}/${min} games. Choose ${min - count} more.`}
    </Text>
  );
}
