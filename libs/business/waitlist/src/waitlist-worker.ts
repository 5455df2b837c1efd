import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { businessTodaySql } from '@app/contracts';
import { MailService } from '@app/mail';
import { EventPayloads, JobPayloads, JobQueue, OnEvent, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';
import { waitlistJoinedEmail, waitlistOfferEmail } from './waitlist-emails';
import { WaitlistLinks } from './waitlist-links';
import { WaitlistOffers } from './waitlist-offers';

/** A second after the offer's time, so a worker clock a little ahead of PostgreSQL's never finds it open still. */
const AFTER_EXPIRY_MS = 1000;

/**
 * The waiting list's work in the worker: freed time offered (availability.freed), the e-mails sent once each (their
 * rows' `confirmed_at` / `emailed_at`), and each offer's end at its expiry (a plain job, as the offer window is a
 * setting). Every step reads the rows and does nothing twice.
 */
@Injectable()
export class WaitlistWorker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly offers: WaitlistOffers,
    private readonly links: WaitlistLinks,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * The freed days (or the days still to come of the freed weekdays) that families wait for, each offered in its own
   * transaction. The booking that gave the time back is named on the offers; an ended offer's own release names the
   * booking that first freed its time.
   */
  @OnEvent({ event: 'availability.freed', handler: 'waitlist.offer-freed-time', queue: 'default' })
  async offerFreed({ days, weekdays, bookingId }: EventPayloads['availability.freed']): Promise<void> {
    const waited: { day: string }[] = await this.dataSource.query(
      `SELECT DISTINCT to_char(d, 'YYYY-MM-DD') AS day
       FROM waitlist_entries e CROSS JOIN LATERAL (VALUES (e.day), (e.second_day)) AS chosen(d)
       WHERE e.status = 'waiting' AND d >= ${businessTodaySql('$3')}
         AND (d = ANY($1::date[]) OR extract(dow FROM d)::int = ANY($2::int[]))
       ORDER BY 1`,
      [days ?? [], weekdays ?? [], this.settings.snapshot().timeZone],
    );
    if (!waited.length) return;
    const [origin]: { freed_booking_id: string | null }[] = bookingId
      ? await this.dataSource.query(`SELECT freed_booking_id FROM waitlist_offers WHERE id = $1`, [bookingId])
      : [];
    const freedBy = origin ? origin.freed_booking_id : (bookingId ?? null);
    for (const { day } of waited) await this.offers.offerFreedTimes(day, freedBy);
  }

  @OnEvent({ event: 'waitlist.joined', handler: 'waitlist.email-joined', queue: 'email' })
  async confirm({ entryId }: EventPayloads['waitlist.joined']): Promise<void> {
    const [entry]: { email: string; day: string; secondDay: string | null }[] = await this.dataSource.query(
      `SELECT email, to_char(day, 'YYYY-MM-DD') AS day, to_char(second_day, 'YYYY-MM-DD') AS "secondDay"
       FROM waitlist_entries WHERE id = $1 AND status = 'waiting' AND confirmed_at IS NULL`,
      [entryId],
    );
    if (!entry) return;
    const business = await this.settings.current();
    const mail = waitlistJoinedEmail(entry, business, this.links.leaveUrl(entryId));
    await this.mail.send({ to: entry.email, replyTo: business.email, ...mail });
    await this.dataSource.query(`UPDATE waitlist_entries SET confirmed_at = now() WHERE id = $1`, [entryId]);
  }

  @OnEvent({ event: 'waitlist.offered', handler: 'waitlist.email-offer', queue: 'email' })
  async sendOffer({ offerId }: EventPayloads['waitlist.offered']): Promise<void> {
    const [offer]: {
      entryId: string;
      email: string;
      games: number;
      eventDate: string;
      eventTime: string;
      expiresAt: Date;
    }[] = await this.dataSource.query(
      `SELECT o.entry_id AS "entryId", e.email, e.games, to_char(o.event_date, 'YYYY-MM-DD') AS "eventDate",
         o.event_time AS "eventTime", o.expires_at AS "expiresAt"
       FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
       WHERE o.id = $1 AND o.status = 'open' AND o.emailed_at IS NULL`,
      [offerId],
    );
    if (!offer) return;
    const business = await this.settings.current();
    const mail = waitlistOfferEmail(offer, business, {
      book: this.links.bookingUrl({ id: offerId, ...offer }),
      decline: this.links.declineUrl(offerId),
      leave: this.links.leaveUrl(offer.entryId),
    });
    await this.mail.send({ to: offer.email, replyTo: business.email, ...mail });
    await this.dataSource.query(`UPDATE waitlist_offers SET emailed_at = now() WHERE id = $1`, [offerId]);
  }

  @OnEvent({ event: 'waitlist.offered', handler: 'waitlist.schedule-offer-expiry', queue: 'default' })
  async scheduleExpiry({ offerId, expiresAt }: EventPayloads['waitlist.offered']): Promise<void> {
    const delay = Math.max(0, Date.parse(expiresAt) - Date.now()) + AFTER_EXPIRY_MS;
    await this.jobs.add('waitlist.expire-offer', { offerId }, { jobId: `offer@${offerId}`, delay });
  }

  /** Whether the offer ended now (open and past its time). */
  @OnJob({ name: 'waitlist.expire-offer', queue: 'default' })
  expire({ offerId }: JobPayloads['waitlist.expire-offer']): Promise<boolean> {
    return this.offers.expire(offerId);
  }
}
