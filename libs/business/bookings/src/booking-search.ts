import { Injectable } from '@nestjs/common';
import { DataSource, In, type SelectQueryBuilder } from 'typeorm';
import { BOOKING_STATUSES, type BookingStatus } from '@app/contracts';
import { filterBookings, sortBookings, type BookingFilters, type BookingSort } from './booking-search.query';
import { BookingEntity } from './entities/booking.entity';

/** The bookings' figures behind the admin's statistics, money in cents. */
export interface BookingFigures {
  total: number;
  confirmed: number;
  /** The Total Revenue (docs/product/pages.md#routes): the sum of totalPrice over every booking, as defined there. */
  revenueCents: number;
  averageCents: number;
  users: number;
}

/** The bookings made in a period: what the confirmed ones are worth, and how many there are of each status. */
export interface BookingPeriodFigures {
  /** The final prices (after promo codes) of the ones confirmed now: a hold not paid or a cancellation books nothing. */
  bookedCents: number;
  byStatus: Record<BookingStatus, number>;
}

/** An event of the coming days, as the admin's dashboard lists it. */
export type UpcomingEvent = Pick<
  BookingEntity,
  'id' | 'eventDate' | 'eventTime' | 'childName' | 'parentName' | 'guestCount' | 'eventType' | 'status'
>;

/** An event whose shirts the business orders. */
export type ShirtEvent = Pick<BookingEntity, 'id' | 'eventDate' | 'eventTime' | 'childName' | 'guestCount'>;

/** A booking's games by name, custom ones marked, in the parent's order. */
export interface NamedGame {
  id: number;
  name: string;
  custom: boolean;
}

/** A booked game with its length in minutes (the host's run sheet). */
export interface TimedGame extends NamedGame {
  minutes: number;
}

/**
 * Reads of bookings' rows for the areas that span domains (libs/office/admin: the table, the detail, the statistics, the
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
             count(*) FILTER (WHERE status IN ('confirmed', 'completed'))::int AS confirmed,
             coalesce(sum(total_cents), 0)::bigint AS revenue,
             coalesce(round(avg(total_cents)), 0)::bigint AS average,
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

  /** The bookings created in [start, end) (the caller turns the business's days into instants). */
  async periodFigures(start: Date, end: Date, manager = this.dataSource.manager): Promise<BookingPeriodFigures> {
    const rows: { status: BookingStatus; count: number; booked: string }[] = await manager.query(
      `SELECT status, count(*)::int AS count, coalesce(sum(final_cents), 0)::bigint AS booked
       FROM bookings WHERE created_at >= $1 AND created_at < $2
       GROUP BY status`,
      [start, end],
    );
    const byStatus = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0])) as Record<BookingStatus, number>;
    for (const row of rows) byStatus[row.status] = row.count;
    // A completed party was confirmed first: its value stays booked.
    const booked = rows.filter((row) => row.status === 'confirmed' || row.status === 'completed');
    return { bookedCents: booked.reduce((sum, row) => sum + Number(row.booked), 0), byStatus };
  }

  /** The events from `first` to `last` (the business's days, both included) that still stand, soonest first. */
  upcoming(first: string, last: string, manager = this.dataSource.manager): Promise<UpcomingEvent[]> {
    return manager
      .createQueryBuilder(BookingEntity, 'b')
      .select([
        'b.id',
        'b.eventDate',
        'b.eventTime',
        'b.childName',
        'b.parentName',
        'b.guestCount',
        'b.eventType',
        'b.status',
      ])
      .where('b.eventDate BETWEEN :first AND :last', { first, last })
      .andWhere(`b.status <> 'cancelled'`)
      .orderBy('b.eventDate')
      .addOrderBy('b.eventTime')
      .addOrderBy('b.id')
      .getMany();
  }

  /**
   * The events with the custom shirts add-on that still stand, soonest first: those from `first` to `last` (the
   * business's days, both included), or those of `ids` (the shirt order's).
   */
  shirtEvents(where: { first: string; last: string } | { ids: string[] }): Promise<ShirtEvent[]> {
    const query = this.dataSource.manager
      .createQueryBuilder(BookingEntity, 'b')
      .select(['b.id', 'b.eventDate', 'b.eventTime', 'b.childName', 'b.guestCount'])
      .where('b.addOns.customShirts')
      .andWhere(`b.status <> 'cancelled'`);
    if ('ids' in where) query.andWhere('b.id IN (:...ids)', { ids: where.ids });
    else query.andWhere('b.eventDate BETWEEN :first AND :last', where);
    return query.orderBy('b.eventDate').addOrderBy('b.eventTime').addOrderBy('b.id').getMany();
  }

  /** One booking as stored (null: none), for another domain's worker writing to its parent. */
  async find(bookingId: string): Promise<BookingEntity | null> {
    return this.dataSource.manager.findOneBy(BookingEntity, { id: bookingId });
  }

  /** These bookings as stored (those that exist) by id, for another domain's list of what it holds of them. */
  async byIds(bookingIds: string[]): Promise<Map<string, BookingEntity>> {
    const found = bookingIds.length ? await this.dataSource.manager.findBy(BookingEntity, { id: In(bookingIds) }) : [];
    return new Map(found.map((booking) => [booking.id, booking]));
  }

  /** Which of these bookings have their event on a day before `day` (yyyy-MM-dd): retention's question. */
  async eventsBefore(bookingIds: string[], day: string, manager = this.dataSource.manager): Promise<string[]> {
    const rows: { id: string }[] = await manager.query(
      `SELECT id FROM bookings WHERE id = ANY($1::uuid[]) AND event_date < $2::date`,
      [bookingIds, day],
    );
    return rows.map((r) => r.id);
  }

  async namedGamesOf(bookingId: string): Promise<NamedGame[]> {
    return (await this.timedGamesOf(bookingId)).map(({ minutes: _minutes, ...game }) => game);
  }

  /** The same games with each one's length: the catalogue's minutes, or the estimate a custom game was sent with. */
  async timedGamesOf(bookingId: string): Promise<TimedGame[]> {
    return this.dataSource.query(
      `SELECT coalesce(bg.game_id, bg.custom_game_id) AS id, coalesce(g.name, cg.name) AS name,
              bg.custom_game_id IS NOT NULL AS custom,
              coalesce(g.duration_minutes, cg.estimated_duration) AS minutes
       FROM booking_games bg
       LEFT JOIN games g ON g.id = bg.game_id
       LEFT JOIN custom_games cg ON cg.id = bg.custom_game_id
       WHERE bg.booking_id = $1
       ORDER BY bg.position`,
      [bookingId],
    );
  }
}
