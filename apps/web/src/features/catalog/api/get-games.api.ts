import type { Game, GamesQuery } from '@app/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './keys';

/**
 * Space type and player filters run on the server; the search text is applied on the client
 * (docs/product/api.md#the-api).
 */
async function getGames(query: GamesQuery = {}): Promise<Game[]> {
  try {
    return await api.get<Game[]>('/api/games', {
      spaceType: query.spaceType,
      minPlayers: query.minPlayers,
      maxPlayers: query.maxPlayers,
    });
  } catch (cause) {
    throw new Error('Failed to fetch games', { cause });
  }
}

export const gamesQueryOptions = (query: GamesQuery = {}) =>
  queryOptions({ queryKey: catalogKeys.games(query), queryFn: () => getGames(query) });

// Keeping the previous list while a new filter loads avoids the grid collapsing to a spinner on every change.
export const useGames = (query: GamesQuery = {}) =>
  useQuery({ ...gamesQueryOptions(query), placeholderData: keepPreviousData });

/** docs/product/validation.md#validation: case-insensitive substring match on name or description. */
export function searchGames(games: Game[], search: string): Game[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return games;
  return games.filter((g) => g.name.toLowerCase().includes(needle) || g.description.toLowerCase().includes(needle));
}
