import { Injectable } from '@nestjs/common';
import { BOOKING_ACTORS } from '@app/bookings';
import type {
  FinishResultsRequest,
  GameResultRequest,
  HostParty,
  PartyAwardsRequest,
  PartyTeamsRequest,
  ScorerRequest,
  User,
} from '@app/contracts';
import { PartyDays, type PartyFacts, type ScoringPhone } from './party-days.service';
import { Clock } from '@app/platform';
import { happenedAt } from './host-action-time';
import { HostPartiesService } from './host-parties.service';

/** What the party day's rules check a write against: the party's games and the children who arrived. */
export const partyFactsOf = (party: HostParty): PartyFacts => ({
  bookingId: party.bookingId,
  gameIds: party.games.map((g) => g.id),
  arrivedChildIds: party.children.filter((c) => c.arrived).map((c) => c.id),
});

/**
 * The party day from the host's phone (docs/product/party-day.md): teams, scoring, results, awards, each through
 * libs/business/party. Each first reads the party as the host may (another team's party is the 404 of one that does not
 * exist) and answers with the party as it now stands, so a write that lost to a later one shows the later value.
 */
@Injectable()
export class HostPartyDay {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly days: PartyDays,
    private readonly clock: Clock,
  ) {}

  async teams(host: User, bookingId: string, dto: PartyTeamsRequest): Promise<HostParty> {
    const party = await this.parties.one(host.id, bookingId);
    await this.days.setTeams(partyFactsOf(party), dto.teams, happenedAt(this.clock, dto));
    return this.parties.one(host.id, bookingId);
  }

  async startScoring(host: User, bookingId: string, gameId: string, dto: ScorerRequest): Promise<HostParty> {
    const party = await this.parties.one(host.id, bookingId);
    await this.days.startScoring(partyFactsOf(party), gameId, phoneOf(host, dto), happenedAt(this.clock, dto));
    return this.parties.one(host.id, bookingId);
  }

  async result(host: User, bookingId: string, gameId: string, dto: GameResultRequest): Promise<HostParty> {
    const party = await this.parties.one(host.id, bookingId);
    const { winnerTeamId, points } = dto;
    const at = happenedAt(this.clock, dto);
    await this.days.record(partyFactsOf(party), gameId, { winnerTeamId, points }, phoneOf(host, dto), at);
    return this.parties.one(host.id, bookingId);
  }

  async finishResults(host: User, bookingId: string, dto: FinishResultsRequest): Promise<HostParty> {
    await this.parties.one(host.id, bookingId);
    await this.days.finishResults(bookingId, happenedAt(this.clock, dto));
    return this.parties.one(host.id, bookingId);
  }

  async awards(host: User, bookingId: string, dto: PartyAwardsRequest): Promise<HostParty> {
    const party = await this.parties.one(host.id, bookingId);
    await this.days.setAwards(partyFactsOf(party), dto, happenedAt(this.clock, dto));
    return this.parties.one(host.id, bookingId);
  }
}

/** The phone as another phone is told of it: the host's name as the booking's history names them. */
const phoneOf = (host: User, dto: ScorerRequest): ScoringPhone => ({
  deviceId: dto.deviceId,
  hostName: BOOKING_ACTORS.host(host).name,
  takeOver: dto.takeOver,
});
