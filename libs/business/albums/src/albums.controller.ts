import { Controller, Delete, Get, HttpCode, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, Roles } from '@app/accounts';
import { BookingCaller } from '@app/bookings';
import { type Album, type AlbumLink, type AlbumUploaded, type SharedAlbum, type User } from '@app/contracts';
import { RateLimit } from '@app/rate-limit';
import { AlbumFiles } from './album-files';
import { sizeOf } from './album-refusals';
import { AlbumsService, type OpenedAlbum } from './albums.service';

/**
 * A multipart form of many photos (useMediaFiles). Its Idempotency-Key cannot be honoured by replay (the request hash
 * covers a JSON body, not a multipart stream); a photo sent twice is kept once anyway.
 */
const UPLOAD = { photoUpload: true, idempotency: false };

const zipNameOf = ({ booking }: OpenedAlbum) => `party-photos-${booking.eventDate}.zip`;

/**
 * The party's album under its booking (docs/product/albums.md): the parent reads, downloads and shares it as the
 * booking's page (its owner, its signed link or an admin; anyone else a 404); the party's host or an admin uploads.
 */
@Controller('bookings')
export class AlbumsController {
  constructor(
    private readonly albums: AlbumsService,
    private readonly files: AlbumFiles,
  ) {}

  @Get(':id/album')
  async read(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<Album> {
    return this.albums.read(await this.albums.openForParent(id, caller));
  }

  @Get(':id/album/photos/:photoId/:size')
  async photo(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Param('size') size: string,
    @BookingCaller() caller: BookingCaller,
  ): Promise<StreamableFile> {
    const { booking } = await this.albums.openForParent(id, caller);
    return this.files.photo(await this.albums.photoOf(booking.id, photoId), sizeOf(size));
  }

  @Get(':id/album.zip')
  async zip(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<StreamableFile> {
    const opened = await this.albums.openForParent(id, caller);
    return this.files.zip(await this.albums.rowsOf(opened.booking.id), zipNameOf(opened));
  }

  /** Hosts of the party's team and admins (anonymous 401, a parent 403, another team's host 404). */
  @Post(':id/album/photos')
  @HttpCode(201)
  @Roles('admin', 'host')
  @RateLimit('photo-upload')
  @RouteConfig(UPLOAD)
  upload(@Param('id') id: string, @CurrentUser() user: User, @Req() req: FastifyRequest): Promise<AlbumUploaded> {
    return this.albums.upload(id, user, req);
  }

  /** A new shared link for the invited families; the one before it stops working. */
  @Post(':id/album-link')
  @HttpCode(201)
  createLink(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<AlbumLink> {
    return this.albums.createLink(id, caller);
  }

  @Delete(':id/album-link')
  @HttpCode(204)
  revokeLink(@Param('id') id: string, @BookingCaller() caller: BookingCaller): Promise<void> {
    return this.albums.revokeLink(id, caller);
  }
}

/** What an invited family sees by the shared link's token alone: the photos, never a name. */
@Controller('albums')
export class SharedAlbumsController {
  constructor(
    private readonly albums: AlbumsService,
    private readonly files: AlbumFiles,
  ) {}

  /** Limited as the invitation link is: a script guessing tokens gets 404s and runs out here. */
  @Get(':token')
  @RateLimit('invitation')
  async read(@Param('token') token: string): Promise<SharedAlbum> {
    return this.albums.readShared(await this.albums.openShared(token));
  }

  @Get(':token/photos/:photoId/:size')
  async photo(
    @Param('token') token: string,
    @Param('photoId') photoId: string,
    @Param('size') size: string,
  ): Promise<StreamableFile> {
    const { booking } = await this.albums.openShared(token);
    return this.files.photo(await this.albums.photoOf(booking.id, photoId), sizeOf(size));
  }

  @Get(':token/album.zip')
  async zip(@Param('token') token: string): Promise<StreamableFile> {
    const opened = await this.albums.openShared(token);
    return this.files.zip(await this.albums.rowsOf(opened.booking.id), zipNameOf(opened));
  }
}
