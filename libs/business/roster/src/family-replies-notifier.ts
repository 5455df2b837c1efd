import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { firstNameOf } from '@app/contracts';
import { BookingLinks, BookingSearch } from '@app/bookings';
import { MailService } from '@app/mail';
import { EventPayloads, JobPayloads, JobQueue, OnEvent, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';
import { RosterChildEntity } from './entities/roster-child.entity';
import { RosterEntity } from './entities/roster.entity';
import { familyRepliesEmail } from './family-replies-email';
import { attendingCount } from './roster-view';

/** At most one "families replied" e-mail a day per party. */
export const FAMILY_REPLIES_EVERY_MS = 24 * 3_600_000;

/**
 * Tells the host who answered the invitation link, at most once a day per party
 * (docs/product/roster.md#the-roster-on-the-server). A reply records `roster.family-replied`; its subscriber adds one
 * delayed job per e-mail to come: its id
 * names the last e-mail's time, so every reply until it runs adds nothing more, and its delay is what is left of the
 * day since the last (none before the first). The job lists the families' rows added after the version the last e-mail
 * read, sends once (MailService, once per job) and records the time and version it read.
 */
@Injectable()
export class FamilyRepliesNotifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingSearch,
    private readonly links: BookingLinks,
    private readonly mail: MailService,
    private readonly settings: SettingsService,
    private readonly jobs: JobQueue,
  ) {}

  @OnEvent({ event: 'roster.family-replied', handler: 'roster.schedule-replies-email', queue: 'default' })
  async replied({ bookingId }: EventPayloads['roster.family-replied']): Promise<void> {
    await this.scheduleNext(bookingId);
  }

  @OnJob({ name: 'roster.email-family-replies', queue: 'email' })
  async send({ bookingId }: JobPayloads['roster.email-family-replies']): Promise<'sent' | 'none'> {
    // One snapshot: the version read and the rows it holds (a reply moves both in one transaction).
    const { roster, children } = await this.dataSource.transaction('REPEATABLE READ', async (manager) => ({
      roster: await manager.findOneBy(RosterEntity, { bookingId }),
      children: await manager.find(RosterChildEntity, { where: { bookingId }, order: { position: 'ASC' } }),
    }));
    const booking = await this.bookings.find(bookingId);
    if (!roster || !booking || booking.status === 'cancelled') return 'none';
    const replies = children.filter((c) => c.source === 'family' && c.addedInVersion > roster.repliesNotifiedVersion);
    if (!replies.length) return 'none';
    const business = await this.settings.current();
    const email = familyRepliesEmail({
      parentName: booking.parentName,
      hostChildName: firstNameOf(booking.childName),
      replies: replies.map(({ firstName, attending }) => ({ firstName, attending })),
      coming: attendingCount(children),
      childrenBooked: booking.guestCount,
      pageUrl: this.links.url(booking.id),
      business,
    });
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...email });
    await this.dataSource
      .createQueryBuilder()
      .update(RosterEntity)
      .set({ repliesNotifiedAt: () => 'now()', repliesNotifiedVersion: roster.version })
      .where({ bookingId })
      .execute();
    // A reply that came while this ran named this job's id, which adds nothing: its e-mail is the next day's.
    const now = await this.dataSource.manager.findOneBy(RosterEntity, { bookingId });
    if (now && now.version > roster.version) await this.scheduleNext(bookingId);
    return 'sent';
  }

  private async scheduleNext(bookingId: string): Promise<void> {
    const roster = await this.dataSource.manager.findOneBy(RosterEntity, { bookingId });
    const last = roster?.repliesNotifiedAt?.getTime() ?? 0;
    await this.jobs.add(
      'roster.email-family-replies',
      { bookingId },
      // BullMQ refuses ':' in ids, hence '@'.
      {
        jobId: `family-replies@${bookingId}@${last}`,
        delay: last ? Math.max(0, last + FAMILY_REPLIES_EVERY_MS - Date.now()) : 0,
      },
    );
  }
}
