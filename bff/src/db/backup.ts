// Online backups of the live SQLite database with SQLite's backup API (sqlite3_backup_init/step/
// finish, which node-sqlite3 exposes as Database#backup), their checks, and restores. Never a
// file copy: copying ile.sqlite while the server writes (and while recent commits sit in the -wal
// file) gives a torn or stale database.
import { existsSync, renameSync, rmSync } from 'node:fs';
import sqlite3 from 'sqlite3';
import { MIGRATIONS } from './migrations/index.ts';
import { SQLITE_BUSY_TIMEOUT_MS } from './sqlite3-module.ts';

// node-sqlite3 ships Database#backup (src/backup.cc) but its typings leave it out.
declare module 'sqlite3' {
  interface Database {
    backup(filename: string, callback?: (err: Error | null) => void): SqliteBackup;
  }
}

interface SqliteBackup {
  /** Copies `pages` pages (-1: all that remain) with sqlite3_backup_step. */
  step(pages: number, callback: (err: Error | null) => void): void;
  /** sqlite3_backup_finish: releases the handle and the destination connection. */
  finish(callback?: (err: Error | null) => void): void;
  readonly completed: boolean;
  readonly failed: boolean;
  readonly remaining: number;
  readonly pageCount: number;
}

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

function open(file: string, mode: number): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const connection: sqlite3.Database = new sqlite3.Database(file, mode, (err: Error | null) => (err ? reject(err) : resolve(connection)));
  });
}

function close(connection: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => connection.close((err: Error | null) => (err ? reject(err) : resolve())));
}

function exec(connection: sqlite3.Database, sql: string): Promise<void> {
  return new Promise((resolve, reject) => connection.exec(sql, (err: Error | null) => (err ? reject(err) : resolve())));
}

function all(connection: sqlite3.Database, sql: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => connection.all(sql, (err: Error | null, rows: unknown[]) => (err ? reject(err) : resolve(rows))));
}

function field(row: unknown, key: string): unknown {
  return typeof row === 'object' && row !== null && key in row ? Object.entries(row).find(([name]) => name === key)?.[1] : undefined;
}

async function tableNames(connection: sqlite3.Database): Promise<string[]> {
  const rows = await all(connection, "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name");
  return rows.map((row) => String(field(row, 'name')));
}

/** Rows in every table (the app's tables and the migrations record). */
async function countRows(connection: sqlite3.Database): Promise<TableCounts> {
  const counts: TableCounts = {};
  for (const table of await tableNames(connection)) {
    const [row] = await all(connection, `SELECT count(*) AS n FROM "${table.replaceAll('"', '""')}"`);
    counts[table] = Number(field(row, 'n'));
  }
  return counts;
}

function step(backup: SqliteBackup, pages: number): Promise<void> {
  return new Promise((resolve, reject) => backup.step(pages, (err) => (err ? reject(err) : resolve())));
}

function finish(backup: SqliteBackup): Promise<void> {
  return new Promise((resolve, reject) => backup.finish((err) => (err ? reject(err) : resolve())));
}

/**
 * Copies the database in `source` to `target` with the backup API, in one step inside a read
 * transaction: in WAL mode the writers go on meanwhile, and the copy is exactly the snapshot the
 * row counts were read in (a committed transaction is in it or not, never half).
 */
async function copyWithBackupApi(source: sqlite3.Database, target: string): Promise<{ pages: number; counts: TableCounts }> {
  await exec(source, 'BEGIN');
  try {
    // The first read starts the snapshot; backup_step reuses the connection's open read transaction.
    const counts = await countRows(source);
    const backup = await new Promise<SqliteBackup>((resolve, reject) => {
      const handle: SqliteBackup = source.backup(target, (err) => (err ? reject(err) : resolve(handle)));
    });
    try {
      await step(backup, -1);
      if (!backup.completed || backup.failed) throw new Error(`the backup stopped with ${backup.remaining} of ${backup.pageCount} pages left`);
      return { pages: backup.pageCount, counts };
    } finally {
      await finish(backup);
    }
  } finally {
    await exec(source, 'COMMIT');
  }
}

/** integrity_check, rows per table, and the migrations record of a database file, opened read-only. */
export async function checkBackup(file: string, expected?: TableCounts): Promise<BackupCheck> {
  const connection = await open(file, sqlite3.OPEN_READONLY);
  try {
    const integrityRows = await all(connection, 'PRAGMA integrity_check');
    const integrity = integrityRows.map((row) => String(field(row, 'integrity_check'))).join('; ');
    const counts = await countRows(connection);
    const migrations = MIGRATIONS_TABLE in counts ? (await all(connection, `SELECT name FROM ${MIGRATIONS_TABLE}`)).map((row) => String(field(row, 'name'))) : [];

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
    await close(connection);
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
  const source = await open(sourceFile, sqlite3.OPEN_READWRITE);
  let result: { pages: number; counts: TableCounts };
  try {
    source.configure('busyTimeout', SQLITE_BUSY_TIMEOUT_MS);
    result = await copyWithBackupApi(source, partial);
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  } finally {
    await close(source);
  }
  // The copy keeps the source's WAL flag; a backup is one self-contained file.
  const copy = await open(partial, sqlite3.OPEN_READWRITE);
  try {
    await exec(copy, 'PRAGMA journal_mode = DELETE');
  } finally {
    await close(copy);
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
  const source = await open(backupFile, sqlite3.OPEN_READONLY);
  try {
    await copyWithBackupApi(source, targetFile);
  } finally {
    await close(source);
  }
}

/** `ile-2026-11-26T05-30-12-345Z.sqlite`: sorts by time, valid on every file system. */
export function backupFileName(now: Date): string {
  return `ile-${now.toISOString().replaceAll(':', '-').replace('.', '-')}.sqlite`;
}
