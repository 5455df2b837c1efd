import { Body, Controller, Get, Header, HttpCode, Inject, Post, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, Roles } from '@app/accounts';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  AdminStatsQueryDto,
  MarkShirtsOrderedDto,
  type AdminExport,
  type ShirtOrder,
  type ShirtOrderEvent,
  type User,
} from '@app/contracts';
import { AdminExportsService } from './admin-exports.service';
import { shirtOrderCsv } from './shirt-order-csv';
import { ShirtOrders } from './shirt-orders.service';

/**
 * The business's shirt order, admins only: a period's sizes per event and in total (its period validated as the
 * figures' one), as JSON or, asked with `Accept: text/csv` or at `.csv`, as the CSV, or as a PDF the worker prints (an
 * export); and marking shirts ordered.
 */
@Controller('admin')
@Roles('admin')
export class ShirtOrdersController {
  constructor(
    private readonly orders: ShirtOrders,
    private readonly exports: AdminExportsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('shirt-orders')
  @Header('Vary', 'Accept')
  async order(
    @Query() query: AdminStatsQueryDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ShirtOrder | string> {
    const order = await this.orders.period(query);
    return /\btext\/csv\b/.test(req.headers.accept ?? '') ? this.csv(order, reply) : order;
  }

  @Get('shirt-orders.csv')
  async file(@Query() query: AdminStatsQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    return this.csv(await this.orders.period(query), reply);
  }

  @Post('shirt-orders/ordered')
  @HttpCode(200)
  ordered(@Body() dto: MarkShirtsOrderedDto, @CurrentUser() admin: User): Promise<ShirtOrderEvent[]> {
    return this.orders.markOrdered(dto.bookingIds, admin);
  }

  /** The period's printable PDF, built by the worker as an export: poll and download it at /api/admin/exports/:id. */
  @Post('shirt-orders/pdf')
  @HttpCode(202)
  pdf(@Body() period: AdminStatsQueryDto, @CurrentUser() admin: User): Promise<AdminExport> {
    return this.exports.request(admin.id, this.orders.days(period), 'shirt-order-pdf');
  }

  private csv(order: ShirtOrder, reply: FastifyReply): string {
    reply.header('Content-Type', 'text/csv; charset=utf-8');
    reply.header('Content-Disposition', `attachment; filename="shirt-order-${order.from}-to-${order.to}.csv"`);
    return shirtOrderCsv(order, this.config.business.timeZone);
  }
}
