import type { Game, GamesQuery } from '@app/contracts';

/**
 * GamesQuery semantics (documented on the contract): the requested group size range [minPlayers, maxPlayers]
 * must overlap the game's own range; indoor/outdoor also match games playable in both.
 */
export function filterGames(games: readonly Game[], { spaceType, minPlayers, maxPlayers }: GamesQuery): Game[] {
  return games.filter(
    (game) =>
      (spaceType === undefined || game.spaceType === spaceType || game.spaceType === 'both') &&
      (minPlayers === undefined || game.maxPlayers >= minPlayers) &&
      (maxPlayers === undefined || game.minPlayers <= maxPlayers),
  );
}
