import { Body, Controller, Delete, Get, Param, Patch, Post, Put } from '@nestjs/common';
import { Roles } from '@app/accounts';
import {
  CALENDAR_MESSAGES as M,
  CreateTeamDto,
  DayRangeDto,
  UpdateTeamDto,
  WorkingWindowsDto,
  type AdminTeam,
} from '@app/contracts';
import { serialIdPipe } from '@app/platform';
import { AvailabilityException } from './availability.exception';
import { TeamsService } from './teams.service';

const TeamId = serialIdPipe(() => new AvailabilityException('TEAM_NOT_FOUND', M.teamNotFound));
const TimeOffId = serialIdPipe(() => new AvailabilityException('TIME_OFF_NOT_FOUND', M.timeOffNotFound));

/** The business's host teams, their weekly hours and their time off; admins only (ADR 0004). */
@Controller('admin/teams')
@Roles('admin')
export class AdminTeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  list(): Promise<AdminTeam[]> {
    return this.teams.list();
  }

  @Post()
  create(@Body() dto: CreateTeamDto): Promise<AdminTeam> {
    return this.teams.create(dto.name);
  }

  @Patch(':id')
  update(@Param('id', TeamId) id: number, @Body() dto: UpdateTeamDto): Promise<AdminTeam> {
    return this.teams.update(id, dto);
  }

  @Put(':id/windows')
  replaceWindows(@Param('id', TeamId) id: number, @Body() dto: WorkingWindowsDto): Promise<AdminTeam> {
    return this.teams.replaceWindows(id, dto.windows);
  }

  @Post(':id/time-off')
  addTimeOff(@Param('id', TeamId) id: number, @Body() dto: DayRangeDto): Promise<AdminTeam> {
    return this.teams.addTimeOff(id, dto);
  }

  @Delete(':id/time-off/:timeOffId')
  removeTimeOff(@Param('id', TeamId) id: number, @Param('timeOffId', TimeOffId) timeOffId: number): Promise<AdminTeam> {
    return this.teams.removeTimeOff(id, timeOffId);
  }
}
