import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AdminBookingsService } from '@app/bookings';
import type { AdminStats } from '@app/contracts';
import { PaymentFigures } from '@app/payments';
import { centsToDollars } from '@app/pricing';

/** GET /api/admin/stats: the bookings domain's figures with the payments domain's collected revenue beside them. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: AdminBookingsService,
    private readonly payments: PaymentFigures,
  ) {}

  /** `manager` lets a test read both inside its own transaction. */
  async stats(manager = this.dataSource.manager): Promise<AdminStats> {
    const booked = await this.bookings.stats(manager);
    return { ...booked, collectedRevenue: centsToDollars(await this.payments.collectedCents(manager)) };
  }
}
