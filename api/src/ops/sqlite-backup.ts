import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensurePrivateDir, ensurePrivateFile } from '../lib/private-files';

export const BACKUP_PREFIX = 'shop-';
export const BACKUP_SUFFIX = '.sqlite';
const BACKUP_NAME = /^shop-\d{8}T\d{6}\d{3}Z\.sqlite$/;

/** `shop-20261121T093015123Z.sqlite`: UTC, sortable by name, unique to the millisecond. */
export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${BACKUP_PREFIX}${stamp}${BACKUP_SUFFIX}`;
}

export interface BackupOptions {
  /** The live database (`DATA_DIR/shop.sqlite`). */
  databasePath: string;
  backupsDir: string;
  /** How many backups to keep, this one included; older ones are deleted. */
  keep: number;
  now?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** Older backups deleted to keep `keep`. */
  removed: string[];
}

/**
 * Copies the database while the shop keeps running. The copy is taken in a single step of
 * SQLite's online backup, i.e. inside one read transaction: in WAL mode writers carry on, and
 * the copy holds exactly the transactions committed before it began, never half of one.
 * It is written under a temporary name and renamed, so a backup file is always whole.
 */
export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  if (!fs.existsSync(options.databasePath)) {
    throw new Error(`No database at ${options.databasePath}: nothing to back up`);
  }
  ensurePrivateDir(options.backupsDir);
  const file = path.join(options.backupsDir, backupFileName(options.now ?? new Date()));
  if (fs.existsSync(file)) throw new Error(`${file} already exists`);
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  // Made empty first, so the copy is never readable by others, not even half written.
  ensurePrivateFile(partial);

  const source = new Database(options.databasePath, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 10000');
    await source.backup(partial, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  try {
    finishCopy(partial);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return {
    file,
    bytes: fs.statSync(file).size,
    removed: pruneBackups(options.backupsDir, options.keep),
  };
}

/** A backup is one self-contained file (no -wal beside it) and must read back cleanly. */
function finishCopy(file: string): void {
  const copy = new Database(file, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
    const result = copy.pragma('integrity_check', { simple: true });
    if (result !== 'ok')
      throw new Error(`The backup copy failed its integrity check: ${String(result)}`);
  } finally {
    copy.close();
  }
  const fd = fs.openSync(file, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Backups in the folder, oldest first. */
export function listBackups(backupsDir: string): string[] {
  if (!fs.existsSync(backupsDir)) return [];
  return fs
    .readdirSync(backupsDir)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .map((name) => path.join(backupsDir, name));
}

/** Deletes all but the newest `keep` backups; answers the files deleted. */
export function pruneBackups(backupsDir: string, keep: number): string[] {
  if (!Number.isInteger(keep) || keep < 1)
    throw new Error('keep must be a whole number of at least 1');
  const all = listBackups(backupsDir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const file of old) fs.rmSync(file, { force: true });
  return old;
}
