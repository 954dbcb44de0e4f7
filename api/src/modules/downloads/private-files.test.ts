import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalPrivateFiles } from './private-files';

let dir: string;
let received: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'private-files-'));
  received = await fs.mkdtemp(path.join(os.tmpdir(), 'received-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
  await fs.rm(received, { recursive: true, force: true });
});

/** The bytes as an upload arrives: a file in the temporary folder. */
async function onDisk(bytes: Buffer) {
  const file = path.join(received, crypto.randomUUID());
  await fs.writeFile(file, bytes);
  return { path: file, size: bytes.length };
}

describe('local private files', () => {
  it('reads back the whole file, or exactly the range asked for', async () => {
    const files = createLocalPrivateFiles(dir);
    const bytes = crypto.randomBytes(10_000);
    await files.put('art.png', await onDisk(bytes));
    expect(await files.size('art.png')).toBe(10_000);
    expect((await buffer(await files.read('art.png'))).equals(bytes)).toBe(true);
    const part = await buffer(await files.read('art.png', { start: 1000, end: 1999 }));
    expect(part.equals(bytes.subarray(1000, 2000))).toBe(true);
  });

  it('never replaces a file and knows when one is missing', async () => {
    const files = createLocalPrivateFiles(dir);
    await files.put('art.png', await onDisk(Buffer.from('one')));
    await expect(files.put('art.png', await onDisk(Buffer.from('two')))).rejects.toMatchObject({
      code: 'conflict',
    });
    expect((await buffer(await files.read('art.png'))).toString()).toBe('one');
    expect(await files.size('other.png')).toBeNull();
  });

  it('refuses a name that leaves its folder', async () => {
    const files = createLocalPrivateFiles(dir);
    await expect(files.read('../secret.png')).rejects.toThrow(/Unsafe file name/);
  });
});
