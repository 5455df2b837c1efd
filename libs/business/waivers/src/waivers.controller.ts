import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { BookingCaller } from '@app/bookings';
import {
  BookingWaiverSignatureDto,
  SaveWaiverSettingsDto,
  type AdminWaiverSettings,
  type BookingWaiverView,
  type User,
} from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { OwnWaiver } from './own-waiver';
import { SignerClient } from './signer-client';
import { WaiverPolicies } from './waiver-policy';

/** GET and PUT /api/admin/waivers: the waiver's switches and text (admins only). */
@Controller('admin/waivers')
@Roles('admin')
export class WaiversAdminController {
  constructor(private readonly policies: WaiverPolicies) {}

  @Get()
  view(): Promise<AdminWaiverSettings> {
    return this.policies.adminView();
  }

  @Put()
  save(@Body() dto: SaveWaiverSettingsDto, @CurrentUser() admin: User): Promise<AdminWaiverSettings> {
    return this.policies.save(dto, { id: admin.id, name: admin.username });
  }
}

/** The booking page's waiver: the owner, an admin or the booking's link. */
@Controller('bookings')
export class OwnWaiverController {
  constructor(private readonly own: OwnWaiver) {}

  @Get(':id/waiver')
  view(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<BookingWaiverView> {
    return this.own.view(id, caller);
  }

  @Post(':id/waiver')
  @HttpCode(201)
  @RateLimit('booking')
  sign(
    @Param('id') id: string,
    @Body() dto: BookingWaiverSignatureDto,
    @BookingCaller() caller: BookingCaller,
    @SignerClient() client: SignerClient,
  ): Promise<BookingWaiverView> {
    return this.own.sign(id, dto, caller, client);
  }
}
