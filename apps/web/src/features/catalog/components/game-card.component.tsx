import { Badge, Card, Flex, Heading, Inset, Text } from '@radix-ui/themes';
import { difficultyLabel, SPACE_TYPE_LABELS, type Game } from '@app/contracts';
import { ClockIcon, HomeIcon, PersonIcon } from '@radix-ui/react-icons';
import { HoverHint } from '@/components/ui/hover-hint.ui';
import type { ArtworkLoading } from './artwork-loading';

const DIFFICULTY_COLORS = { Easy: 'grass', Medium: 'amber', Challenging: 'red' } as const;

/** `artwork`: how its image loads (`artworkLoading`: at once for the cards that may be visible on arrival). */
export function GameCard({ game, artwork = { loading: 'lazy' } }: { game: Game; artwork?: ArtworkLoading }) {
  const difficulty = difficultyLabel(game.difficulty);
  return (
    <Card size="2" className="game-card" asChild>
      <article aria-labelledby={`game-${game.id}-name`}>
        <Inset clip="padding-box" side="top" pb="current">
          <img
            src={game.imageUrl}
            alt={`Illustration of ${game.name}`}
            className="game-image"
            {...artwork}
            width="400"
            height="240"
          />
        </Inset>
        <Flex direction="column" gap="2">
          <Flex justify="between" align="start" gap="2">
            <Heading as="h3" size="4" id={`game-${game.id}-name`}>
              {game.name}
            </Heading>
            <HoverHint hint={`Difficulty ${game.difficulty} of 5`}>
              <Badge color={DIFFICULTY_COLORS[difficulty]} variant="soft" size="1" className="difficulty-badge">
                {difficulty}
              </Badge>
            </HoverHint>
          </Flex>
          <Text as="p" size="2" color="gray" className="game-description">
            {game.description}
          </Text>
          <Flex gap="3" wrap="wrap" className="game-meta">
            <Text size="1">
              <PersonIcon aria-hidden /> {game.minPlayers}-{game.maxPlayers} players
            </Text>
            <Text size="1">
              <HomeIcon aria-hidden /> {SPACE_TYPE_LABELS[game.spaceType]}
            </Text>
            <Text size="1">
              <ClockIcon aria-hidden /> {game.duration} min
            </Text>
            <Text size="1">{game.ageRange}</Text>
          </Flex>
          {game.skills.length > 0 && (
            <Flex gap="1" wrap="wrap" aria-label="Skills">
              {game.skills.map((skill) => (
                <Badge key={skill} variant="outline" color="gray" size="1">
                  {skill}
                </Badge>
              ))}
            </Flex>
          )}
        </Flex>
      </article>
    </Card>
  );
}
