import { Injectable } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { UserDataPhoto } from '@app/contracts';
import { AlbumPhotoRemoval } from './album-photo-removal';
import { AlbumPhotoEntity } from './entities';

/**
 * The albums' part of a parent's own data (docs/product/privacy.md): the list of each booking's photos for the
 * download (the album's page and zip give the pictures); and, when the parent deletes the account, every album whole,
 * its files from the storage before its rows commit (AlbumPhotoRemoval).
 */
@Injectable()
export class AlbumPersonalData {
  constructor(
    private readonly dataSource: DataSource,
    private readonly removal: AlbumPhotoRemoval,
  ) {}

  async of(bookingIds: string[]): Promise<Map<string, UserDataPhoto[]>> {
    const photos = await this.dataSource.manager.find(AlbumPhotoEntity, {
      where: { bookingId: In(bookingIds) },
      order: { createdAt: 'ASC', id: 'ASC' },
    });
    const byBooking = new Map<string, UserDataPhoto[]>(bookingIds.map((id) => [id, []]));
    for (const p of photos) {
      byBooking
        .get(p.bookingId)
        ?.push({ id: p.id, width: p.width, height: p.height, uploadedAt: p.createdAt.toISOString() });
    }
    return byBooking;
  }

  /** Each booking's album, one after another; a retry after a stop finds what is left and finishes it. */
  async erase(bookingIds: string[]): Promise<void> {
    for (const bookingId of bookingIds) await this.removal.removeAlbum(bookingId);
  }
}
