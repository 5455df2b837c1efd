import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OutboxModule } from '@app/queue';
import { AdminTeamsController } from './admin-teams.controller';
import { AvailabilityAnswers } from './availability-answers';
import { AvailabilityController } from './availability.controller';
import { AvailabilityService } from './availability.service';
import { AVAILABILITY_ENTITIES } from './entities';
import { LapsedHoldsMetrics } from './lapsed-holds.metrics';
import { ReservationsController } from './reservations.controller';
import { ReservationsService } from './reservations.service';
import { TeamHosts } from './team-hosts.service';
import { TeamsService } from './teams.service';
import { TimeZoneMove } from './time-zone-move';

/**
 * Teams, their hours and time off, blackout days, the allocations that give bookings a team, and the reservations of
 * times chosen in the wizard. The worker imports it too, so its writes (a hold's expiry, a booking's job) move the
 * answers' generation on as the api's do (AvailabilityAnswers).
 */
@Module({
  // OutboxModule: its writes that give time back record availability.freed (the waiting list's cue).
  imports: [TypeOrmModule.forFeature(AVAILABILITY_ENTITIES), OutboxModule],
  controllers: [AvailabilityController, AdminTeamsController],
  providers: [AvailabilityAnswers, AvailabilityService, TeamsService, TeamHosts, ReservationsService, TimeZoneMove],
  exports: [AvailabilityService, TeamsService, TeamHosts, ReservationsService],
})
export class AvailabilityModule {}

/**
 * POST/DELETE /api/reservations, for the api only: its abuse limit (@RateLimit) needs the api's RateLimitModule, and
 * the worker, which imports AvailabilityModule through bookings, has none. With the gauges of lapsed holds
 * (LapsedHoldsMetrics).
 */
@Module({
  imports: [AvailabilityModule],
  controllers: [ReservationsController],
  // The api's /metrics: the worker, which has no ReservationsModule, would report the same figures twice.
  providers: [LapsedHoldsMetrics],
})
export class ReservationsModule {}
