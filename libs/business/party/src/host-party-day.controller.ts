import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CurrentUser, Roles } from '@app/accounts';
import {
  FinishResultsDto,
  GameResultDto,
  PartyAwardsDto,
  PartyTeamsDto,
  ScorerDto,
  type HostParty,
  type User,
} from '@app/contracts';
import { ONCE_PER_KEY } from './host-once-per-key';
import { HostPartyDay } from './host-party-day.service';
import { HostGameId, HostPartyId } from './host-route-ids';

/**
 * The party day's writes from the host's phone (docs/product/party-day.md): hosts only, their teams' parties only,
 * each once per Idempotency-Key; each answers with the party as it now stands.
 */
@Controller('host/parties/:id')
@Roles('host')
export class HostPartyDayController {
  constructor(private readonly day: HostPartyDay) {}

  @Put('teams')
  @RouteConfig(ONCE_PER_KEY)
  teams(@CurrentUser() host: User, @HostPartyId() id: string, @Body() dto: PartyTeamsDto): Promise<HostParty> {
    return this.day.teams(host, id, dto);
  }

  @Put('scorers/:gameId')
  @RouteConfig(ONCE_PER_KEY)
  scorer(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @HostGameId() gameId: string,
    @Body() dto: ScorerDto,
  ): Promise<HostParty> {
    return this.day.startScoring(host, id, gameId, dto);
  }

  @Put('results/:gameId')
  @RouteConfig(ONCE_PER_KEY)
  result(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @HostGameId() gameId: string,
    @Body() dto: GameResultDto,
  ): Promise<HostParty> {
    return this.day.result(host, id, gameId, dto);
  }

  @Post('finish-results')
  @HttpCode(200)
  @RouteConfig(ONCE_PER_KEY)
  finishResults(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @Body() dto: FinishResultsDto,
  ): Promise<HostParty> {
    return this.day.finishResults(host, id, dto);
  }

  @Put('awards')
  @RouteConfig(ONCE_PER_KEY)
  awards(@CurrentUser() host: User, @HostPartyId() id: string, @Body() dto: PartyAwardsDto): Promise<HostParty> {
    return this.day.awards(host, id, dto);
  }
}
