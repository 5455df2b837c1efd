/**
 * The party itself, run from the host's phone (docs/product/party-day.md): the arrived children split into teams,
 * each game's result, the leaderboard, the awards and each child's certificate title. The rules that the phone also
 * applies while offline are pure functions here, so the phone and the server always agree.
 */
export const PARTY_RULES = {
  teamsMin: 2,
  teamsMax: 4,
  teamNameMax: 24,
  pointsMax: 999,
  awardTitleMax: 40,
  /** The host's own awards at one party ("Best Team Spirit"): one per child at most, so a handful. */
  specialAwardsMax: 30,
  /** A phone's own id (a UUID it made once): whoever scores a game is known by it. */
  deviceIdMax: 64,
} as const;

export const TEAM_COLOURS = {
  red: { label: 'Red', hex: '#c62828' },
  blue: { label: 'Blue', hex: '#1565c0' },
  green: { label: 'Green', hex: '#2e7d32' },
  yellow: { label: 'Yellow', hex: '#f9a825' },
  purple: { label: 'Purple', hex: '#6a1b9a' },
  orange: { label: 'Orange', hex: '#ef6c00' },
} as const;
export type TeamColour = keyof typeof TEAM_COLOURS;
export const TEAM_COLOUR_KEYS = Object.keys(TEAM_COLOURS) as TeamColour[];

/** The teams a split starts with, in order; the host may rename and recolour each. */
export const DEFAULT_TEAMS: readonly { name: string; colour: TeamColour }[] = [
  { name: 'Red Rockets', colour: 'red' },
  { name: 'Blue Sharks', colour: 'blue' },
  { name: 'Green Geckos', colour: 'green' },
  { name: 'Yellow Lions', colour: 'yellow' },
];

/** The certificate titles of children without a special award. */
export const AWARD_TITLES = {
  champions: 'Champion Award',
  participation: 'Star Player Award',
} as const;

export const PARTY_MESSAGES = {
  teams: `Split the children into ${PARTY_RULES.teamsMin} to ${PARTY_RULES.teamsMax} teams`,
  teamId: 'Each team needs an id',
  teamName: `Give each team a name of at most ${PARTY_RULES.teamNameMax} characters`,
  teamColour: `Choose each team's colour: ${TEAM_COLOUR_KEYS.join(', ')}`,
  teamChildren: 'Put only children who arrived at this party in the teams, each in one team',
  noTeams: 'Split the children into teams before recording results.',
  gameNotFound: 'That game is not on this party',
  result: 'Record the winning team or the points of every team',
  resultTeam: 'That team is not at this party',
  points: `Points are whole numbers from 0 to ${PARTY_RULES.pointsMax}`,
  deviceId: 'deviceId must be the id this phone made for itself',
  takeOver: 'takeOver must be true or false',
  resultsFinal:
    'The results are final: the teams, results and awards no longer change. Please ask the office to correct a result.',
  awardTitle: `Give each award a title of at most ${PARTY_RULES.awardTitleMax} characters`,
  awardChild: 'Each award goes to a child who arrived at this party',
  awards: `At most ${PARTY_RULES.specialAwardsMax} awards, one per child`,
  championTeam: 'The champions must be one of the teams',
} as const;

/** "Sam is scoring this game on another phone." (409 GAME_SCORED_ELSEWHERE, and the game's screen). */
export const scoredElsewhereMessage = (hostName: string): string =>
  `${hostName} is scoring this game on another phone.`;

/** One team at the party: the children in it by roster id (walk-ins included). */
export interface PartyTeam {
  /** Made by the phone (a UUID), so results can name a team the server has not seen yet. */
  id: string;
  name: string;
  colour: TeamColour;
  childIds: string[];
}

/** PUT /api/host/parties/:id/teams: all the teams at once; replacing them keeps results of teams that stay. */
export interface PartyTeamsRequest {
  teams: PartyTeam[];
  at?: string;
}

export interface TeamPoints {
  teamId: string;
  points: number;
}

/**
 * PUT /api/host/parties/:id/results/:gameId (gameId as HostParty.games[].id): the winning team, or every team's
 * points. The phone scoring it is `deviceId`; another phone answers 409 GAME_SCORED_ELSEWHERE unless `takeOver`.
 */
export interface GameResultRequest {
  winnerTeamId?: string;
  points?: TeamPoints[];
  deviceId: string;
  takeOver?: boolean;
  at?: string;
}

/** PUT /api/host/parties/:id/scorers/:gameId: this phone starts scoring a game (409 as above unless `takeOver`). */
export interface ScorerRequest {
  deviceId: string;
  takeOver?: boolean;
  at?: string;
}

/** A game's result as it stands. */
export interface PartyGameResult {
  gameId: string;
  /** The team(s) that won it: the winner named, or the most points (a tie names each). */
  winnerTeamIds: string[];
  /** Every team's points when recorded as points; null when a winner was named. */
  points: TeamPoints[] | null;
  /** When it happened (the phone's `at`, or the admin's correction): the later change wins. */
  recordedAt: string;
  /** The office corrected it after the results were final. */
  correctedByAdmin: boolean;
}

/** Who is scoring a game now. */
export interface GameScorer {
  gameId: string;
  deviceId: string;
  /**
   * The host on that phone: their own other session (signed in again, the installed app beside the browser) is not
   * "another phone" (docs/product/party-day.md#one-scorer-per-game). Null for a scorer from before it was kept.
   */
  hostId: string | null;
  hostName: string;
}

export interface SpecialAward {
  childId: string;
  title: string;
}

/** PUT /api/host/parties/:id/awards: the host's own awards; the champions, when not the leaderboard's first. */
export interface PartyAwardsRequest {
  special: SpecialAward[];
  championTeamId?: string | null;
  at?: string;
}

export interface PartyAwards {
  /** The host's choice, or null for the leaderboard's first team(s). */
  championTeamId: string | null;
  special: SpecialAward[];
}

/** POST /api/host/parties/:id/finish-results: "Finish results" makes the games' results final. */
export interface FinishResultsRequest {
  at?: string;
}

/** POST /api/host/parties/:id/complete: the party is done (the booking becomes completed). */
export interface CompletePartyRequest {
  at?: string;
}

/** PUT /api/admin/bookings/:id/results/:gameId: the office corrects a result, final or not; the history keeps it. */
export interface AdminResultCorrection {
  winnerTeamId?: string;
  points?: TeamPoints[];
}

export interface LeaderboardRow {
  teamId: string;
  name: string;
  colour: TeamColour;
  /** Games won (a shared win counts for each team that shared it). */
  wins: number;
  /** Points summed over the games recorded as points. */
  points: number;
  /** 1 for the first; teams level on wins and points share a rank. */
  rank: number;
}

/** The party-day state a HostParty carries beside the booking's facts. */
export interface PartyDayState {
  teams: PartyTeam[];
  results: PartyGameResult[];
  scorers: GameScorer[];
  awards: PartyAwards;
  /** ISO instant "Finish results" was pressed; null while results may change. */
  resultsFinalAt: string | null;
}

/**
 * The results are final once "Finish results" was pressed or the party was completed: from then on the teams, the
 * scorers, the results and the awards change only by the office's correction (docs/product/party-day.md#finishing).
 */
export const resultsAreFinal = (party: Pick<PartyDayState, 'resultsFinalAt'> & { status: string }): boolean =>
  party.resultsFinalAt !== null || party.status === 'completed';

/** The winners of one result: the team named, or those with the most points. */
export function winnersOf(result: Pick<GameResultRequest, 'winnerTeamId' | 'points'>): string[] {
  if (result.winnerTeamId) return [result.winnerTeamId];
  const points = result.points ?? [];
  const best = Math.max(...points.map((p) => p.points));
  return points.length === 0 ? [] : points.filter((p) => p.points === best).map((p) => p.teamId);
}

/** A result in words, for the booking's history: "Red Rockets won" or "Red Rockets 3, Blue Sharks 2". */
export function resultWords(result: Pick<PartyGameResult, 'winnerTeamIds' | 'points'>, teams: PartyTeam[]): string {
  const name = (id: string) => teams.find((t) => t.id === id)?.name ?? 'a team no longer at the party';
  if (result.points) return result.points.map((p) => `${name(p.teamId)} ${p.points}`).join(', ');
  return `${result.winnerTeamIds.map(name).join(' and ')} won`;
}

/** The leaderboard: most wins first, then most points; level teams share a rank. */
export function leaderboardOf(teams: PartyTeam[], results: PartyGameResult[]): LeaderboardRow[] {
  const rows = teams.map((t) => ({
    teamId: t.id,
    name: t.name,
    colour: t.colour,
    wins: results.filter((r) => r.winnerTeamIds.includes(t.id)).length,
    points: results.reduce((sum, r) => sum + (r.points?.find((p) => p.teamId === t.id)?.points ?? 0), 0),
    rank: 0,
  }));
  rows.sort((a, b) => b.wins - a.wins || b.points - a.points);
  rows.forEach((row, i) => {
    const prev = rows[i - 1];
    row.rank = prev && prev.wins === row.wins && prev.points === row.points ? prev.rank : i + 1;
  });
  return rows;
}

/** The champions: the host's choice, else the leaderboard's first team(s) once a game has a result. */
export function championTeamIdsOf(state: Pick<PartyDayState, 'teams' | 'results' | 'awards'>): string[] {
  if (state.awards.championTeamId) return [state.awards.championTeamId];
  if (state.results.length === 0) return [];
  return leaderboardOf(state.teams, state.results)
    .filter((row) => row.rank === 1)
    .map((row) => row.teamId);
}

/**
 * Each child's certificate title: their special award, else the champions' title for a child in a champion team,
 * else the participation title. The server's certificates and the phone's offline ones both use this.
 */
export function certificateTitleOf(
  childId: string,
  state: Pick<PartyDayState, 'teams' | 'results' | 'awards'>,
): string {
  const special = state.awards.special.find((a) => a.childId === childId);
  if (special) return special.title;
  const champions = championTeamIdsOf(state);
  const inChampions = state.teams.some((t) => champions.includes(t.id) && t.childIds.includes(childId));
  return inChampions ? AWARD_TITLES.champions : AWARD_TITLES.participation;
}

/**
 * The arrived children dealt into `count` teams balanced by age: oldest first, each to the team with the fewest
 * children so far (ties: the lowest total of ages), so team sizes differ by one at most and ages spread evenly.
 * Children without an age count as the median age.
 */
export function balanceTeams<T extends { id: string; age: number | null }>(children: T[], count: number): string[][] {
  const ages = children
    .map((c) => c.age)
    .filter((a): a is number => a !== null)
    .sort((a, b) => a - b);
  const median = ages.length ? ages[Math.floor(ages.length / 2)] : 0;
  const ageOf = (c: T) => c.age ?? median;
  const teams = Array.from({ length: count }, () => ({ ids: [] as string[], ageSum: 0 }));
  [...children]
    .sort((a, b) => ageOf(b) - ageOf(a))
    .forEach((child) => {
      const team = teams.reduce((best, t) =>
        t.ids.length < best.ids.length || (t.ids.length === best.ids.length && t.ageSum < best.ageSum) ? t : best,
      );
      team.ids.push(child.id);
      team.ageSum += ageOf(child);
    });
  return teams.map((t) => t.ids);
}
