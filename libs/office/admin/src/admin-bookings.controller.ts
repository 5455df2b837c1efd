import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Roles } from '@app/accounts';
import {
  AdminBookingsQueryDto,
  AdminStatsQueryDto,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminStats,
} from '@app/contracts';
import { lastPageOf, pageLinks } from './admin-bookings-links';
import { AdminBookingsService } from './admin-bookings.service';
import { AdminStatsService } from './admin-stats.service';

/**
 * docs/product/pages.md#routes /admin's bookings: statistics, the table (docs/product/api.md#the-api list, paged on
 * request) and the detail; admins only.
 */
@Controller('admin')
@Roles('admin')
export class AdminBookingsController {
  constructor(
    private readonly admin: AdminBookingsService,
    private readonly figures: AdminStatsService,
  ) {}

  @Get('stats')
  stats(@Query() query: AdminStatsQueryDto): Promise<AdminStats> {
    return this.figures.stats(query);
  }

  /**
   * Without parameters the whole list (docs/product/api.md#the-api); with any, one page. The body is the same rows
   * either way (the Booking entity and its payment state): the count and the RFC 8288 links to the other pages travel
   * in X-Total-Count and Link.
   */
  @Get('bookings')
  async list(
    @Query() query: AdminBookingsQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminBooking[]> {
    const [path, search = ''] = req.url.split('?');
    if (!search) {
      const all = await this.admin.listAll();
      reply.header('X-Total-Count', String(all.length));
      return all;
    }
    const { bookings, total, page, pageSize } = await this.admin.page(query);
    reply.header('X-Total-Count', String(total));
    reply.header('Link', pageLinks(path, new URLSearchParams(search), page, lastPageOf(total, pageSize)));
    return bookings;
  }

  @Get('bookings/:id')
  detail(@Param('id') id: string): Promise<AdminBookingDetail> {
    return this.admin.detail(id);
  }
}
