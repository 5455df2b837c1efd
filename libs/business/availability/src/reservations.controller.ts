import { Body, Controller, Delete, HttpCode, Inject, Param, ParseUUIDPipe, Post, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { APP_CONFIG, AppConfig } from '@app/config';
import { ReserveTimeDto, type Reservation } from '@app/contracts';
import { newBrowserToken, readBrowserToken, setBrowserTokenCookie } from '@app/http';
import { ClientAddress, RateLimit } from '@app/rate-limit';
import { ReservationsService } from './reservations.service';

/** The browser a reservation is held for: its own HttpOnly token, so one browser holds one reservation at a time. */
export const RESERVATION_HOLDER_COOKIE = 'cp_draft';

/** A token that is no UUID names no reservation. */
const Token = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/**
 * Reserving the time chosen at step 2. Limited per address (RATE_LIMITS.reservation requests, and 'reservations-held'
 * live at once) and per browser (one live reservation), so nobody can reserve a day away.
 */
@Controller('reservations')
export class ReservationsController {
  constructor(
    private readonly reservations: ReservationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** 201 {token, expiresAt}; the same time again from the same browser refreshes it (a new expiry, same token). */
  @Post()
  @HttpCode(201)
  @RateLimit('reservation')
  async reserve(
    @Body() dto: ReserveTimeDto,
    @Req() req: FastifyRequest,
    @ClientAddress() clientAddress: string,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<Reservation> {
    let holder = readBrowserToken(req, RESERVATION_HOLDER_COOKIE);
    if (!holder) {
      holder = newBrowserToken();
      setBrowserTokenCookie(res, RESERVATION_HOLDER_COOKIE, holder, this.config.isProduction);
    }
    return this.reservations.reserve(holder, clientAddress, dto);
  }

  /** 204 whether or not it was still held: the token is the capability, and releasing twice is no error. */
  @Delete(':token')
  @HttpCode(204)
  async release(@Param('token', Token) token: string): Promise<void> {
    await this.reservations.release(token.toLowerCase());
  }
}
