import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingLifecycleModule, BookingSearchModule, BookingsModule } from '@app/bookings';
import { MailModule } from '@app/mail';
import { OutboxModule, QueueWorkerModule } from '@app/queue';
import { SettingsModule } from '@app/settings';
import { WaiversModule } from '@app/waivers';
import { RosterChildEntity, RosterEntity } from './entities';
import { FamilyRepliesNotifier } from './family-replies-notifier';
import { InvitationLinks } from './invitation-links';
import { InvitationsService } from './invitations.service';
import { PartyArrivals } from './party-arrivals';
import { InvitationRepliesController, InvitationsController, RosterController } from './roster.controller';
import { RosterService } from './roster.service';
import { RosterPersonalData } from './roster-personal-data';
import { RosterRetention } from './roster-retention';
import { RosterReads } from './roster-reads';
import { RosterStore } from './roster-store';

/** The roster's rows and reads for other domains (reminders, documents), api and worker alike. */
@Module({
  imports: [TypeOrmModule.forFeature([RosterEntity, RosterChildEntity]), SettingsModule],
  providers: [RosterStore, RosterReads, PartyArrivals, RosterPersonalData],
  exports: [RosterStore, RosterReads, PartyArrivals, RosterPersonalData],
})
export class RosterReadModule {}

/** The party roster: the host's list, the invitation link and the families' replies. */
@Module({
  imports: [RosterReadModule, BookingsModule, SettingsModule, WaiversModule],
  controllers: [RosterController, InvitationsController, InvitationRepliesController],
  providers: [RosterService, InvitationsService, InvitationLinks],
  exports: [RosterService, InvitationsService, RosterReadModule],
})
export class RosterModule {}

/**
 * The worker side: deletes rosters ROSTER_RETENTION_DAYS after their event (a daily schedule); e-mails the host the
 * families who replied, at most once a day; lends the roster's rows to the worker's readers (the shirt order's PDF).
 */
@Module({
  // QueueWorkerModule for JobQueue (the schedule, the replies' e-mail); the worker imports it already, so this is the
  // same instance. BookingLifecycleModule for the booking's signed link in the host's e-mail (the lifecycle in it
  // records events: OutboxModule).
  imports: [
    BookingSearchModule,
    OutboxModule,
    BookingLifecycleModule,
    MailModule,
    SettingsModule,
    QueueWorkerModule,
    RosterReadModule,
  ],
  providers: [RosterRetention, FamilyRepliesNotifier],
  exports: [RosterReadModule],
})
export class RosterWorkerModule {}
