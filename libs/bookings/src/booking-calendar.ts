import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { BookingStatus } from '@app/contracts';
import { BookingEntity } from './entities/booking.entity';

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
 * The bookings side of the admin's Calendar (issue #27): the facts of the bookings whose allocations it shows, and a
 * booking's new day and start time when an admin moves it (availability has already given it the team for that
 * time in the same transaction; the caller records the move in the booking's history).
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

  /** The booking (as locked by the caller's transaction) takes place at another day and start time. */
  async reschedule(
    manager: EntityManager,
    booking: BookingEntity,
    slot: Pick<BookingEntity, 'eventDate' | 'eventTime'>,
  ): Promise<void> {
    await manager.update(BookingEntity, { id: booking.id }, { eventDate: slot.eventDate, eventTime: slot.eventTime });
    Object.assign(booking, slot);
  }
}
