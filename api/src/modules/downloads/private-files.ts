import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { conflict } from '../../lib/app-error';

/** Inclusive byte offsets, as HTTP ranges give them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where staff's digital artwork lives: outside `/uploads`, read only through a download. */
export interface PrivateFiles {
  /** Stores the bytes under a new name; throws a CONFLICT AppError if the name is taken. */
  put(name: string, bytes: Buffer): Promise<void>;
  /** The file's length in bytes, or null when there is no such file. */
  size(name: string): Promise<number | null>;
  /** Streams the file, or only the given range of it, without holding it in memory. */
  read(name: string, range?: ByteRange): Promise<Readable>;
}

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Files in one folder (DATA_DIR/private-files), which no static route serves. */
export function createLocalPrivateFiles(dir: string): PrivateFiles {
  const fileOf = (name: string) => {
    const file = path.resolve(dir, name);
    if (path.dirname(file) !== path.resolve(dir)) throw new Error(`Unsafe file name: ${name}`);
    return file;
  };
  return {
    async put(name, bytes) {
      await fs.mkdir(dir, { recursive: true });
      try {
        await fs.writeFile(fileOf(name), bytes, { flag: 'wx' });
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw conflict(`A file named ${name} already exists`);
        throw error;
      }
    },
    async size(name) {
      try {
        return (await fs.stat(fileOf(name))).size;
      } catch (error) {
        if (isCode(error, 'ENOENT')) return null;
        throw error;
      }
    },
    read: async (name, range) => createReadStream(fileOf(name), range),
  };
}
