import fs from 'node:fs/promises';
import { folderFiles } from './folder-files';
import type { ImageStorage } from './storage';

/** Files in one folder (DATA_DIR/uploads), which the app serves at /uploads. */
export function createLocalStorage(dir: string): ImageStorage {
  const { fileOf, putOnce } = folderFiles(dir);
  return {
    put: (name, bytes) => putOnce(name, bytes),
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
