import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPrivateFiles } from './private-files';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'private-files-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('local private files', () => {
  it('reads back the whole file, or exactly the range asked for', async () => {
    const files = createLocalPrivateFiles(dir);
    const bytes = crypto.randomBytes(10_000);
    await files.put('art.png', bytes);
    expect(await files.size('art.png')).toBe(10_000);
    expect((await buffer(await files.read('art.png'))).equals(bytes)).toBe(true);
    const part = await buffer(await files.read('art.png', { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('never replaces a file and knows when one is missing', async () => {
    const files = createLocalPrivateFiles(dir);
    await files.put('art.png', Buffer.from('one'));
    await expect(files.put('art.png', Buffer.from('two'))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await files.size('other.png')).toBeNull();
  });

  it('refuses a name that leaves its folder', async () => {
    const files = createLocalPrivateFiles(dir);
    await expect(files.read('../secret.png')).rejects.toThrow(/Unsafe file name/);
  });
});
