import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import type { AdminStats } from '@app/contracts';
import { PaymentFigures } from '@app/payments';
import { centsToDollars } from '@app/pricing';

/** GET /api/admin/stats: the bookings domain's figures with the payments domain's collected revenue beside them. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly payments: PaymentFigures,
  ) {}

  /**
   * SPEC §2's cards. Revenue and the average are over the bookings that still stand
   * (docs/adr/0024-revenue-booked-and-collected.md); the collected revenue is the payments domain's. `manager` lets a test read both inside its own transaction.
   */
  async stats(manager = this.dataSource.manager): Promise<AdminStats> {
    const booked = await this.bookings.figures(manager);
    return {
      totalBookings: booked.total,
      confirmedBookings: booked.confirmed,
      totalRevenue: centsToDollars(booked.revenueCents),
      averageBookingValue: centsToDollars(booked.averageCents),
      activeUsers: booked.users,
      collectedRevenue: centsToDollars(await this.payments.collectedCents(manager)),
    };
  }
}
