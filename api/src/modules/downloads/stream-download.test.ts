import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalPrivateFiles } from './private-files';
import { streamDownload } from './stream-download';

const bytes = crypto.randomBytes(100_000);
const completed: Promise<boolean>[] = [];
/** Downloads counted; the count takes a while, as a database write does. */
let counts = 0;
const slowCount = () =>
  new Promise<void>((resolve) =>
    setTimeout(() => {
      counts += 1;
      resolve();
    }, 50),
  );
let dir: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'stream-download-'));
  const files = createLocalPrivateFiles(dir);
  const received = path.join(dir, 'received');
  await fs.writeFile(received, bytes);
  await files.put('stored.png', { path: received, size: bytes.length });
  const app = express();
  app.get('/file/:name', (req, res) => {
    const file = {
      storedName: req.params.name,
      fileName: 'Sunset 4000x6000.png',
      contentType: 'image/png',
    };
    completed.push(streamDownload(req, res, files, file, slowCount));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(async () => {
  close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('streaming a download', () => {
  it('sends the whole file with its name, counted before the response ends', async () => {
    completed.length = 0;
    counts = 0;
    const res = await fetch(`${base}/file/stored.png`);
    expect(res.status).toBe(200);
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(res.headers.get('content-disposition')).toContain('Sunset 4000x6000.png');
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(counts).toBe(1);
    expect(await Promise.all(completed)).toEqual([true]);
  });

  it('answers a range with 206 and exactly those bytes; only the range to the end completes', async () => {
    completed.length = 0;
    counts = 0;
    const head = await fetch(`${base}/file/stored.png`, { headers: { Range: 'bytes=0-49999' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe('bytes 0-49999/100000');
    expect(Buffer.from(await head.arrayBuffer()).equals(bytes.subarray(0, 50_000))).toBe(true);
    const tail = await fetch(`${base}/file/stored.png`, { headers: { Range: 'bytes=50000-' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(bytes.subarray(50_000))).toBe(true);
    expect(await Promise.all(completed)).toEqual([false, true]);
    expect(counts).toBe(1);
  });

  it('refuses a range past the end with 416, and a missing file with 404', async () => {
    const late = await fetch(`${base}/file/stored.png`, { headers: { Range: 'bytes=200000-' } });
    expect(late.status).toBe(416);
    expect(late.headers.get('content-range')).toBe('bytes */100000');
    expect((await fetch(`${base}/file/missing.png`)).status).toBe(404);
  });
});
