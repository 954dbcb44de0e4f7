import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { conflict } from '../../lib/app-error';
import { createS3Client } from '../uploads/s3-storage';
import type { S3StorageSettings } from '../uploads/storage';
import type { PrivateFiles } from './private-files';

type Command = PutObjectCommand | HeadObjectCommand | GetObjectCommand;

/** The one method of the S3 client the store uses, so tests can hand in a fake. */
export interface S3FileSender {
  send(command: Command): Promise<unknown>;
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/** Private objects under `private/` in the images' bucket: no public URL, ranged reads. */
export function createS3PrivateFiles(
  settings: S3StorageSettings,
  client: S3FileSender = createS3Client(settings),
): PrivateFiles {
  const key = (name: string) => `private/${name}`;
  return {
    async put(name, file) {
      try {
        const input = {
          Bucket: settings.bucket,
          Key: key(name),
          Body: createReadStream(file.path),
          ContentLength: file.size,
          IfNoneMatch: '*',
        };
        await client.send(new PutObjectCommand(input));
      } catch (error) {
        if (statusOf(error) === 412 || statusOf(error) === 409) {
          throw conflict(`A file named ${name} already exists`);
        }
        throw error;
      }
    },
    async size(name) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: settings.bucket, Key: key(name) }),
        );
        return (head as { ContentLength?: number }).ContentLength ?? 0;
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw error;
      }
    },
    async read(name, range) {
      const input = {
        Bucket: settings.bucket,
        Key: key(name),
        ...(range && { Range: `bytes=${range.start}-${range.end}` }),
      };
      const answer = (await client.send(new GetObjectCommand(input))) as { Body?: unknown };
      if (answer.Body instanceof Readable) return answer.Body;
      throw new Error(`No body for ${name}`);
    },
  };
}
