import fs from 'node:fs';

/** Folders only the shop's own user may open: DATA_DIR, its backups, its outbox. */
export const PRIVATE_DIR_MODE = 0o700;
/** Files only the shop's own user may read: the database, backups, mails, the session secret. */
export const PRIVATE_FILE_MODE = 0o600;

/** Makes `dir` (and any missing parents) readable by the shop's user only. */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  tighten(dir, PRIVATE_DIR_MODE);
}

/**
 * Creates `file` empty when it is missing, readable by the shop's user only, or takes an
 * existing one to that mode. SQLite gives a database's -wal and -shm files its mode.
 */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  tighten(file, PRIVATE_FILE_MODE);
}

/** Takes an existing file or folder to `mode`; one the shop does not own is left as it is. */
export function tighten(target: string, mode: number): void {
  try {
    if ((fs.statSync(target).mode & 0o777) !== mode) fs.chmodSync(target, mode);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EPERM' && code !== 'ENOENT') throw error;
  }
}
