import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AvailabilityModule } from '@app/availability';
import { BookingLifecycleModule, BookingSearchModule, BookingsModule } from '@app/bookings';
import { MailModule } from '@app/mail';
import { MediaStorageModule } from '@app/media';
import { OutboxModule, QueueWorkerModule } from '@app/queue';
import { RosterReadModule } from '@app/roster';
import { SettingsModule } from '@app/settings';
import { AdminAlbumController } from './admin-album.controller';
import { AlbumFiles } from './album-files';
import { AlbumLinks } from './album-links';
import { AlbumPersonalData } from './album-personal-data';
import { AlbumPhotoRemoval } from './album-photo-removal';
import { AlbumRetention } from './album-retention';
import { AlbumsController, SharedAlbumsController } from './albums.controller';
import { HostAlbumController } from './host-album.controller';
import { AlbumsService } from './albums.service';
import { ALBUMS_ENTITIES } from './entities';

/** The party's photo album (docs/product/albums.md): uploads, the parent's album and zip, the families' shared link. */
@Module({
  imports: [
    TypeOrmModule.forFeature(ALBUMS_ENTITIES),
    BookingsModule,
    AvailabilityModule,
    RosterReadModule,
    MediaStorageModule,
    SettingsModule,
  ],
  controllers: [AlbumsController, SharedAlbumsController, HostAlbumController, AdminAlbumController],
  providers: [AlbumsService, AlbumFiles, AlbumLinks, AlbumPhotoRemoval],
  // An account's erasure takes its bookings' albums with it.
  exports: [AlbumPhotoRemoval],
})
export class AlbumsModule {}

/**
 * The worker side: closes albums ALBUM_RETENTION_DAYS after their event (a daily schedule) and e-mails their parent a
 * week before.
 */
@Module({
  // QueueWorkerModule for JobQueue (the schedule, the e-mail's job); the worker imports it already, so this is the
  // same instance. BookingLifecycleModule for the booking's signed link in the e-mail (the lifecycle in it records
  // events: OutboxModule).
  imports: [
    TypeOrmModule.forFeature(ALBUMS_ENTITIES),
    BookingSearchModule,
    OutboxModule,
    BookingLifecycleModule,
    MailModule,
    MediaStorageModule,
    SettingsModule,
    QueueWorkerModule,
  ],
  providers: [AlbumRetention, AlbumPhotoRemoval],
})
export class AlbumsWorkerModule {}

/** A parent's albums, for their download and their erasure (libs/office/privacy). */
@Module({
  imports: [TypeOrmModule.forFeature(ALBUMS_ENTITIES), MediaStorageModule],
  providers: [AlbumPhotoRemoval, AlbumPersonalData],
  exports: [AlbumPersonalData],
})
export class AlbumPersonalDataModule {}
