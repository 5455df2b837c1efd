import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { BookingCaller } from '@app/bookings';
import {
  CreateInvitationDto,
  InvitedChildDto,
  PutRosterDto,
  type InvitationReplied,
  type InvitationReplyView,
  type InvitationView,
  type Roster,
  type RosterInvitation,
} from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { SignerClient } from '@app/waivers';
import { InvitationsService } from './invitations.service';
import { RosterService } from './roster.service';

/** The host parent's roster and invitation link; the booking's owner, its signed link or an admin. */
@Controller('bookings')
export class RosterController {
  constructor(private readonly rosters: RosterService) {}

  @Get(':id/roster')
  read(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<Roster> {
    return this.rosters.read(id, caller);
  }

  @Put(':id/roster')
  put(@Param('id') id: string, @Body() dto: PutRosterDto, @BookingCaller() caller: BookingCaller): Promise<Roster> {
    return this.rosters.put(id, dto, caller);
  }

  /** Every child families added through the invitation link, removed at once; 200 with the list now. */
  @Delete(':id/roster/family-entries')
  removeFamilyEntries(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<Roster> {
    return this.rosters.removeFamilyEntries(id, caller);
  }

  /** A new invitation link; the one before it stops working. */
  @Post(':id/invitation')
  @HttpCode(201)
  invite(
    @Param('id') id: string,
    @Body() dto: CreateInvitationDto,
    @BookingCaller() caller: BookingCaller,
  ): Promise<RosterInvitation> {
    return this.rosters.invite(id, dto, caller);
  }

  @Delete(':id/invitation')
  @HttpCode(204)
  uninvite(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<void> {
    return this.rosters.uninvite(id, caller);
  }
}

/** What an invited family sees and sends, by the invitation link's token alone. */
@Controller('invitations')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get(':token')
  @RateLimit('invitation')
  read(@Param('token') token: string): Promise<InvitationView> {
    return this.invitations.view(token);
  }

  @Post(':token/children')
  @HttpCode(201)
  @RateLimit('invitation')
  reply(
    @Param('token') token: string,
    @Body() dto: InvitedChildDto,
    @SignerClient() client: SignerClient,
  ): Promise<InvitationReplied> {
    return this.invitations.reply(token, dto, client);
  }
}

/** A family's own reply, by the link its answer gave it: read, changed or withdrawn until the list closes. */
@Controller('invitation-replies')
export class InvitationRepliesController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get(':token')
  @RateLimit('invitation')
  read(@Param('token') token: string): Promise<InvitationReplyView> {
    return this.invitations.ownReply(token);
  }

  @Put(':token')
  @RateLimit('invitation')
  change(
    @Param('token') token: string,
    @Body() dto: InvitedChildDto,
    @SignerClient() client: SignerClient,
  ): Promise<InvitationReplyView> {
    return this.invitations.changeReply(token, dto, client);
  }

  @Delete(':token')
  @HttpCode(204)
  @RateLimit('invitation')
  withdraw(@Param('token') token: string): Promise<void> {
    return this.invitations.withdrawReply(token);
  }
}
