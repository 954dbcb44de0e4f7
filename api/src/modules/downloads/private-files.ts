import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { folderFiles, isFileError } from '../uploads/folder-files';

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

/** Files in one folder (DATA_DIR/private-files), which no static route serves. */
export function createLocalPrivateFiles(dir: string): PrivateFiles {
  const { fileOf, putOnce } = folderFiles(dir);
  return {
    put: (name, bytes) => putOnce(name, bytes),
    async size(name) {
      try {
        return (await fs.stat(fileOf(name))).size;
      } catch (error) {
        if (isFileError(error, 'ENOENT')) return null;
        throw error;
      }
    },
    read: async (name, range) => createReadStream(fileOf(name), range),
  };
}
