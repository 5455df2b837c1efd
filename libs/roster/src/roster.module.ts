import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BookingsModule } from '@app/bookings';
import { SettingsModule } from '@app/settings';
import { RosterChildEntity, RosterEntity } from './entities';
import { InvitationLinks } from './invitation-links';
import { InvitationsService } from './invitations.service';
import { InvitationsController, RosterController } from './roster.controller';
import { RosterService } from './roster.service';
import { RosterStore } from './roster-store';

/** Issue #38, the party roster: the host's list, the invitation link and the families' replies. */
@Module({
  imports: [TypeOrmModule.forFeature([RosterEntity, RosterChildEntity]), BookingsModule, SettingsModule],
  controllers: [RosterController, InvitationsController],
  providers: [RosterStore, RosterService, InvitationsService, InvitationLinks],
  exports: [RosterService, RosterStore],
})
export class RosterModule {}
