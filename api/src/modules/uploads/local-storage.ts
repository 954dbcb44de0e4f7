import fs from 'node:fs/promises';
import path from 'node:path';
import { conflict } from '../../lib/app-error';
import type { ImageStorage } from './storage';

const isCode = (error: unknown, code: string) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** Files in one folder (DATA_DIR/uploads), which the app serves at /uploads. */
export function createLocalStorage(dir: string): ImageStorage {
  const fileOf = (name: string) => {
    const file = path.resolve(dir, name);
    if (path.dirname(file) !== path.resolve(dir)) throw new Error(`Unsafe upload name: ${name}`);
    return file;
  };
  return {
    async put(name, bytes) {
      await fs.mkdir(dir, { recursive: true });
      try {
        // 'wx': create only, so an existing file is never replaced, even by a racing upload.
        await fs.writeFile(fileOf(name), bytes, { flag: 'wx' });
      } catch (error) {
        if (isCode(error, 'EEXIST')) throw conflict(`A file named ${name} already exists`);
        throw error;
      }
    },
    async exists(name) {
      try {
        await fs.access(fileOf(name));
        return true;
      } catch {
        return false;
      }
    },
    publicUrl: (name) => `/uploads/${encodeURIComponent(name)}`,
  };
}
