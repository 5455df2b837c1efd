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

/**
 * The bookings side of the admin's Calendar (issue #27): the facts of the bookings whose allocations it shows (a move
 * is the booking's lifecycle's, BookingLifecycle.reschedule).
 */
@Injectable()
export class BookingCalendar {
  constructor(private readonly dataSource: DataSource) {}

  async factsOf(ids: string[]): Promise<Map<string, BookingCalendarFacts>> {
    const rows: BookingCalendarFacts[] = await this.dataSource.query(
      `SELECT b.id, b.child_name AS "childName", b.status, to_char(b.event_date, 'YYYY-MM-DD') AS "eventDate",
              b.event_time AS "eventTime", b.duration_minutes AS "durationMinutes",
              (SELECT count(*)::int FROM booking_games g WHERE g.booking_id = b.id) AS "gameCount"
       FROM bookings b WHERE b.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((b) => [b.id, b]));
  }
}
