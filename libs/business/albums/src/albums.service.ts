import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { TeamHosts } from '@app/availability';
import { ADMIN_CALLER, BOOKING_ACTORS, BookingsService, type BookingCaller, type BookingEntity } from '@app/bookings';
import {
  ALBUM_MESSAGES as M,
  ALBUM_RULES,
  type Album,
  type AlbumLink,
  type AlbumPhoto,
  type AlbumUploaded,
  type HostAlbum,
  type SharedAlbum,
  type User,
} from '@app/contracts';
import { PhotoStorage, processPhoto, readPhotoFiles } from '@app/media';
import { RosterStore, withoutPhotoConsent } from '@app/roster';
import { SettingsService } from '@app/settings';
import { albumClosesOn } from './album-dates';
import { AlbumLinks } from './album-links';
import { AlbumPhotoRemoval } from './album-photo-removal';
import { noSuchBooking } from './album-refusals';
import { hostPaths, parentPaths, sharedPaths, toAlbumPhoto, type AlbumPaths } from './album-view';
import { AlbumsException } from './albums.exception';
import { AlbumEntity, AlbumPhotoEntity } from './entities';

/** An album's stored file name: its variant's content hash under the album's booking, so no two albums share a file. */
const albumFileName = (bookingId: string, variantFile: string) => `album-${bookingId}-${variantFile}`;

/** One album as a caller opened it: the booking it belongs to and where its files are read from. */
export interface OpenedAlbum {
  booking: BookingEntity;
  paths: AlbumPaths;
}

/**
 * The party's photo album (docs/product/albums.md): the party's host or an admin uploads, the parent (the booking's
 * owner, its signed link or an admin) sees and downloads, and shares it with the invited families through a revocable
 * link that shows the photos only.
 */
@Injectable()
export class AlbumsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly teamHosts: TeamHosts,
    private readonly roster: RosterStore,
    private readonly storage: PhotoStorage,
    private readonly links: AlbumLinks,
    private readonly settings: SettingsService,
    private readonly removal: AlbumPhotoRemoval,
  ) {}

  /**
   * The parent's album: as the booking's page reads it (its owner, its signed link, an admin), the signed link good
   * until the album closes rather than the page's 30 days: the closing e-mail's button downloads the zip by it.
   */
  async openForParent(bookingId: string, caller: BookingCaller): Promise<OpenedAlbum> {
    // Through the album's last day (docs/product/albums.md#retention).
    const linkDaysAfterEvent = this.settings.snapshot().albumRetentionDays + 1;
    const booking = await this.bookings.findAccessible(bookingId, caller, { linkDaysAfterEvent });
    return { booking, paths: parentPaths(booking.id, caller.linkToken) };
  }

  /** A family's album, by the shared link's token: a forged, turned-off or replaced link is a missing booking's 404. */
  async openShared(token: string): Promise<OpenedAlbum> {
    const linkId = this.links.linkIdOf(token);
    const album = linkId ? await this.dataSource.manager.findOneBy(AlbumEntity, { linkId }) : null;
    if (!album) throw noSuchBooking();
    const booking = await this.bookings.findAccessible(album.bookingId, ADMIN_CALLER);
    return { booking, paths: sharedPaths(token) };
  }

  async read(opened: OpenedAlbum): Promise<Album> {
    const { booking, paths } = opened;
    const album = await this.dataSource.manager.findOneBy(AlbumEntity, { bookingId: booking.id });
    return {
      bookingId: booking.id,
      photos: await this.photosOf(booking.id, paths),
      withoutConsent: withoutPhotoConsent(await this.roster.childrenOf(booking.id)),
      closesOn: this.closesOn(booking),
      zipUrl: paths.zip,
      link:
        album?.linkId && album.linkCreatedAt
          ? { url: this.links.url(album.linkId), createdAt: album.linkCreatedAt.toISOString() }
          : null,
    };
  }

  /** What a family sees: the photos and the closing day, nothing that names the party or its children. */
  async readShared({ booking, paths }: OpenedAlbum): Promise<SharedAlbum> {
    return {
      photos: await this.photosOf(booking.id, paths),
      closesOn: this.closesOn(booking),
      zipUrl: paths.zip,
    };
  }

  /** The album's photos, oldest first (the order they were taken in, near enough). */
  async rowsOf(bookingId: string): Promise<AlbumPhotoEntity[]> {
    return this.dataSource.manager.find(AlbumPhotoEntity, {
      where: { bookingId },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
  }

  /** One photo of the album, or the 404 of a photo that is not there. */
  async photoOf(bookingId: string, photoId: string): Promise<AlbumPhotoEntity> {
    const row = isUUID(photoId)
      ? await this.dataSource.manager.findOneBy(AlbumPhotoEntity, { id: photoId, bookingId })
      : null;
    if (!row) throw noSuchBooking();
    return row;
  }

  /**
   * The party's host (a host of the team its booking is allocated to, as the host's parties list it) or an admin adds
   * photos, many at once, each resized to a thumbnail and a full size without its camera metadata; the original is not
   * kept. The answer names the roster's children without photo consent, as a reminder.
   */
  async upload(bookingId: string, user: User, req: FastifyRequest): Promise<AlbumUploaded> {
    const booking = await this.openForUploader(bookingId, user);
    if (!this.isOpen(booking)) throw new AlbumsException('ALBUM_CLOSED', M.closed);
    await this.ensureAlbum(booking.id);
    const added: AlbumPhoto[] = [];
    // Each reads the files by its own routes: the host has no access to the parent's.
    const paths = user.role === 'admin' ? parentPaths(booking.id, null) : hostPaths(booking.id);
    await readPhotoFiles(
      req,
      ALBUM_RULES.filesPerUpload,
      async (bytes) => {
        const row = await this.store(booking.id, bytes);
        if (row) added.push(toAlbumPhoto(row, paths));
      },
      () => new AlbumsException('ALBUM_TOO_MANY_FILES', M.tooManyFiles),
    );
    return { added, withoutConsent: withoutPhotoConsent(await this.roster.childrenOf(booking.id)) };
  }

  /** The album on the party's host's phone: its photos by the host's paths, and whether it is still open to them. */
  async readForHost(bookingId: string, host: User): Promise<HostAlbum> {
    const booking = await this.openForUploader(bookingId, host);
    return {
      photos: await this.photosOf(booking.id, hostPaths(booking.id)),
      closesOn: this.closesOn(booking),
      open: this.isOpen(booking),
    };
  }

  /** One photo's file for the party's host (another team's party, or another album's photo: the 404). */
  async photoForHost(bookingId: string, photoId: string, host: User): Promise<AlbumPhotoEntity> {
    const booking = await this.openForUploader(bookingId, host);
    return this.photoOf(booking.id, photoId);
  }

  /** The party's host takes a photo down until the album closes (then the office does); recorded in its history. */
  async deleteAsHost(bookingId: string, photoId: string, host: User): Promise<void> {
    const booking = await this.openForUploader(bookingId, host);
    if (!this.isOpen(booking)) throw new AlbumsException('ALBUM_CLOSED_TO_HOSTS', M.closedToHosts);
    await this.removal.removePhoto(booking.id, photoId, BOOKING_ACTORS.host(host));
  }

  /** The office takes a photo down from any booking's album, any time (a family asked); recorded in its history. */
  async deleteAsAdmin(bookingId: string, photoId: string, admin: User): Promise<void> {
    const booking = await this.bookings.findAccessible(bookingId, ADMIN_CALLER);
    await this.removal.removePhoto(booking.id, photoId, BOOKING_ACTORS.admin(admin));
  }

  /** A new shared link (the one before it stops working). */
  async createLink(bookingId: string, caller: BookingCaller): Promise<AlbumLink> {
    const { booking } = await this.openForParent(bookingId, caller);
    const linkId = randomUUID();
    const [row]: { link_created_at: Date }[] = await this.dataSource.query(
      `INSERT INTO albums (booking_id, link_id, link_created_at) VALUES ($1, $2, now())
       ON CONFLICT (booking_id) DO UPDATE SET link_id = excluded.link_id, link_created_at = excluded.link_created_at
       RETURNING link_created_at`,
      [booking.id, linkId],
    );
    return { url: this.links.url(linkId), createdAt: row.link_created_at.toISOString() };
  }

  /** Turns the shared link off: every copy of it answers 404 from now on. */
  async revokeLink(bookingId: string, caller: BookingCaller): Promise<void> {
    const { booking } = await this.openForParent(bookingId, caller);
    await this.dataSource.manager.update(AlbumEntity, { bookingId: booking.id }, { linkId: null, linkCreatedAt: null });
  }

  /** The album's last day, by the period in Settings now (a change moves every album's, as the retention job reads it). */
  private closesOn(booking: Pick<BookingEntity, 'eventDate'>): string {
    return albumClosesOn(booking.eventDate, this.settings.snapshot().albumRetentionDays);
  }

  private async photosOf(bookingId: string, paths: Pick<AlbumPaths, 'photo'>): Promise<AlbumPhoto[]> {
    return (await this.rowsOf(bookingId)).map((row) => toAlbumPhoto(row, paths));
  }

  /** Photos are added (and taken down by hosts) through the album's last day (docs/product/albums.md#retention). */
  private isOpen(booking: BookingEntity): boolean {
    return this.settings.today() <= this.closesOn(booking);
  }

  /** An admin's any booking; a host's only a party of their team, else the 404 of a booking that does not exist. */
  private async openForUploader(bookingId: string, user: User): Promise<BookingEntity> {
    if (user.role !== 'admin') {
      const allocation = isUUID(bookingId) ? await this.teamHosts.allocationOf(user.id, bookingId) : null;
      if (!allocation) throw noSuchBooking();
    }
    return this.bookings.findAccessible(bookingId, ADMIN_CALLER);
  }

  private async ensureAlbum(bookingId: string): Promise<void> {
    await this.dataSource.query(`INSERT INTO albums (booking_id) VALUES ($1) ON CONFLICT (booking_id) DO NOTHING`, [
      bookingId,
    ]);
  }

  /**
   * Files first, then the row that names them, so the album never lists a missing file. The narrowest variant is the
   * thumbnail, the widest the full size; the ones between are not kept. The same picture twice is kept once (null).
   */
  private async store(bookingId: string, bytes: Buffer): Promise<AlbumPhotoEntity | null> {
    const variants = await processPhoto(bytes);
    const thumb = variants[0];
    const full = variants[variants.length - 1];
    const thumbFile = albumFileName(bookingId, thumb.file);
    const fullFile = albumFileName(bookingId, full.file);
    await this.storage.put(thumbFile, thumb.bytes);
    if (full !== thumb) await this.storage.put(fullFile, full.bytes);
    const inserted: { id: string }[] = await this.dataSource.query(
      `INSERT INTO album_photos (booking_id, thumb_file, full_file, width, height) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (booking_id, full_file) DO NOTHING RETURNING id`,
      [bookingId, thumbFile, fullFile, full.width, full.height],
    );
    return inserted.length ? this.dataSource.manager.findOneByOrFail(AlbumPhotoEntity, { id: inserted[0].id }) : null;
  }
}
