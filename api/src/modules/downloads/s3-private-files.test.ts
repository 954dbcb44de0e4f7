import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it, vi } from 'vitest';
import type { S3StorageSettings } from '../uploads/storage';
import { createS3PrivateFiles, type S3FileSender } from './s3-private-files';

const settings: S3StorageSettings = { driver: 's3', bucket: 'shop-images', region: 'eu-west-1' };
type Command = PutObjectCommand | HeadObjectCommand | GetObjectCommand;

function fakeClient(answer: (command: Command) => unknown) {
  const send = vi.fn(async (command: Command) => answer(command));
  return { client: { send } satisfies S3FileSender, send };
}

describe('S3 private files', () => {
  it('puts under private/ without a public cache header and never overwrites', async () => {
    const { client, send } = fakeClient(() => ({}));
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 's3-put-')), 'upload');
    await fs.writeFile(file, 'the artwork');
    await createS3PrivateFiles(settings, client).put('art.png', { path: file, size: 11 });
    const command = send.mock.calls[0]?.[0];
    expect(command).toBeInstanceOf(PutObjectCommand);
    const { Body: body, ...input } = (command as PutObjectCommand).input;
    expect(input).toEqual({
      Bucket: 'shop-images',
      Key: 'private/art.png',
      ContentLength: 11,
      IfNoneMatch: '*',
    });
    // Streamed from the received file, never read whole.
    expect(body).toBeInstanceOf(Readable);
    expect((await buffer(body as Readable)).toString()).toBe('the artwork');
    await fs.rm(path.dirname(file), { recursive: true, force: true });
  });

  it('asks for the byte range and streams its body', async () => {
    const { client, send } = fakeClient(() => ({ Body: Readable.from([Buffer.from('bytes')]) }));
    const stream = await createS3PrivateFiles(settings, client).read('art.png', {
      start: 10,
      end: 14,
    });
    expect((await buffer(stream)).toString()).toBe('bytes');
    expect(send.mock.calls[0]?.[0]?.input).toMatchObject({
      Key: 'private/art.png',
      Range: 'bytes=10-14',
    });
  });

  it('answers the size from the head, and null for a missing object', async () => {
    const files = createS3PrivateFiles(
      settings,
      fakeClient(() => ({ ContentLength: 1234 })).client,
    );
    expect(await files.size('art.png')).toBe(1234);
    const missing = fakeClient(() => {
      throw Object.assign(new Error('NotFound'), { $metadata: { httpStatusCode: 404 } });
    });
    expect(await createS3PrivateFiles(settings, missing.client).size('art.png')).toBeNull();
  });
});
