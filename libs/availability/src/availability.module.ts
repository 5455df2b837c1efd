import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminTeamsController } from './admin-teams.controller';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { AVAILABILITY_ENTITIES } from './entities';
import { TeamsService } from './teams.service';

/** Teams, their hours and time off, blackout days, and the allocations that give bookings a team (issue #27). */
@Module({
  imports: [TypeOrmModule.forFeature(AVAILABILITY_ENTITIES)],
  controllers: [AvailabilityController, AdminTeamsController],
  providers: [AvailabilityService, TeamsService],
  exports: [AvailabilityService, TeamsService],
})
export class AvailabilityModule {}
