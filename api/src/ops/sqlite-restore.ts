import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

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

/** `http://127.0.0.1:3000`-style base URL of a shop server as configured by PORT and HOST. */
export function localServerUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** True when a shop answers its health check at `baseUrl` (ok or database down alike). */
export async function shopIsAnswering(baseUrl: string, timeoutMs = 1500): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status === 200 || res.status === 503;
  } catch {
    return false;
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
 * The shop must be stopped: callers check that first.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreResult> {
  const backupFile = path.resolve(options.backupFile);
  const target = path.resolve(options.databasePath);
  if (backupFile === target) throw new Error('The backup file is the live database itself');
  const { migrations } = checkBackupFile(backupFile, options.knownMigrations);
  fs.mkdirSync(path.dirname(target), { recursive: true });

  const stamp = (options.now ?? new Date()).toISOString().replace(/[-:.]/g, '');
  let previous: string | null = null;
  if (fs.existsSync(target)) {
    previous = `${target}.before-restore-${stamp}`;
    fs.copyFileSync(target, previous, fs.constants.COPYFILE_EXCL);
    if (fs.existsSync(`${target}-wal`)) fs.copyFileSync(`${target}-wal`, `${previous}-wal`);
  }

  const incoming = `${target}.restoring`;
  fs.rmSync(incoming, { force: true });
  const source = new Database(backupFile, { readonly: true, fileMustExist: true });
  try {
    await source.backup(incoming, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  for (const suffix of SIDE_FILES) fs.rmSync(`${target}${suffix}`, { force: true });
  fs.renameSync(incoming, target);
  return { previous, migrations };
}
