import type { Game } from '@app/contracts';
import { filterGames } from './games-filter';

const game = (id: number, spaceType: Game['spaceType'], minPlayers: number, maxPlayers: number) =>
  ({ id, spaceType, minPlayers, maxPlayers }) as Game;

const GAMES = [game(1, 'indoor', 4, 10), game(2, 'outdoor', 8, 30), game(3, 'both', 2, 6), game(4, 'both', 12, 40)];
const ids = (games: Game[]) => games.map((g) => g.id);

describe('filterGames', () => {
  it('returns everything without filters', () => expect(ids(filterGames(GAMES, {}))).toEqual([1, 2, 3, 4]));

  it('lets games playable in both kinds of space match indoor and outdoor', () => {
    expect(ids(filterGames(GAMES, { spaceType: 'indoor' }))).toEqual([1, 3, 4]);
    expect(ids(filterGames(GAMES, { spaceType: 'outdoor' }))).toEqual([2, 3, 4]);
  });

  it('keeps only games for both spaces when both is asked for', () => {
    expect(ids(filterGames(GAMES, { spaceType: 'both' }))).toEqual([3, 4]);
  });

  it('minPlayers=N keeps games that N or more children can play (maxPlayers >= N)', () => {
    expect(ids(filterGames(GAMES, { minPlayers: 8 }))).toEqual([1, 2, 4]);
    expect(ids(filterGames(GAMES, { minPlayers: 31 }))).toEqual([4]);
  });

  it('maxPlayers=M keeps games a group of at most M can start (minPlayers <= M)', () => {
    expect(ids(filterGames(GAMES, { maxPlayers: 6 }))).toEqual([1, 3]);
  });

  it('combines the player range and the space', () => {
    expect(ids(filterGames(GAMES, { minPlayers: 10, maxPlayers: 12, spaceType: 'outdoor' }))).toEqual([2, 4]);
  });
});
