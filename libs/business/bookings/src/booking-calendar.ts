import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { BookingStatus } from '@app/contracts';

/** What the admin's calendar shows of a booking beside its team's time. */
export interface BookingCalendarFacts {
  id: string;
  childName: string;
  status: BookingStatus;
  eventDate: string;
  eventTime: string;
  durationMinutes: number;
  /** How many games (the free times a move may offer depend on it). */
  gameCount: number;
}

const FACTS = `SELECT b.id, b.child_name AS "childName", b.status, to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
         b.event_time AS "eventTime", b.duration_minutes AS "durationMinutes",
         (SELECT count(*)::int FROM booking_games g WHERE g.booking_id = b.id) AS "gameCount"
  FROM bookings b`;

/**
 * The bookings side of the admin's Calendar: the facts of the bookings whose allocations it shows (a move is the
 * booking's lifecycle's, BookingLifecycle.reschedule).
 */
@Injectable()
export class BookingCalendar {
  constructor(private readonly dataSource: DataSource) {}

  async factsOf(ids: string[]): Promise<Map<string, BookingCalendarFacts>> {
    const rows: BookingCalendarFacts[] = await this.dataSource.query(`${FACTS} WHERE b.id = ANY($1::uuid[])`, [ids]);
    return new Map(rows.map((b) => [b.id, b]));
  }

  /**
   * The bookings cancelled whose event fell between the two days (inclusive), by day and time. They hold no team any
   * more, so the allocations never find them.
   */
  cancelledBetween(from: string, to: string): Promise<BookingCalendarFacts[]> {
    return this.dataSource.query(
      `${FACTS} WHERE b.status = 'cancelled' AND b.event_date BETWEEN $1::date AND $2::date
       ORDER BY b.event_date, b.event_time, b.id`,
      [from, to],
    );
  }
}
