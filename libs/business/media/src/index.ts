export * from './media-http';
export * from './media.module';
export * from './media-storage.module';
export * from './photo-storage';
export { processPhoto } from './photo-processing';
export { readPhotoFiles } from './photo-upload';
export { PhotosService } from './photos.service';
export { sitePhotoFiles } from './site-photo-files';
