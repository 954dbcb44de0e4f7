import fs from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '../../lib/app-error';

export const isFileError = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/**
 * Files in one folder under names that never leave it, each written once: what the images'
 * and the private files' stores on disk share.
 */
export function folderFiles(dir: string) {
  const fileOf = (name: string) => {
    const file = path.resolve(dir, name);
    if (path.dirname(file) !== path.resolve(dir)) throw new Error(`Unsafe file name: ${name}`);
    return file;
  };
  return {
    fileOf,
    async putOnce(name: string, bytes: Buffer) {
      await fs.mkdir(dir, { recursive: true });
      try {
        // 'wx': create only, so an existing file is never replaced, even by a racing write.
        await fs.writeFile(fileOf(name), bytes, { flag: 'wx' });
      } catch (error) {
        if (isFileError(error, 'EEXIST')) throw conflict(`A file named ${name} already exists`);
        throw error;
      }
    },
  };
}
