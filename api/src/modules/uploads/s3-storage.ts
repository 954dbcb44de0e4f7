import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { conflict } from '../../lib/app-error';
import { UPLOAD_CACHE_CONTROL, type ImageStorage, type S3StorageSettings } from './storage';

/** The one method of the S3 client the driver uses, so tests can hand in a fake. */
export interface S3Sender {
  send(command: PutObjectCommand | HeadObjectCommand): Promise<unknown>;
}

interface S3ErrorLike {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3ErrorLike | null)?.$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as S3ErrorLike | null)?.name;

export function s3PublicBase(settings: S3StorageSettings): string {
  if (settings.publicUrl) return settings.publicUrl.replace(/\/+$/, '');
  if (settings.endpoint) return `${settings.endpoint.replace(/\/+$/, '')}/${settings.bucket}`;
  return `https://${settings.bucket}.s3.${settings.region}.amazonaws.com`;
}

export function createS3Client(settings: S3StorageSettings): S3Client {
  const credentials =
    settings.accessKeyId && settings.secretAccessKey
      ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
      : undefined;
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(credentials && { credentials }),
    forcePathStyle: settings.forcePathStyle ?? false,
  });
}

/** S3-compatible object storage; conditional writes (If-None-Match: *) forbid overwriting. */
export function createS3Storage(
  settings: S3StorageSettings,
  client: S3Sender = createS3Client(settings),
): ImageStorage {
  const base = s3PublicBase(settings);
  return {
    async put(name, bytes, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: settings.bucket,
            Key: name,
            Body: bytes,
            ContentType: contentType,
            CacheControl: UPLOAD_CACHE_CONTROL,
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        // 412: the object exists; 409: another write to the same name is in flight.
        const status = statusOf(error);
        if (status === 412 || status === 409 || nameOf(error) === 'PreconditionFailed') {
          throw conflict(`A file named ${name} already exists`);
        }
        throw error;
      }
    },
    async exists(name) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: settings.bucket, Key: name }));
        return true;
      } catch (error) {
        if (statusOf(error) === 404 || nameOf(error) === 'NotFound') return false;
        throw error;
      }
    },
    publicUrl: (name) => `${base}/${encodeURIComponent(name)}`,
  };
}
