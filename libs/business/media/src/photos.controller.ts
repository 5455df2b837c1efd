import { Controller, Get, Header } from '@nestjs/common';
import type { PublicPhotos } from '@app/contracts';
import { PhotosService } from './photos.service';

/** GET /api/photos: what the gallery, the home page and the about page show in place of their artwork. */
@Controller('photos')
export class PhotosController {
  constructor(private readonly photos: PhotosService) {}

  /** Asked again on each visit (an ETag makes that a 304): an upload shows on the next page view. */
  @Get()
  @Header('Cache-Control', 'public, max-age=0, must-revalidate')
  list(): Promise<PublicPhotos> {
    return this.photos.list();
  }
}
