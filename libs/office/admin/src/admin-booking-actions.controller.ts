import { Body, Controller, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { BookingCancellations } from '@app/booking-money';
import { BookingChanges } from '@app/bookings';
import { RateLimit } from '@app/rate-limit';
import {
  AdminNoteDto,
  ApproveCancellationDto,
  BookingDetailsDto,
  CancelBookingDto,
  type AdminBookingActivity,
  type BookingChangeResult,
  type CancellationResult,
  type User,
} from '@app/contracts';
import { AdminBookingActionsService } from './admin-booking-actions.service';
import { AdminBookingNotesService } from './admin-booking-notes.service';
import { AdminConfirmationResendService } from './admin-confirmation-resend.service';

/** The booking detail dialog's payments, history and actions; admins only. */
@Controller('admin/bookings')
@Roles('admin')
export class AdminBookingActionsController {
  constructor(
    private readonly actions: AdminBookingActionsService,
    private readonly cancellations: BookingCancellations,
    private readonly changes: BookingChanges,
    private readonly notes: AdminBookingNotesService,
    private readonly resends: AdminConfirmationResendService,
  ) {}

  @Get(':id/activity')
  activity(@Param('id') id: string): Promise<AdminBookingActivity> {
    return this.actions.activity(id);
  }

  /** The party's details changed; the answer is the new price, what was paid and what is due. */
  @Patch(':id')
  change(
    @Param('id') id: string,
    @Body() dto: BookingDetailsDto,
    @CurrentUser() admin: User,
  ): Promise<BookingChangeResult> {
    return this.changes.change(id, dto, admin);
  }

  @Post(':id/confirm')
  @HttpCode(204)
  confirm(@Param('id') id: string, @CurrentUser() admin: User): Promise<void> {
    return this.actions.confirm(id, admin);
  }

  /** Cancelled with the admin's reason, then the refund they chose asked of PayPal (the one cancellation). */
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id') id: string,
    @Body() dto: CancelBookingDto,
    @CurrentUser() admin: User,
  ): Promise<CancellationResult> {
    return this.cancellations.cancelByAdmin(id, dto, admin);
  }

  /** The parent's late cancellation request, approved with the refund the admin chose. */
  @Post(':id/cancellation-request/approve')
  @HttpCode(200)
  approve(
    @Param('id') id: string,
    @Body() dto: ApproveCancellationDto,
    @CurrentUser() admin: User,
  ): Promise<CancellationResult> {
    return this.cancellations.approveRequest(id, dto, admin);
  }

  /** Declined; the booking stands and the parent is told. */
  @Post(':id/cancellation-request/decline')
  @HttpCode(204)
  decline(@Param('id') id: string, @CurrentUser() admin: User): Promise<void> {
    return this.cancellations.declineRequest(id, admin);
  }

  @Post(':id/notes')
  @HttpCode(204)
  note(@Param('id') id: string, @Body() dto: AdminNoteDto, @CurrentUser() admin: User): Promise<void> {
    return this.notes.add(id, dto, admin);
  }

  @Post(':id/resend-confirmation')
  @HttpCode(204)
  @RateLimit('confirmation-resend')
  resendConfirmation(@Param('id') id: string, @CurrentUser() admin: User): Promise<void> {
    return this.resends.resend(id, admin);
  }
}
