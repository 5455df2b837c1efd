import { Text, Grid } from '@radix-ui/themes';
import { useState } from 'react';
import { MIN_PLAYER_OPTIONS } from '@app/contracts';
import { EmptyState } from '@/components/ui/empty-state.ui';
import { ErrorState } from '@/components/ui/error-state.ui';
import { LoadingState } from '@/components/ui/loading-state.ui';
import { searchGames, useGames } from '@/features/catalog/api/get-games.api';
import { artworkLoading } from '@/features/catalog/components/artwork-loading';
import { GameCard } from '@/features/catalog/components/game-card.component';
import {
  EMPTY_GAME_FILTERS,
  GameFilters,
  type GameFilterValues,
} from '@/features/catalog/components/game-filters.component';

function GameList({ filters }: { filters: GameFilterValues }) {
  // Space and group size are asked of the API; the search text is matched here (docs/product/api.md#the-api).
  const minPlayers = MIN_PLAYER_OPTIONS.find((o) => o.value === filters.minPlayers)?.minPlayers;
  const { data, isPending, isError } = useGames({
    spaceType: filters.spaceType === 'all' ? undefined : filters.spaceType,
    minPlayers,
  });
  if (isPending) return <LoadingState text="Loading competitions..." />;
  if (isError) return <ErrorState text="Failed to load competitions. Please try again later." />;
  const games = searchGames(data, filters.search);
  return (
    <>
      <Text as="p" size="2" color="gray" mb="4" aria-live="polite" className="result-count">
        Showing {games.length} {games.length === 1 ? 'game' : 'games'}
      </Text>
      {games.length === 0 ? (
        <EmptyState
          title="No competitions found matching your criteria."
          hint="Try adjusting your filters or search terms."
        />
      ) : (
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="5" className="game-grid">
          {games.map((game, index) => (
            <GameCard key={game.id} game={game} artwork={artworkLoading(index, 3)} />
          ))}
        </Grid>
      )}
    </>
  );
}

/** /competitions' filters and the games they find (docs/product/pages.md#games-page). */
export function Component() {
  const [filters, setFilters] = useState<GameFilterValues>(EMPTY_GAME_FILTERS);
  return (
    <>
      <GameFilters value={filters} onChange={setFilters} />
      <div className="game-results">
        <GameList filters={filters} />
      </div>
    </>
  );
}
