// Online backups of the live SQLite database with SQLite's backup API (sqlite3_backup_init/step/
// finish, better-sqlite3's Database#backup), their checks, and restores. Never a file copy:
// copying ile.sqlite while the server writes (and while recent commits sit in the -wal file)
// gives a torn or stale database. better-sqlite3, like the server's connections (sqlite-driver.ts):
// one copy of SQLite per process.
import { existsSync, renameSync, rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { MIGRATIONS } from './migrations/index.ts';

/** As many pages as SQLite's backup_step takes in one call: the rest of the database at once. */
const ALL_PAGES = 0x7fffffff;

/** The migrations table's name (createDb's umzug storage). */
export const MIGRATIONS_TABLE = 'schema_migrations';

export type TableCounts = Record<string, number>;

export interface BackupResult {
  /** The finished, checked backup file. */
  file: string;
  pages: number;
  /** Rows per table in the source, read in the same snapshot the backup copied. */
  counts: TableCounts;
}

export interface BackupCheck {
  integrity: string;
  counts: TableCounts;
  migrations: string[];
  /** Every problem found; empty means the backup is good. */
  problems: string[];
}

function field(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null && key in row ? Object.entries(row).find(([name]) => name === key)?.[1] : undefined;
}

function tableNames(connection: BetterSqlite3.Database): string[] {
  const rows = connection.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all();
  return rows.map((row) => String(field(row, 'name')));
}

/** Rows in every table (the app's tables and the migrations record). */
function countRows(connection: BetterSqlite3.Database): TableCounts {
  const counts: TableCounts = {};
  for (const table of tableNames(connection)) {
    const row = connection.prepare(`SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`).get();
    counts[table] = Number(field(row, 'n'));
  }
  return counts;
}

/**
 * Copies the database in `source` to `target` with the backup API, all pages at once inside a
 * read transaction: in WAL mode the writers go on meanwhile, and the copy is exactly the snapshot the
 * row counts were read in (a committed transaction is in it or not, never half).
 */
async function copyWithBackupApi(source: BetterSqlite3.Database, target: string): Promise<{ pages: number; counts: TableCounts }> {
  source.exec('BEGIN');
  try {
    // The first read starts the snapshot; backup_step reuses the connection's open read transaction.
    const counts = countRows(source);
    // better-sqlite3's first step only opens the backup; the progress answer sizes the next one.
    const done = await source.backup(target, { progress: () => ALL_PAGES });
    if (done.remainingPages !== 0) throw new Error(`the backup stopped with ${done.remainingPages} of ${done.totalPages} pages left`);
    return { pages: done.totalPages, counts };
  } finally {
    source.exec('COMMIT');
  }
}

/** integrity_check, rows per table, and the migrations record of a database file, opened read-only. */
export async function checkBackup(file: string, expected?: TableCounts): Promise<BackupCheck> {
  const connection = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  try {
    const integrityRows = connection.prepare('PRAGMA integrity_check').all();
    const integrity = integrityRows.map((row) => String(field(row, 'integrity_check'))).join('; ');
    const counts = countRows(connection);
    const migrations = MIGRATIONS_TABLE in counts ? connection.prepare(`SELECT name FROM ${MIGRATIONS_TABLE}`).all().map((row) => String(field(row, 'name'))) : [];

    const problems: string[] = [];
    if (integrity !== 'ok') problems.push(`PRAGMA integrity_check answered: ${integrity}`);
    const missing = MIGRATIONS.map((migration) => migration.name).filter((name) => !migrations.includes(name));
    if (missing.length) problems.push(`migrations missing from ${MIGRATIONS_TABLE}: ${missing.join(', ')}`);
    if (expected) {
      for (const [table, rows] of Object.entries(expected)) {
        if (counts[table] !== rows) problems.push(`table ${table}: ${counts[table] ?? 'missing'} rows in the backup, ${rows} in the source`);
      }
      for (const table of Object.keys(counts)) if (!(table in expected)) problems.push(`table ${table} is in the backup but not in the source`);
    }
    return { integrity, counts, migrations, problems };
  } finally {
    connection.close();
  }
}

export class BackupFailed extends Error {
  override readonly name = 'BackupFailed';
  constructor(
    message: string,
    readonly check?: BackupCheck,
  ) {
    super(message);
  }
}

/**
 * Backs up the live database `sourceFile` into `targetFile` and checks the copy: written to
 * `<target>.partial` first and renamed only once every check passed, so a file with the final
 * name is always a good backup. The server may keep running and writing meanwhile.
 */
export async function backupSqlite(sourceFile: string, targetFile: string): Promise<BackupResult & { check: BackupCheck }> {
  if (!existsSync(sourceFile)) throw new BackupFailed(`there is no database at ${sourceFile}`);
  if (existsSync(targetFile)) throw new BackupFailed(`${targetFile} already exists; a backup never overwrites one`);
  const partial = `${targetFile}.partial`;
  rmSync(partial, { force: true });
  // Read-write like the server's connections: a read-only connection could not open a WAL
  // database whose -shm file is missing, and this one never writes.
  const source = new BetterSqlite3(sourceFile, { fileMustExist: true, timeout: 5000 });
  let result: { pages: number; counts: TableCounts };
  try {
    result = await copyWithBackupApi(source, partial);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    source.close();
  }
  // The copy keeps the source's WAL flag; a backup is one self-contained file.
  const copy = new BetterSqlite3(partial, { fileMustExist: true });
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
  const check = await checkBackup(partial, result.counts);
  if (check.problems.length) {
    rmSync(partial, { force: true });
    throw new BackupFailed(`the backup failed its checks:\n  ${check.problems.join('\n  ')}`, check);
  }
  renameSync(partial, targetFile);
  return { file: targetFile, ...result, check };
}

/**
 * Restores a backup into `targetFile` (which must not exist yet), with the backup API again, so
 * the result is a consistent database in its own right.
 */
export async function restoreSqlite(backupFile: string, targetFile: string): Promise<void> {
  if (!existsSync(backupFile)) throw new BackupFailed(`there is no backup at ${backupFile}`);
  if (existsSync(targetFile)) throw new BackupFailed(`${targetFile} already exists; restore into a fresh folder`);
  const source = new BetterSqlite3(backupFile, { readonly: true, fileMustExist: true });
  try {
    await copyWithBackupApi(source, targetFile);
  } finally {
    source.close();
  }
}

/** `ile-2026-11-26T05-30-12-345Z.sqlite`: sorts by time, valid on every file system. */
export function backupFileName(now: Date): string {
  return `ile-${now.toISOString().replaceAll(':', '-').replace('.', '-')}.sqlite`;
}
