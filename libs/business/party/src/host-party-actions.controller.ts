import { Body, Controller, HttpCode, Post, Put } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { CurrentUser, Roles } from '@app/accounts';
import {
  ArrivalDto,
  CompletePartyDto,
  DoorPaymentDto,
  HostWaiverSignatureDto,
  WalkInDto,
  type HostParty,
  type User,
} from '@app/contracts';
import { SignerClient } from '@app/waivers';
import { HostPartyActions } from './host-party-actions.service';
import { ONCE_PER_KEY } from './host-once-per-key';
import { HostChildId, HostPartyId } from './host-route-ids';

/**
 * The host's actions at their party (docs/product/hosts.md#at-the-party): hosts only (a parent 403), another team's
 * party the 404 of one that does not exist. Each answers with the party as it now stands.
 */
@Controller('host/parties/:id')
@Roles('host')
export class HostPartyActionsController {
  constructor(private readonly actions: HostPartyActions) {}

  @Put('checkins/:childId')
  @RouteConfig(ONCE_PER_KEY)
  arrival(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @HostChildId() childId: string,
    @Body() dto: ArrivalDto,
  ): Promise<HostParty> {
    return this.actions.arrival(host, id, childId, dto);
  }

  @Post('walk-ins')
  @HttpCode(201)
  @RouteConfig(ONCE_PER_KEY)
  walkIn(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @Body() dto: WalkInDto,
    @SignerClient() client: SignerClient,
  ): Promise<HostParty> {
    return this.actions.walkIn(host, id, dto, client);
  }

  /** A waiver signed at the door for a child of the party (docs/product/waivers.md#at-the-door): 201. */
  @Post('waivers')
  @HttpCode(201)
  @RouteConfig(ONCE_PER_KEY)
  signWaiver(
    @CurrentUser() host: User,
    @HostPartyId() id: string,
    @Body() dto: HostWaiverSignatureDto,
    @SignerClient() client: SignerClient,
  ): Promise<HostParty> {
    return this.actions.signWaiver(host, id, dto, client);
  }

  /** Cash at the door: 201, the same ledger and receipt as the admin's cash. */
  @Post('payments')
  @HttpCode(201)
  @RouteConfig(ONCE_PER_KEY)
  pay(@CurrentUser() host: User, @HostPartyId() id: string, @Body() dto: DoorPaymentDto): Promise<HostParty> {
    return this.actions.pay(host, id, dto);
  }

  @Post('complete')
  @HttpCode(200)
  @RouteConfig(ONCE_PER_KEY)
  complete(@CurrentUser() host: User, @HostPartyId() id: string, @Body() dto: CompletePartyDto): Promise<HostParty> {
    return this.actions.complete(host, id, dto);
  }
}
