import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { openPhotoStorage } from './open-photo-storage';
import { PhotoStorage } from './photo-storage';

/** The configured photo storage alone (no routes): for the site's photos and for other domains' pictures, api and worker alike. */
@Module({
  providers: [
    {
      provide: PhotoStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => openPhotoStorage(config.media),
    },
  ],
  exports: [PhotoStorage],
})
export class MediaStorageModule {}
