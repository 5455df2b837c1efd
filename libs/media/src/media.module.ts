import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AdminPhotosController } from './admin-photos.controller';
import { PhotoEntity } from './photo.entity';
import { openPhotoStorage } from './open-photo-storage';
import { PhotoStorage } from './photo-storage';
import { PhotosController } from './photos.controller';
import { PhotosService } from './photos.service';

/** Photos: uploads, their WebP variants in the media storage, and the public list. */
@Module({
  imports: [TypeOrmModule.forFeature([PhotoEntity])],
  controllers: [PhotosController, AdminPhotosController],
  providers: [
    PhotosService,
    {
      provide: PhotoStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openPhotoStorage(config.media),
    },
  ],
})
export class MediaModule {}
