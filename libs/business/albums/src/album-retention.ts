import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { firstNameOf } from '@app/contracts';
import { BookingLinks, BookingSearch } from '@app/bookings';
import { APP_CONFIG, AppConfig } from '@app/config';
import { MailService } from '@app/mail';
import { JobPayloads, JobQueue, OnJob } from '@app/queue';
import { SettingsService } from '@app/settings';
import { albumClosesOn, closedBefore, closingBefore } from './album-dates';
import { albumClosingEmail } from './album-closing-email';
import { AlbumPhotoRemoval } from './album-photo-removal';
import { parentPaths } from './album-view';
import { AlbumEntity, AlbumPhotoEntity } from './entities';

/** When the albums' retention runs: daily at 03:53 (cron), once across every worker replica. */
const ALBUMS_PRUNE_SCHEDULE = { id: 'albums.prune', pattern: '53 3 * * *' } as const;

/** Albums asked about per round, so a large backlog never holds a long statement. */
const BATCH = 1000;

/**
 * Albums close Settings' albumRetentionDays after their event (docs/product/albums.md#retention): from
 * ALBUM_CLOSING_NOTICE_DAYS before, the parent is e-mailed once to download the photos; the day after the last, the
 * photos (files and rows), the shared link and the album go (AlbumPhotoRemoval). The booking stays.
 */
@Injectable()
export class AlbumRetention implements OnApplicationBootstrap {
  private readonly logger = new Logger('AlbumRetention');

  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobQueue,
    private readonly search: BookingSearch,
    private readonly links: BookingLinks,
    private readonly mail: MailService,
    private readonly removal: AlbumPhotoRemoval,
    private readonly settings: SettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.schedule('albums.prune', ALBUMS_PRUNE_SCHEDULE, {});
  }

  @OnJob({ name: 'albums.prune', queue: 'housekeeping', attempts: 3 })
  async prune(): Promise<{ closed: number; notified: number }> {
    const today = this.settings.today();
    const { albumRetentionDays: days } = await this.settings.current();
    let closed = 0;
    let notified = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows: { id: string; notified: boolean }[] = await this.dataSource.query(
        `SELECT booking_id AS id, closing_notified_at IS NOT NULL AS notified FROM albums
         WHERE booking_id > $1 ORDER BY booking_id LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) break;
      after = rows[rows.length - 1].id;
      const past = await this.search.eventsBefore(
        rows.map((r) => r.id),
        closedBefore(today, days),
      );
      for (const bookingId of past) await this.removal.removeAlbum(bookingId);
      closed += past.length;
      const unnotified = rows.filter((r) => !r.notified && !past.includes(r.id)).map((r) => r.id);
      const closing = unnotified.length ? await this.search.eventsBefore(unnotified, closingBefore(today, days)) : [];
      // One job per album, named for it: a second run before the e-mail went adds nothing.
      for (const bookingId of closing) {
        await this.jobs.add('albums.email-closing', { bookingId }, { jobId: `album-closing@${bookingId}` });
      }
      notified += closing.length;
      if (rows.length < BATCH) break;
    }
    this.logger.log({ closed, notified }, 'albums past their retention deleted, closing ones announced');
    return { closed, notified };
  }

  /** The parent's "download your photos by ..." e-mail, once; none for an empty album or a cancelled party. */
  @OnJob({ name: 'albums.email-closing', queue: 'email' })
  async emailClosing({ bookingId }: JobPayloads['albums.email-closing']): Promise<'sent' | 'none'> {
    const album = await this.dataSource.manager.findOneBy(AlbumEntity, { bookingId });
    const photos = await this.dataSource.manager.countBy(AlbumPhotoEntity, { bookingId });
    const booking = await this.search.find(bookingId);
    if (!album || album.closingNotifiedAt || !photos || !booking || booking.status === 'cancelled') return 'none';
    const business = await this.settings.current();
    const email = albumClosingEmail({
      parentName: booking.parentName,
      childFirstName: firstNameOf(booking.childName),
      photos,
      closesOn: albumClosesOn(booking.eventDate, business.albumRetentionDays),
      // The zip itself by the booking's signed link: the page's own link may have lapsed by now, the album's has not.
      zipUrl: `${this.config.publicUrl}${parentPaths(booking.id, this.links.token(booking.id)).zip}`,
      business,
    });
    await this.mail.send({ to: booking.parentEmail, replyTo: business.email, ...email });
    await this.dataSource.manager.update(AlbumEntity, { bookingId }, { closingNotifiedAt: new Date() });
    return 'sent';
  }
}
