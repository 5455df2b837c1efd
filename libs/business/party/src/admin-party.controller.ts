import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { AdminResultCorrectionDto, type HostParty, type User } from '@app/contracts';
import { AdminPartyService } from './admin-party.service';

/** A booking's party day as the office sees it (docs/product/party-day.md#the-admins-view); admins only. */
@Controller('admin/bookings/:id')
@Roles('admin')
export class AdminPartyController {
  constructor(private readonly party: AdminPartyService) {}

  @Get('party')
  read(@Param('id') id: string): Promise<HostParty> {
    return this.party.read(id);
  }

  @Put('results/:gameId')
  correctResult(
    @CurrentUser() admin: User,
    @Param('id') id: string,
    @Param('gameId') gameId: string,
    @Body() dto: AdminResultCorrectionDto,
  ): Promise<HostParty> {
    return this.party.correctResult(admin, id, gameId, dto);
  }
}
