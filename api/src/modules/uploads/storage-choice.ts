import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { ImageStorage, StorageSettings } from './storage';

/** The images' storage the config names: S3, or the uploads folder on this machine's disk. */
export function createStorage(settings: StorageSettings, uploadsDir: string): ImageStorage {
  return settings.driver === 's3' ? createS3Storage(settings) : createLocalStorage(uploadsDir);
}
