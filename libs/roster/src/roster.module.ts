import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingSearchModule, BookingsModule } from '@app/bookings';
import { QueueWorkerModule } from '@app/queue';
import { SettingsModule } from '@app/settings';
import { RosterChildEntity, RosterEntity } from './entities';
import { InvitationLinks } from './invitation-links';
import { InvitationsService } from './invitations.service';
import { InvitationsController, RosterController } from './roster.controller';
import { RosterService } from './roster.service';
import { RosterRetention } from './roster-retention';
import { RosterStore } from './roster-store';

/** Issue #38, the party roster: the host's list, the invitation link and the families' replies. */
@Module({
  imports: [TypeOrmModule.forFeature([RosterEntity, RosterChildEntity]), BookingsModule, SettingsModule],
  controllers: [RosterController, InvitationsController],
  providers: [RosterStore, RosterService, InvitationsService, InvitationLinks],
  exports: [RosterService, RosterStore],
})
export class RosterModule {}

/**
 * The worker side: deletes rosters ROSTER_RETENTION_DAYS after their event (a daily schedule); lends the roster's
 * rows to the worker's readers (the shirt order's PDF).
 */
@Module({
  // QueueWorkerModule for JobQueue (the schedule); the worker imports it already, so this is the same instance.
  imports: [BookingSearchModule, SettingsModule, QueueWorkerModule],
  providers: [RosterRetention, RosterStore],
  exports: [RosterStore],
})
export class RosterWorkerModule {}
