import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService, type AuditActor } from '@app/audit';
import { PhotoStorage } from '@app/media';
import { noSuchPhoto } from './album-refusals';
import { AlbumEntity, AlbumPhotoEntity } from './entities';

/**
 * Photos taken out of an album for good (docs/product/albums.md#deleting-a-photo): every stored size (thumbnail and
 * full) from the photo storage, folder or bucket, and the rows, so the parent's album, the families' link and the next
 * zip no longer have them. The rows go in a transaction that commits only once the files are gone: a storage outage
 * (a 503) leaves the photo listed, to be deleted again, never rows gone over files that stay. Who may delete is the
 * caller's to decide: the party's host and the office (AlbumsService), the retention job, an account's erasure.
 */
@Injectable()
export class AlbumPhotoRemoval {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: PhotoStorage,
    private readonly audit: AuditService,
  ) {}

  /** One photo of a booking's album, with a line in the booking's history naming who deleted it; 404 when not there. */
  async removePhoto(bookingId: string, photoId: string, actor: AuditActor): Promise<void> {
    await this.dataSource.transaction(async (m) => {
      const photo = await m.findOne(AlbumPhotoEntity, {
        where: { id: photoId, bookingId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!photo) throw noSuchPhoto();
      const photos = await m.countBy(AlbumPhotoEntity, { bookingId });
      await m.delete(AlbumPhotoEntity, { id: photo.id });
      await this.audit.record(m, {
        subject: 'booking',
        subjectId: bookingId,
        action: 'photo-deleted',
        actor: { id: actor.id, name: actor.name },
        before: { photo: photo.id, uploadedAt: photo.createdAt.toISOString(), photos },
        after: { photos: photos - 1 },
      });
      await this.removeFiles(m, bookingId, [photo]);
    });
  }

  /**
   * Every photo of a booking's album and the album itself (its families' link): the retention job's close and an
   * account's erasure. Answers how many photos went.
   */
  async removeAlbum(bookingId: string): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const photos = await m.find(AlbumPhotoEntity, { where: { bookingId }, lock: { mode: 'pessimistic_write' } });
      // The album's photos go with it (their foreign key cascades).
      await m.delete(AlbumEntity, { bookingId });
      await this.removeFiles(m, bookingId, photos);
      return photos.length;
    });
  }

  /** The files of `removed` that no photo left in the album names (a small photo's thumbnail is its full size). */
  private async removeFiles(m: EntityManager, bookingId: string, removed: AlbumPhotoEntity[]): Promise<void> {
    const files = [...new Set(removed.flatMap((p) => [p.thumbFile, p.fullFile]))];
    if (!files.length) return;
    const kept: { file: string }[] = await m.query(
      `SELECT thumb_file AS file FROM album_photos WHERE booking_id = $1 AND thumb_file = ANY($2)
       UNION SELECT full_file FROM album_photos WHERE booking_id = $1 AND full_file = ANY($2)`,
      [bookingId, files],
    );
    const inUse = new Set(kept.map((k) => k.file));
    for (const file of files) if (!inUse.has(file)) await this.storage.remove(file);
  }
}
