import {
  AWARD_TITLES,
  balanceTeams,
  certificateTitleOf,
  championTeamIdsOf,
  leaderboardOf,
  resultWords,
  winnersOf,
  type PartyDayState,
  type PartyGameResult,
  type PartyTeam,
} from './party-day.contract';

const team = (id: string, childIds: string[] = []): PartyTeam => ({ id, name: `Team ${id}`, colour: 'red', childIds });
const won = (gameId: string, ...winnerTeamIds: string[]): PartyGameResult => ({
  gameId,
  winnerTeamIds,
  points: null,
  recordedAt: '2026-11-27T15:00:00.000Z',
  correctedByAdmin: false,
});
const scored = (gameId: string, points: Record<string, number>): PartyGameResult => {
  const list = Object.entries(points).map(([teamId, p]) => ({ teamId, points: p }));
  return { ...won(gameId), winnerTeamIds: winnersOf({ points: list }), points: list };
};

describe('balanceTeams', () => {
  const children = [4, 11, 7, 9, 5, 6, 10, 8, null, 12, 5].map((age, i) => ({ id: `c${i}`, age }));

  it.each([2, 3, 4])('deals every child once into %i teams whose sizes differ by one at most', (count) => {
    const teams = balanceTeams(children, count);
    expect(teams).toHaveLength(count);
    expect(teams.flat().sort()).toEqual(children.map((c) => c.id).sort());
    const sizes = teams.map((t) => t.length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('spreads the ages: the teams’ age sums are close (within the oldest child’s age)', () => {
    // The child without an age counts as the median age, 8.
    const ageOf = new Map(children.map((c) => [c.id, c.age ?? 8]));
    for (const count of [2, 3, 4]) {
      const sums = balanceTeams(children, count).map((ids) => ids.reduce((s, id) => s + ageOf.get(id)!, 0));
      expect(Math.max(...sums) - Math.min(...sums)).toBeLessThan(12);
    }
    // Two equal pairs split evenly.
    const pairs = balanceTeams(
      [8, 8, 6, 6].map((age, i) => ({ id: `p${i}`, age })),
      2,
    );
    expect(pairs.map((ids) => ids.length)).toEqual([2, 2]);
    expect(pairs.every((ids) => ids.some((id) => ['p0', 'p1'].includes(id)))).toBe(true);
  });
});

describe('the leaderboard', () => {
  const teams = [team('a'), team('b'), team('c')];

  it('ranks by wins, then points; teams level on both share a rank', () => {
    const board = leaderboardOf(teams, [won('1', 'a'), won('2', 'b'), scored('3', { a: 3, b: 3, c: 1 })]);
    expect(board.map((r) => [r.teamId, r.wins, r.points, r.rank])).toEqual([
      ['a', 2, 3, 1],
      ['b', 2, 3, 1],
      ['c', 0, 1, 3],
    ]);
  });

  it('names the champions: the host’s choice first, else the first rank, none before a result', () => {
    const awards = { championTeamId: null, special: [] };
    expect(championTeamIdsOf({ teams, results: [], awards })).toEqual([]);
    expect(championTeamIdsOf({ teams, results: [won('1', 'b')], awards })).toEqual(['b']);
    expect(championTeamIdsOf({ teams, results: [won('1', 'b')], awards: { ...awards, championTeamId: 'c' } })).toEqual([
      'c',
    ]);
  });

  it('words a result for the history', () => {
    expect(resultWords(won('1', 'a'), teams)).toBe('Team a won');
    expect(resultWords(scored('2', { a: 3, b: 1 }), teams)).toBe('Team a 3, Team b 1');
  });
});

describe('certificateTitleOf', () => {
  const state: Pick<PartyDayState, 'teams' | 'results' | 'awards'> = {
    teams: [team('a', ['ava', 'leo']), team('b', ['zoe', 'mia'])],
    results: [won('1', 'a')],
    awards: { championTeamId: null, special: [{ childId: 'leo', title: 'Best Team Spirit' }] },
  };

  it('gives a special award first, then the champions’ title, then the participation title', () => {
    expect(certificateTitleOf('leo', state)).toBe('Best Team Spirit');
    expect(certificateTitleOf('ava', state)).toBe(AWARD_TITLES.champions);
    expect(certificateTitleOf('zoe', state)).toBe(AWARD_TITLES.participation);
    expect(certificateTitleOf('walk-in', state)).toBe(AWARD_TITLES.participation);
  });

  it('follows the host’s choice of champions, and gives everyone participation before any result', () => {
    expect(certificateTitleOf('zoe', { ...state, awards: { ...state.awards, championTeamId: 'b' } })).toBe(
      AWARD_TITLES.champions,
    );
    expect(certificateTitleOf('ava', { ...state, results: [] })).toBe(AWARD_TITLES.participation);
  });
});
