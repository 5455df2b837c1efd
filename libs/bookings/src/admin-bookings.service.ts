import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AvailabilityService } from '@app/availability';
import {
  ADMIN_BOOKINGS_RULES,
  type AdminBooking,
  type AdminBookingDetail,
  type AdminBookingGame,
  type AdminBookingsQuery,
  type AdminStats,
} from '@app/contracts';
import { centsToDollars } from '@app/pricing';
import { filterAdminBookings, sortAdminBookings } from './admin-bookings.query';
import { storedPricing, toBooking, toPricingResult, type SelectedGames } from './booking.mappers';
import { ADMIN_CALLER } from './booking-caller';
import { paymentStateOf } from './payment-state';
import { BookingsService } from './bookings.service';
import { BookingEntity } from './entities/booking.entity';
import { ManagedBookings, toCancellationRequestView } from './managed-bookings';

/** The statistics the bookings domain answers (the collected revenue is the payments domain's). */
export type BookedStats = Omit<AdminStats, 'collectedRevenue'>;

export interface AdminBookingsPage {
  bookings: AdminBooking[];
  total: number;
  page: number;
  pageSize: number;
}

/** The admin's reads of bookings (SPEC §2 /admin): statistics, the paged table and one booking in full. */
@Injectable()
export class AdminBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly availability: AvailabilityService,
    private readonly managed: ManagedBookings,
  ) {}

  /**
   * SPEC §2's cards in one aggregate query, but the collected revenue (the payments domain's: PaymentFigures). Revenue
   * and the average are over the bookings that still stand (docs/adr/0024-revenue-booked-and-collected.md).
   * `manager` lets a test run it inside its own transaction.
   */
  async stats(manager = this.dataSource.manager): Promise<BookedStats> {
    const [row]: { total: number; confirmed: number; revenue: string; average: string; users: number }[] =
      await manager.query(`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
             coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue,
             coalesce(round(avg(total_cents) FILTER (WHERE status <> 'cancelled')), 0)::bigint AS average,
             count(DISTINCT user_id)::int AS users
      FROM bookings`);
    return {
      totalBookings: row.total,
      confirmedBookings: row.confirmed,
      totalRevenue: centsToDollars(Number(row.revenue)),
      averageBookingValue: centsToDollars(Number(row.average)),
      activeUsers: row.users,
    };
  }

  /** One page of the filtered, sorted table, and how many bookings match in all. */
  async page(query: AdminBookingsQuery): Promise<AdminBookingsPage> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? ADMIN_BOOKINGS_RULES.pageSizeDefault;
    const filtered = () => filterAdminBookings(this.dataSource.manager.createQueryBuilder(BookingEntity, 'b'), query);
    const total = await filtered().getCount();
    const rows = await sortAdminBookings(filtered(), query.sort)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .getMany();
    return { bookings: await this.tableRows(rows), total, page, pageSize };
  }

  /** SPEC §7's whole list (no parameters): every booking, newest first, as the table's rows. */
  async listAll(): Promise<AdminBooking[]> {
    return this.tableRows(
      await sortAdminBookings(this.dataSource.manager.createQueryBuilder(BookingEntity, 'b')).getMany(),
    );
  }

  /** The rows of both lists, so the whole list and a page carry the same fields (the payment state too). */
  private async tableRows(rows: BookingEntity[]): Promise<AdminBooking[]> {
    const ids = rows.map((b) => b.id);
    const [games, holds] = await Promise.all([this.bookings.selectedGamesOf(ids), this.availability.holdExpiries(ids)]);
    return rows.map((b) => toAdminBooking(b, games.get(b.id) ?? [], holds.get(b.id)));
  }

  /** Every field, the games by name (custom ones marked) and the stored price lines; 404 like any missing booking. */
  async detail(id: string): Promise<AdminBookingDetail> {
    const booking = await this.bookings.findAccessible(id, ADMIN_CALLER);
    const games: { id: number; name: string; custom: boolean }[] = await this.dataSource.query(
      `SELECT coalesce(bg.game_id, bg.custom_game_id) AS id, coalesce(g.name, cg.name) AS name,
              bg.custom_game_id IS NOT NULL AS custom
       FROM booking_games bg
       LEFT JOIN games g ON g.id = bg.game_id
       LEFT JOIN custom_games cg ON cg.id = bg.custom_game_id
       WHERE bg.booking_id = $1
       ORDER BY bg.position`,
      [booking.id],
    );
    const selected = games.map((g): number | string => (g.custom ? g.name : g.id));
    const [holds, request] = await Promise.all([
      this.availability.holdExpiries([booking.id]),
      this.managed.latestRequest(booking.id),
    ]);
    return {
      ...toAdminBooking(booking, selected, holds.get(booking.id)),
      games: games satisfies AdminBookingGame[],
      pricing: toPricingResult(storedPricing(booking, games.length)),
      cancellationRequest: request ? toCancellationRequestView(request) : null,
    };
  }
}

/** A booking as the admin table shows it: the SPEC fields and its payment state. */
const toAdminBooking = (b: BookingEntity, games: SelectedGames, holdExpiresAt?: Date): AdminBooking => ({
  ...toBooking(b, games, holdExpiresAt),
  payment: paymentStateOf(b),
});
