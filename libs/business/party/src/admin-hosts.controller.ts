import { Body, Controller, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { Roles } from '@app/accounts';
import { AvailabilityException } from '@app/availability';
import { CALENDAR_MESSAGES, InviteHostDto, TeamHostsDto, UpdateHostDto, type AdminHost } from '@app/contracts';
import { serialIdPipe } from '@app/platform';
import { AdminHostsService } from './admin-hosts.service';

const TeamId = serialIdPipe(() => new AvailabilityException('TEAM_NOT_FOUND', CALENDAR_MESSAGES.teamNotFound));

/**
 * The admin's hosts (docs/product/hosts.md#hosts): invite one by e-mail (again when a link expired), list, rename and
 * (de)activate them, and set each team's hosts; admins only.
 */
@Controller('admin')
@Roles('admin')
export class AdminHostsController {
  constructor(private readonly hosts: AdminHostsService) {}

  @Get('hosts')
  list(): Promise<AdminHost[]> {
    return this.hosts.list();
  }

  @Post('hosts')
  invite(@Body() dto: InviteHostDto): Promise<AdminHost> {
    return this.hosts.invite(dto);
  }

  @Patch('hosts/:id')
  update(@Param('id') id: string, @Body() dto: UpdateHostDto): Promise<AdminHost> {
    return this.hosts.update(id, dto);
  }

  /** A new invitation e-mail; the links not used yet stop working. */
  @Post('hosts/:id/invitation')
  reinvite(@Param('id') id: string): Promise<AdminHost> {
    return this.hosts.reinvite(id);
  }

  @Put('teams/:id/hosts')
  replaceTeamHosts(@Param('id', TeamId) teamId: number, @Body() dto: TeamHostsDto): Promise<AdminHost[]> {
    return this.hosts.replaceTeamHosts(teamId, dto.hostIds);
  }
}
