import { Controller, Delete, HttpCode, Inject, Param, Post, Put, Req } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import { Roles } from '@app/accounts';
import {
  GalleryPhotoFieldsDto,
  PortraitFieldsDto,
  PortraitParamsDto,
  type GalleryPhoto,
  type TeamPortrait,
} from '@app/contracts';
import { BUSINESS_TODAY, createValidationPipe, type BusinessToday } from '@app/platform';
import { RateLimit } from '@app/rate-limit';
import { readPhotoUpload } from './photo-upload';
import { PhotosService } from './photos.service';

/**
 * A multipart form (useMediaFiles). An Idempotency-Key cannot be honoured by replay: the request hash covers a JSON
 * body, not a multipart stream; a double submit adds one photo twice at worst, which the admin can delete.
 */
const UPLOAD = { photoUpload: true, idempotency: false };

/** Admins upload, replace and delete gallery photos and team portraits (401 anonymous, 403 others). */
@Controller('admin')
@Roles('admin')
export class AdminPhotosController {
  private readonly validation;

  constructor(
    private readonly photos: PhotosService,
    @Inject(BUSINESS_TODAY) today: BusinessToday,
  ) {
    this.validation = createValidationPipe({ today });
  }

  @Post('photos')
  @HttpCode(201)
  @RateLimit('photo-upload')
  @RouteConfig(UPLOAD)
  async add(@Req() req: FastifyRequest): Promise<GalleryPhoto> {
    const { file, fields } = await readPhotoUpload(req, GalleryPhotoFieldsDto, this.validation);
    return this.photos.addToGallery(file, fields);
  }

  /** The fields, and the picture too when the form carries a file. */
  @Put('photos/:id')
  @RateLimit('photo-upload')
  @RouteConfig(UPLOAD)
  async replace(@Param('id') id: string, @Req() req: FastifyRequest): Promise<GalleryPhoto> {
    const { file, fields } = await readPhotoUpload(req, GalleryPhotoFieldsDto, this.validation);
    return this.photos.replaceInGallery(id, file, fields);
  }

  @Delete('photos/:id')
  @HttpCode(204)
  remove(@Param('id') id: string): Promise<void> {
    return this.photos.removeFromGallery(id);
  }

  @Put('portraits/:member')
  @RateLimit('photo-upload')
  @RouteConfig(UPLOAD)
  async putPortrait(@Param() { member }: PortraitParamsDto, @Req() req: FastifyRequest): Promise<TeamPortrait> {
    const { file, fields } = await readPhotoUpload(req, PortraitFieldsDto, this.validation);
    return this.photos.putPortrait(member, file, fields);
  }

  @Delete('portraits/:member')
  @HttpCode(204)
  removePortrait(@Param() { member }: PortraitParamsDto): Promise<void> {
    return this.photos.removePortrait(member);
  }
}
