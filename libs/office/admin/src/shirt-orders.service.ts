import { Inject, Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import { AuditService } from '@app/audit';
import { BookingsException, BookingSearch, type ShirtEvent } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import {
  type AdminStatsQuery,
  BOOKING_MESSAGES,
  type DayRange,
  firstNameOf,
  presetRange,
  SHIRT_SIZE_CODES,
  type ShirtOrder,
  type ShirtOrderEvent,
  type ShirtSizeCounts,
  shortBookingId,
  todayIn,
  type User,
} from '@app/contracts';
import { RosterStore } from '@app/roster';
import { ShirtOrderMarkEntity } from './entities/shirt-order-mark.entity';

const noSizes = (): ShirtSizeCounts => Object.fromEntries(SHIRT_SIZE_CODES.map((s) => [s, 0])) as ShirtSizeCounts;

/**
 * The business's shirt order: the events with the custom shirts add-on that still stand (bookings' BookingSearch), each
 * with its roster's attending children's sizes (roster's RosterStore), and the shirts an admin marked ordered (this
 * lib's table), compared size by size so a change after the order shows.
 */
@Injectable()
export class ShirtOrders {
  constructor(
    private readonly dataSource: DataSource,
    private readonly search: BookingSearch,
    private readonly rosters: RosterStore,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The period asked, or this month's without one (as the admin's figures). */
  days(query: AdminStatsQuery): DayRange {
    return query.from && query.to
      ? { from: query.from, to: query.to }
      : presetRange('this-month', todayIn(this.config.business.timeZone));
  }

  async period(query: AdminStatsQuery = {}): Promise<ShirtOrder> {
    const days = this.days(query);
    const events = await this.shape(await this.search.shirtEvents({ first: days.from, last: days.to }));
    const totals = noSizes();
    for (const event of events) for (const size of SHIRT_SIZE_CODES) totals[size] += event.sizes[size];
    return { ...days, events, totals, missing: events.reduce((sum, e) => sum + e.missing, 0) };
  }

  /**
   * Keeps these events' sizes as ordered now (marking again replaces the kept ones), audited on each booking. An id
   * that is no event of a shirt order (missing, cancelled, without shirts) is a missing booking's 404.
   */
  async markOrdered(bookingIds: string[], admin: User): Promise<ShirtOrderEvent[]> {
    const ids = [...new Set(bookingIds)];
    const found = await this.search.shirtEvents({ ids });
    if (found.length !== ids.length) throw new BookingsException('BOOKING_NOT_FOUND', BOOKING_MESSAGES.notFound);
    const events = await this.shape(found);
    const orderedAt = new Date();
    await this.dataSource.transaction(async (manager) => {
      await manager.upsert(
        ShirtOrderMarkEntity,
        events.map((e) => ({ bookingId: e.bookingId, sizes: e.sizes, orderedAt, orderedBy: admin.id })),
        ['bookingId'],
      );
      for (const event of events) {
        await this.audit.record(manager, {
          subject: 'booking',
          subjectId: event.bookingId,
          action: 'shirts-ordered',
          actor: { id: admin.id, name: admin.username },
          after: { ...event.sizes, missing: event.missing },
        });
      }
    });
    return events.map((e) => ({ ...e, orderedAt: orderedAt.toISOString(), changedSinceOrdered: [] }));
  }

  private async shape(events: ShirtEvent[]): Promise<ShirtOrderEvent[]> {
    const ids = events.map((e) => e.id);
    const sizes = new Map(ids.map((id) => [id, noSizes()]));
    for (const row of await this.rosters.sizesOf(ids)) sizes.get(row.bookingId)![row.shirtSize] = row.count;
    const marks = new Map(
      (ids.length ? await this.dataSource.getRepository(ShirtOrderMarkEntity).findBy({ bookingId: In(ids) }) : []).map(
        (m) => [m.bookingId, m],
      ),
    );
    return events.map((event) => {
      const now = sizes.get(event.id)!;
      const mark = marks.get(event.id);
      const sized = SHIRT_SIZE_CODES.reduce((sum, s) => sum + now[s], 0);
      return {
        bookingId: event.id,
        shortId: shortBookingId(event.id),
        eventDate: event.eventDate,
        eventTime: event.eventTime,
        childFirstName: firstNameOf(event.childName),
        childrenBooked: event.guestCount,
        sizes: now,
        missing: Math.max(0, event.guestCount - sized),
        orderedAt: mark?.orderedAt.toISOString() ?? null,
        changedSinceOrdered: mark ? SHIRT_SIZE_CODES.filter((s) => (mark.sizes[s] ?? 0) !== now[s]) : [],
      };
    });
  }
}
