import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  PARTY_MESSAGES as M,
  scoredElsewhereMessage,
  winnersOf,
  type GameScorer,
  type PartyAwards,
  type PartyAwardsRequest,
  type PartyDayState,
  type PartyGameResult,
  type PartyTeam,
  type TeamPoints,
} from '@app/contracts';
import { PartyDayEntity, PartyResultEntity, PartyScorerEntity } from './entities';
import { PartyException } from './party.exception';

/** What the caller read of the party, and checked it may change: its games and the children who arrived. */
export interface PartyFacts {
  bookingId: string;
  /** HostParty.games[].id of each of its games. */
  gameIds: string[];
  arrivedChildIds: string[];
}

/** The phone that writes a result or starts scoring, and its host. */
export interface ScoringPhone {
  deviceId: string;
  hostId: string;
  hostName: string;
  takeOver?: boolean;
}

/** A result as recorded: the winning team, or every team's points. */
export interface ResultInput {
  winnerTeamId?: string;
  points?: TeamPoints[];
}

/** The office's correction, as the history records it: the game's result before (null: none) and after. */
export type CorrectionRecorder = (
  manager: EntityManager,
  change: { before: PartyGameResult | null; after: PartyGameResult; teams: PartyTeam[] },
) => Promise<void>;

const NOTHING_YET: PartyDayState = {
  teams: [],
  results: [],
  scorers: [],
  awards: { championTeamId: null, special: [] },
  resultsFinalAt: null,
};

/**
 * The party day's state (docs/product/party-day.md): teams, each game's result and its scorer, the awards and the
 * results' lock. Each write runs under a lock of the party's row, so two phones' writes apply one after the other;
 * a write made on a phone earlier than the stored value's time is not applied (the later change wins,
 * docs/product/party-day.md#offline). The caller has read the party as its host (or the office) may.
 */
@Injectable()
export class PartyDays {
  constructor(private readonly dataSource: DataSource) {}

  async stateOf(bookingId: string): Promise<PartyDayState> {
    const manager = this.dataSource.manager;
    const [day, results, scorers] = await Promise.all([
      manager.findOneBy(PartyDayEntity, { bookingId }),
      manager.find(PartyResultEntity, { where: { bookingId }, order: { recordedAt: 'ASC', gameId: 'ASC' } }),
      manager.find(PartyScorerEntity, { where: { bookingId }, order: { since: 'ASC', gameId: 'ASC' } }),
    ]);
    if (!day && !results.length) return NOTHING_YET;
    return {
      teams: day?.teams ?? [],
      results: results.map(resultOf),
      scorers: scorers.map(({ gameId, deviceId, hostId, hostName }): GameScorer => ({
        gameId,
        deviceId,
        hostId,
        hostName,
      })),
      awards: awardsOf(day),
      resultsFinalAt: day?.resultsFinalAt?.toISOString() ?? null,
    };
  }

  /** docs/product/party-day.md#teams: only arrived children, each in one team; results of teams that stay stand. */
  async setTeams(facts: PartyFacts, teams: PartyTeam[], at: Date): Promise<void> {
    refuseTeamsUnlessValid(teams, facts.arrivedChildIds);
    await this.changing(facts.bookingId, async (manager, day) => {
      refuseWhenFinal(day);
      if (laterThan(day.teamsAt, at)) return;
      const stored = teams.map(({ id, name, colour, childIds }) => ({ id, name, colour, childIds }));
      await manager.update(PartyDayEntity, { bookingId: facts.bookingId }, { teams: stored, teamsAt: at });
    });
  }

  /** docs/product/party-day.md#one-scorer-per-game: this phone scores the game now. */
  async startScoring(facts: PartyFacts, gameId: string, phone: ScoringPhone, at: Date): Promise<void> {
    refuseUnknownGame(facts, gameId);
    await this.changing(facts.bookingId, async (manager, day) => {
      refuseWhenFinal(day);
      await takeScorer(manager, facts.bookingId, gameId, phone, at);
    });
  }

  /** docs/product/party-day.md#games-and-results: the phone recording it becomes the game's scorer. */
  async record(facts: PartyFacts, gameId: string, result: ResultInput, phone: ScoringPhone, at: Date): Promise<void> {
    refuseUnknownGame(facts, gameId);
    await this.changing(facts.bookingId, async (manager, day) => {
      refuseWhenFinal(day);
      refuseResultUnlessValid(day.teams, result);
      await takeScorer(manager, facts.bookingId, gameId, phone, at);
      const stored = await manager.findOneBy(PartyResultEntity, { bookingId: facts.bookingId, gameId });
      if (laterThan(stored?.recordedAt ?? null, at)) return;
      await writeResult(manager, facts.bookingId, gameId, result, at, false);
    });
  }

  /** "Finish results": the results are final from the first press (docs/product/party-day.md#finishing). */
  async finishResults(bookingId: string, at: Date): Promise<void> {
    await this.changing(bookingId, async (manager, day) => {
      if (day.resultsFinalAt) return;
      await manager.update(PartyDayEntity, { bookingId }, { resultsFinalAt: at });
    });
  }

  /** docs/product/party-day.md#awards. */
  async setAwards(facts: PartyFacts, awards: PartyAwardsRequest, at: Date): Promise<void> {
    const children = awards.special.map((a) => a.childId);
    const arrived = new Set(facts.arrivedChildIds);
    if (!children.every((id) => arrived.has(id))) refuseAwards(M.awardChild);
    if (new Set(children).size !== children.length) refuseAwards(M.awards);
    await this.changing(facts.bookingId, async (manager, day) => {
      refuseWhenFinal(day);
      const champions = awards.championTeamId ?? null;
      if (champions !== null && !day.teams.some((t) => t.id === champions)) refuseAwards(M.championTeam);
      if (laterThan(day.awardsAt, at)) return;
      await manager.update(
        PartyDayEntity,
        { bookingId: facts.bookingId },
        {
          championTeamId: champions,
          specialAwards: awards.special.map(({ childId, title }) => ({ childId, title })),
          awardsAt: at,
        },
      );
    });
  }

  /**
   * The office's correction (docs/product/party-day.md#the-admins-view): final or not, at `now`, marked as the
   * office's; `recordCorrection` writes the history in the same transaction.
   */
  async correct(
    facts: PartyFacts,
    gameId: string,
    result: ResultInput,
    now: Date,
    recordCorrection: CorrectionRecorder,
  ): Promise<void> {
    refuseUnknownGame(facts, gameId);
    await this.changing(facts.bookingId, async (manager, day) => {
      refuseResultUnlessValid(day.teams, result);
      const stored = await manager.findOneBy(PartyResultEntity, { bookingId: facts.bookingId, gameId });
      const after = await writeResult(manager, facts.bookingId, gameId, result, now, true);
      await recordCorrection(manager, { before: stored ? resultOf(stored) : null, after, teams: day.teams });
    });
  }

  /** `work` under the party's row lock (the row made on the first write). */
  private changing(bookingId: string, work: (manager: EntityManager, day: PartyDayEntity) => Promise<void>) {
    return this.dataSource.transaction(async (manager) => {
      await manager.createQueryBuilder().insert().into(PartyDayEntity).values({ bookingId }).orIgnore().execute();
      const day = await manager.findOneOrFail(PartyDayEntity, {
        where: { bookingId },
        lock: { mode: 'pessimistic_write' },
      });
      await work(manager, day);
    });
  }
}

const awardsOf = (day: PartyDayEntity | null): PartyAwards => ({
  championTeamId: day?.championTeamId ?? null,
  special: day?.specialAwards ?? [],
});

/** The stored value changed later on a phone (or at the office) than this write happened. */
const laterThan = (stored: Date | null, at: Date): boolean => stored !== null && stored.getTime() > at.getTime();

const resultOf = (row: PartyResultEntity): PartyGameResult => ({
  gameId: row.gameId,
  winnerTeamIds: winnersOf({ winnerTeamId: row.winnerTeamId ?? undefined, points: row.points ?? undefined }),
  points: row.points,
  recordedAt: row.recordedAt.toISOString(),
  correctedByAdmin: row.correctedByAdmin,
});

async function writeResult(
  manager: EntityManager,
  bookingId: string,
  gameId: string,
  result: ResultInput,
  at: Date,
  correctedByAdmin: boolean,
): Promise<PartyGameResult> {
  const row = manager.create(PartyResultEntity, {
    bookingId,
    gameId,
    winnerTeamId: result.winnerTeamId ?? null,
    points: result.points?.map(({ teamId, points }) => ({ teamId, points })) ?? null,
    recordedAt: at,
    correctedByAdmin,
  });
  await manager.upsert(PartyResultEntity, row, ['bookingId', 'gameId']);
  return resultOf(row);
}

/**
 * Another phone scoring the game refuses this one unless it takes over deliberately; the same host's other phone (or
 * their earlier session on this one) is not another phone: the game moves to the phone they use now.
 */
async function takeScorer(
  manager: EntityManager,
  bookingId: string,
  gameId: string,
  phone: ScoringPhone,
  at: Date,
): Promise<void> {
  const current = await manager.findOneBy(PartyScorerEntity, { bookingId, gameId });
  if (current?.deviceId === phone.deviceId && current.hostId === phone.hostId) return;
  const ours = current && (current.deviceId === phone.deviceId || current.hostId === phone.hostId);
  if (current && !ours && !phone.takeOver) {
    throw new PartyException('GAME_SCORED_ELSEWHERE', scoredElsewhereMessage(current.hostName), {
      details: { hostName: current.hostName },
    });
  }
  await manager.upsert(
    PartyScorerEntity,
    { bookingId, gameId, deviceId: phone.deviceId, hostId: phone.hostId, hostName: phone.hostName, since: at },
    ['bookingId', 'gameId'],
  );
}

function refuseUnknownGame(facts: PartyFacts, gameId: string): void {
  if (!facts.gameIds.includes(gameId)) throw new PartyException('PARTY_GAME_NOT_FOUND', M.gameNotFound);
}

/** Checked again under the party's lock: another phone may have pressed "Finish results" since the caller's read. */
function refuseWhenFinal(day: PartyDayEntity): void {
  if (day.resultsFinalAt) throw new PartyException('RESULTS_FINAL', M.resultsFinal);
}

function refuseTeamsUnlessValid(teams: PartyTeam[], arrivedChildIds: string[]): void {
  const arrived = new Set(arrivedChildIds);
  const children = teams.flatMap((t) => t.childIds);
  if (new Set(teams.map((t) => t.id)).size !== teams.length) refuseTeams(M.teamId);
  if (new Set(children).size !== children.length || !children.every((id) => arrived.has(id))) {
    refuseTeams(M.teamChildren);
  }
}

const refuseTeams = (message: string): never => {
  throw new PartyException('PARTY_TEAMS_REFUSED', message, { fields: { teams: message } });
};

const refuseAwards = (message: string): never => {
  throw new PartyException('PARTY_AWARDS_REFUSED', message, { fields: { special: message } });
};

/** A winner that is one of the teams, or points for every team, each once. */
function refuseResultUnlessValid(teams: PartyTeam[], result: ResultInput): void {
  if (!teams.length) throw new PartyException('PARTY_NO_TEAMS', M.noTeams);
  const ids = new Set(teams.map((t) => t.id));
  const named = result.winnerTeamId ? [result.winnerTeamId] : (result.points ?? []).map((p) => p.teamId);
  if (!named.every((id) => ids.has(id))) throw new PartyException('PARTY_RESULT_REFUSED', M.resultTeam);
  if (result.points && (new Set(named).size !== named.length || named.length !== ids.size)) {
    throw new PartyException('PARTY_RESULT_REFUSED', M.result);
  }
}
