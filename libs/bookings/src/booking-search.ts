import { Injectable } from '@nestjs/common';
import { DataSource, type SelectQueryBuilder } from 'typeorm';
import { filterBookings, sortBookings, type BookingFilters, type BookingSort } from './booking-search.query';
import { BookingEntity } from './entities/booking.entity';

/** The bookings' figures behind the admin's statistics, money in cents. */
export interface BookingFigures {
  total: number;
  confirmed: number;
  /** Over the bookings that still stand: a cancelled booking books nothing. */
  revenueCents: number;
  averageCents: number;
  users: number;
}

/** A booking's games by name, custom ones marked, in the parent's order. */
export interface NamedGame {
  id: number;
  name: string;
  custom: boolean;
}

/**
 * Reads of bookings' rows for the areas that span domains (libs/admin: the table, the detail, the statistics, the
 * exports). Bookings owns its tables: the filters, their order and the indexes behind them are here; what a reader
 * makes of the rows (the table's columns, a CSV) is the reader's.
 */
@Injectable()
export class BookingSearch {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The bookings matching `filters`, in the order of `sort` (the id breaks ties, so pages are stable), as a query over
   * `bookings b` that the caller pages or selects its columns from.
   */
  matching(filters: BookingFilters, sort?: BookingSort): SelectQueryBuilder<BookingEntity> {
    return sortBookings(this.filtered(filters), sort);
  }

  count(filters: BookingFilters): Promise<number> {
    return this.filtered(filters).getCount();
  }

  private filtered(filters: BookingFilters): SelectQueryBuilder<BookingEntity> {
    return filterBookings(this.dataSource.manager.createQueryBuilder(BookingEntity, 'b'), filters);
  }

  /** In one aggregate query; `manager` lets a caller read it inside its own transaction. */
  async figures(manager = this.dataSource.manager): Promise<BookingFigures> {
    const [row]: { total: number; confirmed: number; revenue: string; average: string; users: number }[] =
      await manager.query(`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE status = 'confirmed')::int AS confirmed,
             coalesce(sum(total_cents) FILTER (WHERE status <> 'cancelled'), 0)::bigint AS revenue,
             coalesce(round(avg(total_cents) FILTER (WHERE status <> 'cancelled')), 0)::bigint AS average,
             count(DISTINCT user_id)::int AS users
      FROM bookings`);
    return {
      total: row.total,
      confirmed: row.confirmed,
      revenueCents: Number(row.revenue),
      averageCents: Number(row.average),
      users: row.users,
    };
  }

  async namedGamesOf(bookingId: string): Promise<NamedGame[]> {
    return this.dataSource.query(
      `SELECT coalesce(bg.game_id, bg.custom_game_id) AS id, coalesce(g.name, cg.name) AS name,
              bg.custom_game_id IS NOT NULL AS custom
       FROM booking_games bg
       LEFT JOIN games g ON g.id = bg.game_id
       LEFT JOIN custom_games cg ON cg.id = bg.custom_game_id
       WHERE bg.booking_id = $1
       ORDER BY bg.position`,
      [bookingId],
    );
  }
}
