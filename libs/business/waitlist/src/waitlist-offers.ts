import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AvailabilityException, AvailabilityService } from '@app/availability';
import {
  dayPartOf,
  eventStartSql,
  WAITLIST_MESSAGES as M,
  WAITLIST_RULES as R,
  type DayPart,
  type WaitlistEntryStatus,
  type WaitlistOfferStatus,
} from '@app/contracts';
import { OutboxService } from '@app/queue';
import { SettingsService } from '@app/settings';
import { WaitlistException } from './waitlist.exception';
import { WaitlistLinks } from './waitlist-links';

/** pg_advisory_xact_lock's first key for a day's offers (the second is the day's hash). */
const DAY_LOCK = 78;

interface WaitingRow {
  id: string;
  duration_minutes: number;
  parts: DayPart[];
}

/**
 * The waiting list's chain, all of it in the database (docs/product/waitlist.md#offers): a day's free times go to its
 * waiting families in the order they joined, each held for one family as an allocation of kind `offer` (the exclusion
 * constraint keeps every booking off it) for the offer window; an offer that ends (declined, lapsed) is released and
 * its time offered to the next family in the same transaction, so it is never free in between. Every step is safe to
 * run twice: a day's matching runs under that day's advisory lock, a family holds one open offer at most (a unique
 * index), and an ending only ends an offer still open.
 */
@Injectable()
export class WaitlistOffers {
  constructor(
    private readonly dataSource: DataSource,
    private readonly availability: AvailabilityService,
    private readonly settings: SettingsService,
    private readonly outbox: OutboxService,
    private readonly links: WaitlistLinks,
  ) {}

  /** Offers `day`'s free times to its waiting families (availability.freed); how many offers were made. */
  offerFreedTimes(day: string, freedBookingId: string | null): Promise<number> {
    return this.dataSource.transaction((manager) => this.match(manager, day, freedBookingId));
  }

  /**
   * The families waiting for `day` (first or second choice) without an open offer, in the order they joined: each gets
   * the first free start in the parts of the day that suit it, for its party's length, while one is left.
   */
  async match(manager: EntityManager, day: string, freedBookingId: string | null): Promise<number> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [DAY_LOCK, day]);
    const waiting: WaitingRow[] = await manager.query(
      `SELECT e.id, e.duration_minutes, e.parts FROM waitlist_entries e
       WHERE e.status = 'waiting' AND (e.day = $1 OR e.second_day = $1)
         AND NOT EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'open')
       ORDER BY e.created_at, e.id`,
      [day],
    );
    let offered = 0;
    for (const entry of waiting) {
      const times = await this.availability.freeTimesOn(manager, day, entry.duration_minutes);
      for (const time of times.filter((t) => entry.parts.includes(dayPartOf(t).key))) {
        const until = await this.offerUntil(manager, day, time);
        if (!until) continue;
        const held = await this.hold(manager, entry, { day, time, until, freedBookingId, byOffice: false });
        if (held) offered++;
        break;
      }
    }
    return offered;
  }

  /**
   * Until when an offer of this start made now lasts: the offer window (Settings), but at most
   * WAITLIST_RULES.offerShareOfTimeLeft of the time left before the start comes within the minimum notice, so the next
   * family still has time; null when that leaves less than offerMinimumMinutes.
   */
  async offerUntil(manager: EntityManager, day: string, time: string): Promise<Date | null> {
    const { waitlistOfferMinutes, minimumNoticeHours, timeZone } = this.settings.snapshot();
    const [{ start }]: { start: Date }[] = await manager.query(`SELECT ${eventStartSql('$1', '$2', '$3')} AS start`, [
      day,
      Number(time.slice(0, 2)) * 60 + Number(time.slice(3)),
      timeZone,
    ]);
    const now = Date.now();
    const closes = start.getTime() - minimumNoticeHours * 3_600_000;
    const until = Math.min(now + waitlistOfferMinutes * 60_000, now + (closes - now) * R.offerShareOfTimeLeft);
    return until - now < R.offerMinimumMinutes * 60_000 ? null : new Date(until);
  }

  /**
   * The offer's row, then its allocation: a family that got an open offer meanwhile (its other day) inserts nothing,
   * and a time taken meanwhile (a booking's claim that committed first) removes the row again. Whether it holds.
   */
  private async hold(
    manager: EntityManager,
    entry: WaitingRow,
    offer: { day: string; time: string; until: Date; freedBookingId: string | null; byOffice: boolean },
  ): Promise<boolean> {
    const id = randomUUID();
    const inserted: unknown[] = await manager.query(
      `INSERT INTO waitlist_offers (id, entry_id, event_date, event_time, expires_at, freed_booking_id, by_office)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (entry_id) WHERE status = 'open' DO NOTHING RETURNING id`,
      [id, entry.id, offer.day, offer.time, offer.until, offer.freedBookingId, offer.byOffice],
    );
    if (!inserted.length) return false;
    const slot = { eventDate: offer.day, eventTime: offer.time, durationMinutes: entry.duration_minutes };
    try {
      await this.availability.offer(manager, slot, id, offer.until);
    } catch (err) {
      if (offer.byOffice || !(err instanceof AvailabilityException)) throw err;
      await manager.query(`DELETE FROM waitlist_offers WHERE id = $1`, [id]);
      return false;
    }
    await this.outbox.record(manager, 'waitlist.offered', { offerId: id, expiresAt: offer.until.toISOString() });
    return true;
  }

  /**
   * The office holds a time for a chosen family (POST /api/admin/waitlist/entries/:id/offer): SLOT_TAKEN or
   * SLOT_NOT_OFFERED as a booking's claim; the family must be waiting without an open offer.
   */
  async offerTo(entryId: string, eventDate: string, eventTime: string): Promise<string> {
    return this.dataSource.transaction(async (manager) => {
      const [entry]: (WaitingRow & { status: WaitlistEntryStatus; open: boolean })[] = await manager.query(
        `SELECT e.id, e.duration_minutes, e.parts, e.status,
           EXISTS (SELECT 1 FROM waitlist_offers o WHERE o.entry_id = e.id AND o.status = 'open') AS open
         FROM waitlist_entries e WHERE e.id = $1 FOR UPDATE`,
        [entryId],
      );
      if (!entry || entry.status !== 'waiting')
        throw new WaitlistException('WAITLIST_ENTRY_NOT_WAITING', M.entryNotWaiting);
      if (entry.open) throw new WaitlistException('WAITLIST_OFFER_OPEN', M.offerOpen);
      await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [DAY_LOCK, eventDate]);
      // The office's choice stands even where the rule would give less: at least the shortest offer.
      const until =
        (await this.offerUntil(manager, eventDate, eventTime)) ?? new Date(Date.now() + R.offerMinimumMinutes * 60_000);
      await this.hold(manager, entry, { day: eventDate, time: eventTime, until, freedBookingId: null, byOffice: true });
      const [{ id }]: { id: string }[] = await manager.query(
        `SELECT id FROM waitlist_offers WHERE entry_id = $1 AND status = 'open'`,
        [entryId],
      );
      return id;
    });
  }

  /** The offer's link declines it: its time goes to the next family. */
  decline(offerId: string): Promise<void> {
    return this.dataSource.transaction(async (manager) => {
      await this.end(manager, offerId, { offer: 'declined', entry: 'declined' }, false);
    });
  }

  /** The offer's time has passed (job waitlist.expire-offer): it ends and its time goes to the next family. */
  expire(offerId: string): Promise<boolean> {
    return this.dataSource.transaction((manager) =>
      this.end(manager, offerId, { offer: 'expired', entry: 'expired' }, true),
    );
  }

  /**
   * A family leaves the list (its link: `left`; the office: `removed`): an open offer of theirs is withdrawn and its
   * time goes to the next family. Whether it was waiting.
   */
  async leave(entryId: string, status: 'left' | 'removed'): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const [open]: { id: string }[] = await manager.query(
        `SELECT id FROM waitlist_offers WHERE entry_id = $1 AND status = 'open' FOR UPDATE`,
        [entryId],
      );
      if (open) return this.end(manager, open.id, { offer: 'withdrawn', entry: status }, false);
      const [, count]: [unknown, number] = await manager.query(
        `UPDATE waitlist_entries SET status = $2, ended_at = now() WHERE id = $1 AND status = 'waiting'`,
        [entryId, status],
      );
      return count > 0;
    });
  }

  /**
   * A booking in the making (POST /api/bookings, in its transaction): the offer it was sent with (`offerToken`, the
   * offer e-mail's link) is taken, its held time released just before the booking claims its own hold; every other
   * open offer of the parent's e-mail is withdrawn (the offer and their own booking never both hold: its time goes to
   * the next family, availability.freed); and the e-mail leaves the list.
   */
  async onBooking(manager: EntityManager, booking: { id: string; email: string; offerToken?: string }): Promise<void> {
    const offerId = booking.offerToken ? this.links.offerOf(booking.offerToken) : null;
    // One statement (a round trip every booking waits on): the offer taken, the e-mail's families off the list, their
    // other open offers withdrawn; releasing what they held costs more statements only for a family that was waiting.
    const ended: { id: string }[] = await manager.query(
      `WITH taken AS (
         UPDATE waitlist_offers SET status = 'booked', booking_id = $2, ended_at = now()
         WHERE id = $3::uuid AND status = 'open' RETURNING id, entry_id
       ), booked AS (
         UPDATE waitlist_entries SET status = 'booked', ended_at = now()
         WHERE status = 'waiting' AND (email = lower($1) OR id IN (SELECT entry_id FROM taken)) RETURNING id
       ), withdrawn AS (
         UPDATE waitlist_offers SET status = 'withdrawn', ended_at = now()
         WHERE status = 'open' AND entry_id IN (SELECT id FROM booked) AND id NOT IN (SELECT id FROM taken) RETURNING id
       )
       SELECT id FROM taken UNION ALL SELECT id FROM withdrawn`,
      [booking.email, booking.id, offerId],
    );
    for (const { id } of ended) await this.availability.release(manager, id);
  }

  /**
   * Ends an open offer (`onlyLapsed`: only once its time has passed), releases its time, takes its family off the list
   * as the ending says, and offers the time to the next family in the same transaction. Whether it was open.
   */
  private async end(
    manager: EntityManager,
    offerId: string,
    ending: { offer: WaitlistOfferStatus; entry: WaitlistEntryStatus },
    onlyLapsed: boolean,
  ): Promise<boolean> {
    const [rows]: [{ entry_id: string; event_date: string; freed_booking_id: string | null }[]] = await manager.query(
      `UPDATE waitlist_offers SET status = $2, ended_at = now()
       WHERE id = $1 AND status = 'open' AND (NOT $3::boolean OR expires_at <= now())
       RETURNING entry_id, to_char(event_date, 'YYYY-MM-DD') AS event_date, freed_booking_id`,
      [offerId, ending.offer, onlyLapsed],
    );
    if (!rows.length) return false;
    const [{ entry_id, event_date, freed_booking_id }] = rows;
    await this.availability.release(manager, offerId);
    await manager.query(
      `UPDATE waitlist_entries SET status = $2, ended_at = now() WHERE id = $1 AND status = 'waiting'`,
      [entry_id, ending.entry],
    );
    await this.match(manager, event_date, freed_booking_id);
    return true;
  }
}
