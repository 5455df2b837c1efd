import { Controller, Delete, Get, HttpCode, Param, StreamableFile } from '@nestjs/common';
import { CurrentUser, Roles } from '@app/accounts';
import type { HostAlbum, User } from '@app/contracts';
import { HostPartyId } from '@app/party';
import { AlbumFiles } from './album-files';
import { PhotoIdParam, sizeOf } from './album-refusals';
import { AlbumsService } from './albums.service';

/**
 * The party's album on its host's phone (docs/product/albums.md#deleting-a-photo): its photos, their files, and a
 * photo taken down until the album closes. Hosts only (a parent 403, nobody signed in 401); another team's party is
 * the 404 of a booking that does not exist. Uploads go through POST /api/bookings/:id/album/photos.
 */
@Controller('host/parties')
@Roles('host')
export class HostAlbumController {
  constructor(
    private readonly albums: AlbumsService,
    private readonly files: AlbumFiles,
  ) {}

  @Get(':id/album')
  read(@HostPartyId() id: string, @CurrentUser() host: User): Promise<HostAlbum> {
    return this.albums.readForHost(id, host);
  }

  @Get(':id/photos/:photoId/:size')
  async photo(
    @HostPartyId() id: string,
    @Param('photoId', PhotoIdParam) photoId: string,
    @Param('size') size: string,
    @CurrentUser() host: User,
  ): Promise<StreamableFile> {
    return this.files.photo(await this.albums.photoForHost(id, photoId, host), sizeOf(size));
  }

  /** Every stored size and the row go; the booking's history names the host. After the album closes: 409. */
  @Delete(':id/photos/:photoId')
  @HttpCode(204)
  remove(
    @HostPartyId() id: string,
    @Param('photoId', PhotoIdParam) photoId: string,
    @CurrentUser() host: User,
  ): Promise<void> {
    return this.albums.deleteAsHost(id, photoId, host);
  }
}
