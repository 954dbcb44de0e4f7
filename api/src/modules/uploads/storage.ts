/** Where uploaded images live. Names are final: a stored name is never written twice. */
export interface ImageStorage {
  /** Stores the bytes under a new name; throws a CONFLICT AppError if the name is taken. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  exists(name: string): Promise<boolean>;
  /** The URL shoppers load the image from. */
  publicUrl(name: string): string;
}

export interface S3StorageSettings {
  driver: 's3';
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Base URL of the bucket's public objects; defaults to the bucket's own URL. */
  publicUrl?: string | undefined;
  forcePathStyle?: boolean | undefined;
}

export type StorageSettings = { driver: 'local' } | S3StorageSettings;

export const UPLOAD_CACHE_CONTROL = 'public, max-age=3600';
