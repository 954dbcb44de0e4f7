import { constants, createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { conflict } from '../../lib/app-error';
import { folderFiles, isFileError } from '../uploads/folder-files';

/** Inclusive byte offsets, as HTTP ranges give them. */
export interface ByteRange {
  start: number;
  end: number;
}

/** A file on this machine's disk (an upload as received), and its length in bytes. */
export interface FileOnDisk {
  path: string;
  size: number;
}

/** Where staff's digital artwork lives: outside `/uploads`, read only through a download. */
export interface PrivateFiles {
  /**
   * Stores a copy of the file under a new name, streamed rather than read into memory (a file
   * may be 200 MB); throws a CONFLICT AppError if the name is taken.
   */
  put(name: string, file: FileOnDisk): Promise<void>;
  /** The file's length in bytes, or null when there is no such file. */
  size(name: string): Promise<number | null>;
  /** Streams the file, or only the given range of it, without holding it in memory. */
  read(name: string, range?: ByteRange): Promise<Readable>;
}

/** Files in one folder (DATA_DIR/private-files), which no static route serves. */
export function createLocalPrivateFiles(dir: string): PrivateFiles {
  const { fileOf } = folderFiles(dir);
  return {
    async put(name, file) {
      await fs.mkdir(dir, { recursive: true });
      try {
        // COPYFILE_EXCL: an existing file is never replaced, even by a racing copy.
        await fs.copyFile(file.path, fileOf(name), constants.COPYFILE_EXCL);
      } catch (error) {
        if (isFileError(error, 'EEXIST')) throw conflict(`A file named ${name} already exists`);
        throw error;
      }
    },
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
