import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  businessDaySql,
  WAITLIST_RULES as R,
  type AdminWaitlistEntry,
  type AdminWaitlistOffer,
  type WaitlistDayCounts,
  type WaitlistEntryView,
  type WaitlistFigures,
  type WaitlistOfferView,
} from '@app/contracts';
import { PlatformException } from '@app/platform';
import { SettingsService } from '@app/settings';

const OFFER_COLUMNS = `o.id, to_char(o.event_date, 'YYYY-MM-DD') AS "eventDate", o.event_time AS "eventTime",
  e.games, o.status, o.expires_at AS "expiresAt"`;

const ENTRY_COLUMNS = `e.id, to_char(e.day, 'YYYY-MM-DD') AS day, to_char(e.second_day, 'YYYY-MM-DD') AS "secondDay",
  e.parts, e.games, e.status`;

/** The waiting list's reads: the office's (docs/product/waitlist.md#the-office) and its links' own. */
@Injectable()
export class WaitlistOffice {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** The entry as its leave link shows it; null when there is none. */
  async entry(id: string): Promise<WaitlistEntryView | null> {
    const [row]: WaitlistEntryView[] = await this.dataSource.query(
      `SELECT ${ENTRY_COLUMNS} FROM waitlist_entries e WHERE e.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The offer as its links show it; null when there is none. */
  async offer(id: string): Promise<WaitlistOfferView | null> {
    const [row]: WaitlistOfferView[] = await this.dataSource.query(
      `SELECT ${OFFER_COLUMNS} FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id WHERE o.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** How many families wait on each day from `from` to `to` (a first or second choice): the Calendar's counts. */
  async dayCounts(from: string, to: string): Promise<WaitlistDayCounts> {
    refuseLongPeriod(from, to, R.countsDaysMax);
    const days: { date: string; waiting: number }[] = await this.dataSource.query(
      `SELECT to_char(d, 'YYYY-MM-DD') AS date, count(*)::int AS waiting
       FROM waitlist_entries e CROSS JOIN LATERAL (VALUES (e.day), (e.second_day)) AS chosen(d)
       WHERE e.status = 'waiting' AND d BETWEEN $1 AND $2
       GROUP BY d ORDER BY d`,
      [from, to],
    );
    return { days };
  }

  /** The families waiting for `day`, in the order they are offered times, each with its open offer. */
  async waitingOn(day: string): Promise<AdminWaitlistEntry[]> {
    const rows: (Omit<AdminWaitlistEntry, 'offer'> & { offer: AdminWaitlistEntry['offer'] })[] =
      await this.dataSource.query(
        `SELECT ${ENTRY_COLUMNS}, e.email, e.created_at AS "joinedAt",
           (SELECT json_build_object('id', o.id, 'eventDate', to_char(o.event_date, 'YYYY-MM-DD'),
              'eventTime', o.event_time, 'games', e.games, 'status', o.status, 'expiresAt', o.expires_at)
            FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'open') AS offer
         FROM waitlist_entries e
         WHERE e.status = 'waiting' AND (e.day = $1 OR e.second_day = $1)
         ORDER BY e.created_at, e.id`,
        [day],
      );
    return rows;
  }

  /** Who was offered the time a booking gave back (its cancellation or move), first offer first. */
  offersOf(bookingId: string): Promise<AdminWaitlistOffer[]> {
    return this.dataSource.query(
      `SELECT ${OFFER_COLUMNS}, o.entry_id AS "entryId", e.email, o.created_at AS "offeredAt",
         o.booking_id AS "bookingId", o.by_office AS "byOffice"
       FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
       WHERE o.freed_booking_id = $1 ORDER BY o.created_at, o.id`,
      [bookingId],
    );
  }

  /**
   * The period's figures, each counted on the business day it happened: families who joined, offers made, offers
   * booked, offers that lapsed.
   */
  async figures(from: string, to: string): Promise<WaitlistFigures> {
    refuseLongPeriod(from, to, R.figuresDaysMax);
    const day = (column: string) => `${businessDaySql(column, '$3')} BETWEEN $1 AND $2`;
    const [row]: WaitlistFigures[] = await this.dataSource.query(
      `SELECT
         (SELECT count(*)::int FROM waitlist_entries WHERE ${day('created_at')}) AS joined,
         (SELECT count(*)::int FROM waitlist_offers WHERE ${day('created_at')}) AS offered,
         (SELECT count(*)::int FROM waitlist_offers WHERE status = 'booked' AND ${day('ended_at')}) AS booked,
         (SELECT count(*)::int FROM waitlist_offers WHERE status = 'expired' AND ${day('ended_at')}) AS expired`,
      [from, to, this.settings.snapshot().timeZone],
    );
    return row;
  }
}

/** A period longer than the read allows is a 400, as other bounded reads answer. */
function refuseLongPeriod(from: string, to: string, maxDays: number): void {
  if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 <= maxDays) return;
  const message = `The period is at most ${maxDays} days`;
  throw new PlatformException('VALIDATION_FAILED', message, { fields: { to: message } });
}
