import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createS3Storage, s3PublicBase, type S3Sender } from './s3-storage';
import type { S3StorageSettings } from './storage';

const settings: S3StorageSettings = {
  driver: 's3',
  bucket: 'shop-images',
  region: 'eu-west-1',
  publicUrl: 'https://cdn.wallart.test/',
};

function fakeClient(answer: (command: PutObjectCommand | HeadObjectCommand) => unknown) {
  const send = vi.fn(async (command: PutObjectCommand | HeadObjectCommand) => answer(command));
  return { client: { send } satisfies S3Sender, send };
}

const s3Error = (name: string, status: number) =>
  Object.assign(new Error(name), { name, $metadata: { httpStatusCode: status } });

describe('S3 storage driver', () => {
  it('puts the object with its type, the hour-long cache and If-None-Match: * (no overwrite)', async () => {
    const { client, send } = fakeClient(() => ({}));
    const bytes = Buffer.from('image-bytes');
    await createS3Storage(settings, client).put('1-poster.png', bytes, 'image/png');
    const command = send.mock.calls[0]?.[0];
    expect(command).toBeInstanceOf(PutObjectCommand);
    expect(command?.input).toEqual({
      Bucket: 'shop-images',
      Key: '1-poster.png',
      Body: bytes,
      ContentType: 'image/png',
      CacheControl: 'public, max-age=3600',
      IfNoneMatch: '*',
    });
  });

  it('turns a failed precondition (the name exists) into a 409 conflict', async () => {
    for (const error of [
      s3Error('PreconditionFailed', 412),
      s3Error('ConditionalRequestConflict', 409),
    ]) {
      const { client } = fakeClient(() => {
        throw error;
      });
      const put = createS3Storage(settings, client).put('1-a.png', Buffer.from('x'), 'image/png');
      await expect(put).rejects.toBeInstanceOf(AppError);
      await expect(put).rejects.toMatchObject({ code: 'conflict' });
    }
  });

  it('passes other failures on unchanged', async () => {
    const { client } = fakeClient(() => {
      throw s3Error('AccessDenied', 403);
    });
    await expect(
      createS3Storage(settings, client).put('1-a.png', Buffer.from('x'), 'image/png'),
    ).rejects.toMatchObject({
      name: 'AccessDenied',
    });
  });

  it('asks HeadObject whether a name exists', async () => {
    const { client, send } = fakeClient((command) => {
      if (command.input.Key === 'missing.png') throw s3Error('NotFound', 404);
      return {};
    });
    const storage = createS3Storage(settings, client);
    expect(await storage.exists('there.png')).toBe(true);
    expect(await storage.exists('missing.png')).toBe(false);
    expect(send.mock.calls[0]?.[0]).toBeInstanceOf(HeadObjectCommand);
    expect(send.mock.calls[0]?.[0].input).toEqual({ Bucket: 'shop-images', Key: 'there.png' });
  });

  it('builds public URLs from S3_PUBLIC_URL, the endpoint or the AWS bucket address', () => {
    const { client } = fakeClient(() => ({}));
    expect(createS3Storage(settings, client).publicUrl('1-a.png')).toBe(
      'https://cdn.wallart.test/1-a.png',
    );
    expect(
      s3PublicBase({ ...settings, publicUrl: undefined, endpoint: 'http://minio:9000/' }),
    ).toBe('http://minio:9000/shop-images');
    expect(s3PublicBase({ ...settings, publicUrl: undefined })).toBe(
      'https://shop-images.s3.eu-west-1.amazonaws.com',
    );
  });
});
