import { Body, Controller, Get, Header, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { Submitter, type SubmitterIdentity } from '@app/catalog';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CreateBookingDto, type Booking, type CreatedBooking } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { BookingCaller, setBookingOwnerCookie } from './booking-caller';
import { BookingsService } from './bookings.service';
import { CreateBookingService } from './create-booking.service';

@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly creator: CreateBookingService,
    private readonly bookings: BookingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** SPEC §7 POST /api/bookings: priced by the server; an anonymous browser gets the owner cookie. */
  @Post()
  @HttpCode(201)
  @RateLimit('booking')
  async create(
    @Body() dto: CreateBookingDto,
    @BookingCaller() caller: BookingCaller,
    @Submitter() submitter: SubmitterIdentity,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CreatedBooking> {
    const { booking, issuedToken } = await this.creator.create(dto, caller, submitter);
    if (issuedToken) setBookingOwnerCookie(res, issuedToken, this.config.isProduction);
    return booking;
  }

  /** The owner (account or owner cookie) or an admin; anyone else gets the 404 of a booking that does not exist. */
  @Get(':id')
  @Header('Cache-Control', 'private, no-store')
  read(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<Booking> {
    return this.bookings.readAccessible(id, caller);
  }
}
