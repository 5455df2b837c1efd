import { AlbumPhotoEntity } from './album-photo.entity';
import { AlbumEntity } from './album.entity';

export { AlbumEntity, AlbumPhotoEntity };
export const ALBUMS_ENTITIES = [AlbumEntity, AlbumPhotoEntity];
