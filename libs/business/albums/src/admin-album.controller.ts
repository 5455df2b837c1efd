import { Controller, Delete, HttpCode, Param } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import type { User } from '@app/contracts';
import { BookingIdParam, PhotoIdParam } from './album-refusals';
import { AlbumsService } from './albums.service';

/**
 * The office takes a photo out of any booking's album, any time: a family asked (docs/product/albums.md#deleting-a-photo).
 * Admins only (401 anonymous, 403 others). The office reads the album as the parent does, GET /api/bookings/:id/album.
 */
@Controller('admin/bookings')
@Roles('admin')
export class AdminAlbumController {
  constructor(private readonly albums: AlbumsService) {}

  @Delete(':id/photos/:photoId')
  @HttpCode(204)
  remove(
    @Param('id', BookingIdParam) id: string,
    @Param('photoId', PhotoIdParam) photoId: string,
    @CurrentUser() admin: User,
  ): Promise<void> {
    return this.albums.deleteAsAdmin(id, photoId, admin);
  }
}
