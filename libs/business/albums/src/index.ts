export * from './albums.module';
export * from './entities';
export { AlbumRetention } from './album-retention';
export { AlbumPersonalData } from './album-personal-data';
export { AlbumPhotoRemoval } from './album-photo-removal';
export { albumPhotoFiles } from './album-photo-files';
