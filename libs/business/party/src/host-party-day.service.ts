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
import { HostPartiesService } from './host-parties.service';
import { HostPartyWrites } from './host-party-writes';

/** What the party day's rules check a write against: the party's games and the children who arrived. */
export const partyFactsOf = (party: HostParty): PartyFacts => ({
  bookingId: party.bookingId,
  gameIds: party.games.map((g) => g.id),
  arrivedChildIds: party.children.filter((c) => c.arrived).map((c) => c.id),
});

/**
 * The party day from the host's phone (docs/product/party-day.md): teams, scoring, results, awards, each through
 * libs/business/party. Each starts where every host write does (HostPartyWrites: the host's party, confirmed, the
 * results not final yet, the action's time within bounds) and answers with the party as it now stands, so a write
 * that lost to a later one shows the later value.
 */
@Injectable()
export class HostPartyDay {
  constructor(
    private readonly parties: HostPartiesService,
    private readonly writes: HostPartyWrites,
    private readonly days: PartyDays,
  ) {}

  async teams(host: User, bookingId: string, dto: PartyTeamsRequest): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'results');
    await this.days.setTeams(partyFactsOf(party), dto.teams, at);
    return this.parties.one(host.id, bookingId);
  }

  async startScoring(host: User, bookingId: string, gameId: string, dto: ScorerRequest): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'results');
    await this.days.startScoring(partyFactsOf(party), gameId, phoneOf(host, dto), at);
    return this.parties.one(host.id, bookingId);
  }

  async result(host: User, bookingId: string, gameId: string, dto: GameResultRequest): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'results');
    const { winnerTeamId, points } = dto;
    await this.days.record(partyFactsOf(party), gameId, { winnerTeamId, points }, phoneOf(host, dto), at);
    return this.parties.one(host.id, bookingId);
  }

  /** Pressed again once final (another phone, a resend): the first press stands, and the party is the answer. */
  async finishResults(host: User, bookingId: string, dto: FinishResultsRequest): Promise<HostParty> {
    const { at } = await this.writes.open(host.id, bookingId, dto, 'open');
    await this.days.finishResults(bookingId, at);
    return this.parties.one(host.id, bookingId);
  }

  async awards(host: User, bookingId: string, dto: PartyAwardsRequest): Promise<HostParty> {
    const { party, at } = await this.writes.open(host.id, bookingId, dto, 'results');
    await this.days.setAwards(partyFactsOf(party), dto, at);
    return this.parties.one(host.id, bookingId);
  }
}

/** The phone as another phone is told of it: the host's name as the booking's history names them. */
const phoneOf = (host: User, dto: ScorerRequest): ScoringPhone => ({
  deviceId: dto.deviceId,
  hostId: host.id,
  hostName: BOOKING_ACTORS.host(host).name,
  takeOver: dto.takeOver,
});
