import type { MediaStorageConfig } from '@app/config';
import { FolderPhotoStorage } from './folder-photo-storage';
import type { PhotoStorage } from './photo-storage';

/**
 * The storage the configuration names (libs/base/config readMediaStorage). The S3 client is loaded only when a bucket is
 * configured: requiring the SDK costs a process about 140 ms of start-up that the folder never needs.
 */
export async function openPhotoStorage(config: MediaStorageConfig): Promise<PhotoStorage> {
  if (config.kind === 'folder') return new FolderPhotoStorage(config.dir);
  const { S3PhotoStorage } = await import('./s3-photo-storage');
  return new S3PhotoStorage(config);
}
