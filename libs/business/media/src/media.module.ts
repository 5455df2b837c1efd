import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminPhotosController } from './admin-photos.controller';
import { MediaStorageModule } from './media-storage.module';
import { PhotoEntity } from './photo.entity';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';

/** Photos: uploads, their WebP variants in the media storage, and the public list. */
@Module({
  imports: [TypeOrmModule.forFeature([PhotoEntity]), MediaStorageModule],
  controllers: [PhotosController, AdminPhotosController],
  providers: [PhotosService],
  // The public pages' documents show the uploaded photos (apps/api/src/public-pages).
  exports: [PhotosService],
})
export class MediaModule {}
