import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PhotoStorage } from '@app/media';
import { AlbumEntity, AlbumPhotoEntity } from './entities';

/**
 * Takes a party's album away whole: every stored size of its photos, then its rows (the album, its photos, its shared
 * link). Files first: a stop between the two leaves rows whose files are gone, which the next run finds and deletes
 * again (removing a file that is not there is no error); rows first would leave files that no row names, which nothing
 * would ever find again. The album's retention (docs/product/albums.md#retention) and a parent's erasure
 * (docs/product/privacy.md#deleting-an-account) both use it.
 */
@Injectable()
export class AlbumRemoval {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: PhotoStorage,
  ) {}

  /** How many photos went. */
  async remove(bookingId: string): Promise<number> {
    const photos = await this.dataSource.manager.findBy(AlbumPhotoEntity, { bookingId });
    for (const photo of photos) {
      await this.storage.remove(photo.thumbFile);
      await this.storage.remove(photo.fullFile);
    }
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(AlbumPhotoEntity, { bookingId });
      await manager.delete(AlbumEntity, { bookingId });
    });
    return photos.length;
  }
}
