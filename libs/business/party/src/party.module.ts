import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountsModule, HostAccountsModule } from '@app/accounts';
import { AvailabilityModule } from '@app/availability';
import { BookingsModule } from '@app/bookings';
import { MailModule } from '@app/mail';
import { PaymentsModule } from '@app/payments';
import { OutboxModule } from '@app/queue';
import { RateLimitModule } from '@app/rate-limit';
import { RosterModule, RosterReadModule } from '@app/roster';
import { SettingsModule } from '@app/settings';
import { WaiversModule } from '@app/waivers';
import { AdminHostsController } from './admin-hosts.controller';
import { AdminHostsService } from './admin-hosts.service';
import { AdminPartyController } from './admin-party.controller';
import { AdminPartyService } from './admin-party.service';
import { PartyDayEntity, PartyResultEntity, PartyScorerEntity } from './entities';
import { HostInvitationMailer } from './host-invitation-mailer';
import { HostPartiesController } from './host-parties.controller';
import { HostPartiesService } from './host-parties.service';
import { HostPartyActionsController } from './host-party-actions.controller';
import { HostPartyActions } from './host-party-actions.service';
import { HostPartyDayController } from './host-party-day.controller';
import { HostPartyDay } from './host-party-day.service';
import { HostPartyWrites } from './host-party-writes';
import { PartyDays } from './party-days.service';
import { PartyWaivers } from './party-waivers';

/** The party day's tables and the one service other domains ask (documents' certificates, the office). */
@Module({
  imports: [TypeOrmModule.forFeature([PartyDayEntity, PartyResultEntity, PartyScorerEntity])],
  providers: [PartyDays],
  exports: [PartyDays],
})
export class PartyModule {}

/** A party's waivers against its guest list, for the office, the run sheet and the reminder (api and worker). */
@Module({
  imports: [RosterReadModule, WaiversModule],
  providers: [PartyWaivers],
  exports: [PartyWaivers, WaiversModule],
})
export class PartyWaiversModule {}

/**
 * The api side (docs/product/hosts.md, docs/product/party-day.md): the admin's hosts and their teams; a host's own
 * parties and what they do at them from their phone (check-in, walk-ins, payment at the door, teams, results, awards,
 * completion); the office's view of a party and its corrections.
 */
@Module({
  imports: [
    PartyModule,
    AccountsModule,
    BookingsModule,
    PaymentsModule,
    AvailabilityModule,
    OutboxModule,
    RateLimitModule,
    RosterModule,
    WaiversModule,
  ],
  controllers: [
    AdminHostsController,
    HostPartiesController,
    HostPartyActionsController,
    HostPartyDayController,
    AdminPartyController,
  ],
  providers: [
    AdminHostsService,
    HostPartiesService,
    HostPartyWrites,
    HostPartyActions,
    HostPartyDay,
    AdminPartyService,
  ],
  // A party is the host's (documents' certificates for the host, the office's moves between teams).
  exports: [HostPartiesService],
})
export class PartyDayModule {}

/** The worker side: e-mails a host's invitation. */
@Module({
  imports: [HostAccountsModule, MailModule, SettingsModule],
  providers: [HostInvitationMailer],
})
export class PartyWorkerModule {}
