export * from './albums.module';
export * from './entities';
export { AlbumRetention } from './album-retention';
export { AlbumPhotoRemoval } from './album-photo-removal';
