import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gridImageUrl } from '@wallart/domain';
import { createUser } from '../../test/factories';
import { apiError, clientFor, startTestApp, type TestApp } from '../../test/test-app';

const FIXED_NOW = 1_763_700_000_000;
let app: TestApp;
let adminToken: string;
let shopperToken: string;

beforeAll(async () => {
  // A fixed clock makes two uploads of one name collide on purpose.
  app = await startTestApp({ integrations: { now: () => FIXED_NOW } });
  adminToken = (await createUser(app, { role: 'admin' })).token;
  shopperToken = (await createUser(app)).token;
});
afterAll(async () => app.close());

const picture = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .toFormat(format)
    .toBuffer();

async function upload(
  bytes: Buffer | Uint8Array,
  fileName: string,
  token: string | null = adminToken,
  field = 'file',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), fileName);
  const res = await fetch(`${app.baseUrl}/api/upload`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await res.text();
  return {
    status: res.status,
    body: JSON.parse(text) as { url?: string; message?: string },
    headers: res.headers,
  };
}

/** An upload through the shared client, as the admin apps send one (admin token by default). */
const uploadImage = (bytes: Buffer, fileName: string, token: string | null = adminToken) =>
  clientFor(app, token ?? undefined).upload.image(new Blob([new Uint8Array(bytes)]), fileName);

const uploadsDir = () => path.join(app.dataDir, 'uploads');

describe('POST /api/upload', () => {
  it.each([
    ['png', 'Poster.png', 'png', 'image/png'],
    ['jpeg', 'holiday photo.jpeg', 'jpg', 'image/jpeg'],
    ['webp', 'art.webp', 'webp', 'image/webp'],
  ] as const)(
    'stores a real %s image with a 480 px WebP grid copy',
    async (format, name, ext, mime) => {
      const bytes = await picture(format);
      const api = clientFor(app, adminToken);
      const answer = await api.upload.image(new Blob([new Uint8Array(bytes)]), name);
      expect(api.lastAnswer().status).toBe(201);
      const stem = name.slice(0, name.lastIndexOf('.')).toLowerCase().replace(/ /g, '-');
      expect(answer).toEqual({
        url: `/uploads/${FIXED_NOW}-${stem}.${ext}`,
        width: 800,
        height: 600,
      });

      const served = await fetch(app.baseUrl + answer.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe(mime);
      expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);

      const grid = await fetch(app.baseUrl + gridImageUrl(answer.url));
      expect(grid.status).toBe(200);
      expect(grid.headers.get('content-type')).toBe('image/webp');
      expect(grid.headers.get('cache-control')).toBe('public, max-age=3600');
      const meta = await sharp(Buffer.from(await grid.arrayBuffer())).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 480, height: 360 });
    },
  );

  it.each([
    ['jpeg', 'phone-jpeg.jpg'],
    ['webp', 'phone-webp.webp'],
    ['png', 'phone-png.png'],
  ] as const)(
    'drops the GPS position and camera data from a %s original, and turns it upright',
    async (format, name) => {
      // A phone picture: 600 × 400 stored sideways (orientation 6), with where it was taken.
      const bytes = await sharp({
        create: { width: 600, height: 400, channels: 3, background: { r: 20, g: 120, b: 200 } },
      })
        .withExif({
          IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '7/1 17/1 3230/100',
            GPSLongitudeRef: 'E',
            GPSLongitude: '80/1 38/1 1200/100',
          },
        })
        .withMetadata({ orientation: 6 })
        .toFormat(format)
        .toBuffer();
      const before = await sharp(bytes).metadata();
      expect(before.exif?.includes('PhoneMaker')).toBe(true);
      expect(before).toMatchObject({ orientation: 6, width: 600, height: 400 });

      const answer = await uploadImage(bytes, name);
      const served = Buffer.from(await (await fetch(app.baseUrl + answer.url)).arrayBuffer());
      const after = await sharp(served).metadata();
      // Before: the stored original was the upload, GPS and all.
      expect(after.exif).toBeUndefined();
      expect(served.includes('PhoneMaker')).toBe(false);
      expect(served.includes('Pocket 12')).toBe(false);
      expect(after).toMatchObject({ format, width: 400, height: 600 });
      expect(after.orientation).toBeUndefined();
    },
  );

  it('names the file by its real type, not by the name it came with', async () => {
    const answer = await uploadImage(await picture('jpeg'), 'looks-like.png');
    expect(answer.url).toBe(`/uploads/${FIXED_NOW}-looks-like.jpg`);
  });

  it('refuses a text file named .png with a 415', async () => {
    const error = await apiError(
      uploadImage(Buffer.from('this is not an image, just text\n'.repeat(20)), 'notes.png'),
    );
    expect(error.status).toBe(415);
    expect(error.message).toMatch(/Only JPEG, PNG, WebP, GIF or AVIF/);
    expect(fs.readdirSync(uploadsDir()).some((f) => f.includes('notes'))).toBe(false);
  });

  it('refuses a damaged image with a 415', async () => {
    const png = await picture('png');
    expect((await apiError(uploadImage(png.subarray(0, 120), 'broken.png'))).status).toBe(415);
  });

  // The oversized bodies are read whole: raw requests on purpose.
  it('refuses 12 MB with a 413 and a JSON message', async () => {
    const big = Buffer.alloc(12 * 1024 * 1024, 7);
    (await picture('png')).copy(big);
    const res = await upload(big, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: 'The image is larger than 10 MB' });
  });

  it('refuses a file just over 10 MB with a 413 once the limit is reached', async () => {
    const over = Buffer.alloc(10 * 1024 * 1024 + 1024, 7);
    (await picture('png')).copy(over);
    const res = await upload(over, 'just-over.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'too_large', message: 'The image is larger than 10 MB' });
    expect(fs.readdirSync(uploadsDir()).some((f) => f.includes('just-over'))).toBe(false);
  });

  it('neutralises ../ and odd characters in the name', async () => {
    const answer = await uploadImage(await picture('png', 500, 500), '../../etc/Évil name!!.png');
    expect(answer.url).toBe(`/uploads/${FIXED_NOW}-evil-name.png`);
    expect(fs.existsSync(path.join(uploadsDir(), `${FIXED_NOW}-evil-name.png`))).toBe(true);
    expect(fs.existsSync(path.join(app.dataDir, 'etc'))).toBe(false);
  });

  it('never overwrites: the same name again is a 409 and the first file stays', async () => {
    const first = await picture('png', 600, 400);
    const second = await picture('png', 300, 300);
    expect(await uploadImage(first, 'same.png')).toMatchObject({
      url: `/uploads/${FIXED_NOW}-same.png`,
    });
    const again = await apiError(uploadImage(second, 'same.png'));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/already exists/);
    const kept = fs.readFileSync(path.join(uploadsDir(), `${FIXED_NOW}-same.png`));
    expect(kept.equals(first)).toBe(true);
  });

  // A form without the file field, which the client never sends: raw requests on purpose.
  it('answers 400 when no file is sent in the file field', async () => {
    expect((await upload(await picture('png'), 'x.png', adminToken, 'image')).status).toBe(400);
    const empty = await fetch(`${app.baseUrl}/api/upload`, {
      method: 'POST',
      body: new FormData(),
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(empty.status).toBe(400);
  });

  it('lets only admins upload: a shopper gets 403, anonymous 401', async () => {
    const bytes = await picture('png');
    expect((await apiError(uploadImage(bytes, 'shopper.png', shopperToken))).status).toBe(403);
    expect((await apiError(uploadImage(bytes, 'anonymous.png', null))).status).toBe(401);
    expect(fs.readdirSync(uploadsDir()).some((f) => /shopper|anonymous/.test(f))).toBe(false);
  });
});
