import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply } from 'fastify';
import { Submitter, type SubmitterIdentity } from '@app/catalog';
import { APP_CONFIG, AppConfig } from '@app/config';
import { CreateBookingDto, RescheduleBookingDto, type CreatedBooking, type ManagedBooking } from '@app/contracts';
import { keyInTransaction } from '@app/http';
import { ClientAddress, RateLimit } from '@app/rate-limit';
import { BookingCaller, bookingOwnerSetCookie, setBookingOwnerCookie } from './booking-caller';
import { BookingReschedules } from './booking-reschedules';
import { CreateBookingService } from './create-booking.service';
import { ManagedBookings } from './managed-bookings';

@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly creator: CreateBookingService,
    private readonly managed: ManagedBookings,
    private readonly reschedules: BookingReschedules,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * docs/product/api.md#the-api POST /api/bookings: priced by the server; an anonymous browser gets the owner cookie.
   * The Idempotency-Key's claim and its answer are stored in the booking's own transaction: one commit for the three.
   */
  @Post()
  @HttpCode(201)
  @RateLimit('booking')
  @RouteConfig({ idempotency: 'in-transaction' })
  async create(
    @Body() dto: CreateBookingDto,
    @BookingCaller() caller: BookingCaller,
    @Submitter() submitter: SubmitterIdentity,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<CreatedBooking> {
    const key = keyInTransaction(res.request);
    const secure = this.config.isProduction;
    const { booking, issuedToken } = await this.creator.create(
      dto,
      caller,
      submitter,
      clientAddress,
      key && {
        first: (manager) => key.claim(manager),
        last: (manager, made) =>
          key.record(manager, {
            status: 201,
            json: made.booking,
            cookies: made.issuedToken ? [bookingOwnerSetCookie(res, made.issuedToken, secure)] : [],
          }),
      },
    );
    if (issuedToken) setBookingOwnerCookie(res, issuedToken, secure);
    return booking;
  }

  /**
   * The booking's own page: the owner (account or owner cookie), an admin, or its signed link (`?token=`); anyone else
   * gets the 404 of a booking that does not exist.
   */
  @Get(':id')
  read(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<ManagedBooking> {
    return this.managed.read(id, caller);
  }

  /** Another free day and start time, until 48 hours before the event; answers the booking's page. */
  @Post(':id/reschedule')
  @HttpCode(200)
  @RateLimit('booking')
  async reschedule(
    @Param('id') id: string,
    @Body() dto: RescheduleBookingDto,
    @BookingCaller() caller: BookingCaller,
  ): Promise<ManagedBooking> {
    return this.managed.view(await this.reschedules.reschedule(id, dto, { caller }));
  }
}
