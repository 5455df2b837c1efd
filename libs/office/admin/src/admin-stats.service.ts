import { Injectable } from '@nestjs/common';
import { TZDate } from '@date-fns/tz';
import { DataSource } from 'typeorm';
import { BookingSearch } from '@app/bookings';
import {
  addDays,
  presetRange,
  todayIn,
  UPCOMING_EVENT_DAYS,
  type AdminStats,
  type AdminStatsQuery,
  type DayRange,
} from '@app/contracts';
import { PaymentFigures, type InstantRange } from '@app/payments';
import { centsToDollars } from '@app/pricing';
import { SettingsService } from '@app/settings';

/** The first instant of a business day (yyyy-MM-dd) on the clock of `timeZone`. */
function dayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(new TZDate(year, month - 1, date, timeZone).getTime());
}

/** The instants a run of the business's days covers: from the first one's midnight to the midnight after the last. */
const instantsOf = ({ from, to }: DayRange, timeZone: string): InstantRange => ({
  start: dayStart(from, timeZone),
  end: dayStart(addDays(to, 1), timeZone),
});

/** GET /api/admin/stats: the bookings domain's figures with the payments domain's collected revenue beside them. */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly payments: PaymentFigures,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The cards (docs/product/pages.md#routes) as docs/product/admin.md#figures defines them, and the figures of a period
   * of the business's calendar (this month when the query names none) with the coming week's events
   * (docs/adr/0024-revenue-booked-and-collected.md). `now` and `manager` let a test fix the clock and read inside its
   * own transaction.
   */
  async stats(query: AdminStatsQuery = {}, now = new Date(), manager = this.dataSource.manager): Promise<AdminStats> {
    const { timeZone } = this.settings.snapshot();
    const today = todayIn(timeZone, now);
    const days = query.from && query.to ? { from: query.from, to: query.to } : presetRange('this-month', today);
    const instants = instantsOf(days, timeZone);
    const week = { from: today, to: addDays(today, UPCOMING_EVENT_DAYS - 1) };
    // One after another: a test's `manager` is one transaction's connection.
    const all = await this.bookings.figures(manager);
    const allTime = await this.payments.collectedCents(undefined, manager);
    const period = await this.bookings.periodFigures(instants.start, instants.end, manager);
    const money = await this.payments.collectedCents(instants, manager);
    const events = await this.bookings.upcoming(week.from, week.to, manager);
    return {
      totalBookings: all.total,
      confirmedBookings: all.confirmed,
      totalRevenue: centsToDollars(all.revenueCents),
      averageBookingValue: centsToDollars(all.averageCents),
      activeUsers: all.users,
      collectedRevenue: centsToDollars(allTime.collected),
      period: {
        ...days,
        timeZone,
        collectedRevenue: centsToDollars(money.collected),
        capturedRevenue: centsToDollars(money.captured),
        refundedRevenue: centsToDollars(money.refunded),
        bookedValue: centsToDollars(period.bookedCents),
        bookingsByStatus: period.byStatus,
      },
      upcoming: { ...week, events },
    };
  }
}
