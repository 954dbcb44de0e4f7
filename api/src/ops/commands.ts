import path from 'node:path';
import { resolveDataDir, type Env } from '../config/env';
import { MIGRATIONS } from '../db/migrate';
import { backupDatabase, type BackupResult } from './sqlite-backup';
import { DatabaseInUseError, restoreDatabase, type RestoreResult } from './sqlite-restore';

/** A refusal or failure the command line prints as is, without a stack trace. */
export class OpsError extends Error {}

type OpsEnv = Pick<Env, 'DATA_DIR' | 'DATABASE_URL' | 'BACKUP_KEEP'>;

const POSTGRES_HINT =
  'DATABASE_URL is set: this shop keeps its data in PostgreSQL, which `npm run backup` does not copy. ' +
  'Use pg_dump / pg_restore instead (see docs/backups.md).';

export const databasePathOf = (env: Pick<Env, 'DATA_DIR'>) =>
  path.join(resolveDataDir(env), 'shop.sqlite');
export const backupsDirOf = (env: Pick<Env, 'DATA_DIR'>) =>
  path.join(resolveDataDir(env), 'backups');

/** `npm run backup`: an online copy of the SQLite database into DATA_DIR/backups. */
export async function runBackup(env: OpsEnv, now?: Date): Promise<BackupResult> {
  if (env.DATABASE_URL) throw new OpsError(POSTGRES_HINT);
  try {
    return await backupDatabase({
      databasePath: databasePathOf(env),
      backupsDir: backupsDirOf(env),
      keep: env.BACKUP_KEEP,
      ...(now && { now }),
    });
  } catch (error) {
    throw new OpsError(`Backup failed: ${(error as Error).message}`);
  }
}

/**
 * `npm run restore -- <file>`: refuses while anything (a shop server on any port, a backup)
 * has the database open, because a running server would go on writing into the old one.
 */
export async function runRestore(
  env: OpsEnv,
  backupFile: string | undefined,
  now?: Date,
): Promise<RestoreResult> {
  if (env.DATABASE_URL) throw new OpsError(POSTGRES_HINT);
  if (!backupFile) throw new OpsError('Name the backup to restore: npm run restore -- <file>');
  try {
    return await restoreDatabase({
      backupFile,
      databasePath: databasePathOf(env),
      knownMigrations: MIGRATIONS.map((m) => m.name),
      ...(now && { now }),
    });
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      throw new OpsError(
        `The database is in use: a shop server (or a backup) has it open. Stop every server using ${resolveDataDir(env)}, then restore.`,
      );
    }
    throw new OpsError(`Restore refused: ${(error as Error).message}`);
  }
}
