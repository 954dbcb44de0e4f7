import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import {
  ensurePrivateDir,
  ensurePrivateFile,
  PRIVATE_FILE_MODE,
  tighten,
} from '../lib/private-files';

const SQLITE_HEADER = 'SQLite format 3\0';
/** Tables a database must hold to be the shop's (schema_migrations is umzug's ledger). */
const REQUIRED_TABLES = ['schema_migrations', 'users', 'products', 'orders', 'order_items'];

export interface BackupCheck {
  /** Migrations already applied in the backup, oldest first. */
  migrations: string[];
}

/** Throws an Error that says what is wrong unless `file` is an intact shop database. */
export function checkBackupFile(file: string, knownMigrations: readonly string[]): BackupCheck {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  if (!fs.statSync(file).isFile()) throw new Error(`${file} is not a file`);
  const header = Buffer.alloc(SQLITE_HEADER.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, header, 0, header.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (header.toString('latin1') !== SQLITE_HEADER)
    throw new Error(`${file} is not a SQLite database`);

  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
  } catch (error) {
    throw new Error(`${file} cannot be opened: ${(error as Error).message}`);
  }
  try {
    let integrity: unknown;
    try {
      integrity = db.pragma('integrity_check', { simple: true });
    } catch (error) {
      throw new Error(`${file} is damaged: ${(error as Error).message}`);
    }
    if (integrity !== 'ok') throw new Error(`${file} is damaged: ${String(integrity)}`);

    const tables = new Set(
      (
        db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
          name: string;
        }[]
      ).map((row) => row.name),
    );
    const missing = REQUIRED_TABLES.filter((table) => !tables.has(table));
    if (missing.length) {
      throw new Error(`${file} is not a shop database (missing tables: ${missing.join(', ')})`);
    }
    const migrations = (
      db.prepare('SELECT name FROM schema_migrations ORDER BY name').all() as { name: string }[]
    ).map((row) => row.name);
    const unknown = migrations.filter((name) => !knownMigrations.includes(name));
    if (unknown.length) {
      throw new Error(
        `${file} was made by a newer version of the shop (unknown migrations: ${unknown.join(', ')}); ` +
          'upgrade the shop before restoring it',
      );
    }
    return { migrations };
  } finally {
    db.close();
  }
}

/** Thrown when another connection (a running server, a backup) has the database open. */
export class DatabaseInUseError extends Error {}

/**
 * Takes SQLite's exclusive lock on the live database, which no other connection may then
 * read or write. A running server keeps its connection open (in WAL mode every open
 * connection holds a shared lock), so this fails at once while any server, backup or shell
 * has the file open, whatever port or host it listens on. Null when there is no database yet.
 */
export function lockExclusively(file: string): Database.Database | null {
  if (!fs.existsSync(file)) return null;
  const db = new Database(file, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.exec('BEGIN EXCLUSIVE');
    return db;
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) {
      throw new DatabaseInUseError(`${file} is in use`);
    }
    throw error;
  }
}

export interface RestoreOptions {
  backupFile: string;
  /** The live database to replace (`DATA_DIR/shop.sqlite`). */
  databasePath: string;
  knownMigrations: readonly string[];
  now?: Date;
}

export interface RestoreResult {
  /** Where the database that was replaced now lies, if there was one. */
  previous: string | null;
  migrations: string[];
}

const SIDE_FILES = ['-wal', '-shm', '-journal'];

/**
 * Replaces the database with a checked backup. The current database (with its WAL, which may
 * hold committed transactions) is first copied aside as `shop.sqlite.before-restore-<ts>`.
 * The backup is copied in under a temporary name, the old -wal/-shm are removed (a stale WAL
 * replayed onto another database would corrupt it), then the copy is renamed into place.
 * All of it under SQLite's exclusive lock on the live database: while any server has it
 * open, the restore is refused (`DatabaseInUseError`) before anything is touched.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const backupFile = path.resolve(options.backupFile);
  const target = path.resolve(options.databasePath);
  if (backupFile === target) throw new Error('The backup file is the live database itself');
  const { migrations } = checkBackupFile(backupFile, options.knownMigrations);
  ensurePrivateDir(path.dirname(target));

  const lock = lockExclusively(target);
  const incoming = `${target}.restoring`;
  let previous: string | null = null;
  try {
    const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, '');
    if (lock) {
      previous = `${target}.before-restore-${stamp}`;
      fs.copyFileSync(target, previous, fs.constants.COPYFILE_EXCL);
      if (fs.existsSync(`${target}-wal`)) fs.copyFileSync(`${target}-wal`, `${previous}-wal`);
      for (const kept of [previous, `${previous}-wal`]) tighten(kept, PRIVATE_FILE_MODE);
    }
    fs.rmSync(incoming, { force: true });
    ensurePrivateFile(incoming);
    const source = new Database(backupFile, { readonly: true, fileMustExist: true });
    try {
      await source.backup(incoming, { progress: () => 0x7fffffff });
    } finally {
      source.close();
    }
  } catch (error) {
    lock?.close();
    fs.rmSync(incoming, { force: true });
    throw error;
  }
  // From here to the rename, nothing waits: no other process can open the old file between.
  lock?.close();
  for (const suffix of SIDE_FILES) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);
  return { previous, migrations };
}
