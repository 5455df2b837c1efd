import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import { AvailabilityException, TeamsService } from '@app/availability';
import { BookingReschedules } from '@app/bookings';
import {
  CALENDAR_MESSAGES as M,
  CalendarQueryDto,
  DayRangeDto,
  MoveBookingDto,
  NextBookingQueryDto,
  type BlackoutDay,
  type CalendarResponse,
  type NextBookingResponse,
  type User,
} from '@app/contracts';
import { serialIdPipe } from '@app/platform';
import { AdminCalendarService } from './admin-calendar.service';

const BlackoutId = serialIdPipe(() => new AvailabilityException('BLACKOUT_DAY_NOT_FOUND', M.blackoutNotFound));

/** The admin's Calendar: allocations of a day or week, moving a booking, blackout days; admins only. */
@Controller('admin')
@Roles('admin')
export class AdminCalendarController {
  constructor(
    private readonly calendar: AdminCalendarService,
    private readonly teams: TeamsService,
    private readonly reschedules: BookingReschedules,
  ) {}

  @Get('calendar')
  read(@Query() query: CalendarQueryDto): Promise<CalendarResponse> {
    return this.calendar.read(query.from, query.to);
  }

  @Get('calendar/next-booking')
  nextBooking(@Query() query: NextBookingQueryDto): Promise<NextBookingResponse> {
    return this.calendar.nextBooking(query.after);
  }

  /**
   * Another team and/or another day and start, at any time before the event: the one reschedule (availability refuses
   * a team or time that is not free with SLOT_TAKEN and the nearest free times, leaving everything as it was).
   */
  @Post('bookings/:id/move')
  @HttpCode(204)
  async move(@Param('id') id: string, @Body() dto: MoveBookingDto, @CurrentUser() admin: User): Promise<void> {
    await this.reschedules.reschedule(id, dto, { admin });
  }

  @Get('blackout-days')
  blackoutDays(): Promise<BlackoutDay[]> {
    return this.teams.blackoutDays();
  }

  @Post('blackout-days')
  addBlackoutDays(@Body() dto: DayRangeDto): Promise<BlackoutDay> {
    return this.teams.addBlackoutDays(dto);
  }

  @Delete('blackout-days/:id')
  @HttpCode(204)
  removeBlackoutDays(@Param('id', BlackoutId) id: number): Promise<void> {
    return this.teams.removeBlackoutDays(id);
  }
}
