// Online backups of the live SQLite database with SQLite's backup API (sqlite3_backup_init/step/
// finish, which node-sqlite3 exposes as Database#backup), their checks, and restores. Never a
// file copy: copying ile.sqlite while the server writes (and while recent commits sit in the -wal
// file) gives a torn or stale database.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { open as openFile, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
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

// ---- personal data: backups readable by their owner only, optionally encrypted ----

/** What an encrypted backup's name ends with. */
export const ENCRYPTED_SUFFIX = '.enc';
/** `ILEBAK1\0`, the key's id (8 hex digits of its SHA-256), a 12-byte IV; then the ciphertext; then GCM's 16-byte tag. */
const MAGIC = Buffer.from('ILEBAK1\0', 'latin1');
const HEADER_BYTES = MAGIC.length + 8 + 12;
const TAG_BYTES = 16;

export const backupKeyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** A folder only its owner can enter (700): created so, or tightened when `tighten` and it exists. */
export function ownerOnlyFolder(folder: string, tighten: boolean): void {
  if (!existsSync(folder)) mkdirSync(folder, { recursive: true, mode: 0o700 });
  else if (!tighten) return;
  // mkdir's mode is masked by the umask; chmod is not.
  chmodSync(folder, 0o700);
}

/** An empty file only its owner can read (600), so the data written into it never is readable by others. */
function ownerOnlyFile(file: string): void {
  writeFileSync(file, '', { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** Encrypts `plainFile` into `encryptedFile` (600) with AES-256-GCM, streaming; the header is authenticated too. */
export async function encryptBackup(plainFile: string, encryptedFile: string, key: Buffer): Promise<void> {
  const iv = randomBytes(12);
  const header = Buffer.concat([MAGIC, Buffer.from(backupKeyId(key), 'latin1'), iv]);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(header);
  ownerOnlyFile(encryptedFile);
  const out = createWriteStream(encryptedFile, { flags: 'w', mode: 0o600 });
  out.write(header);
  await pipeline(createReadStream(plainFile), cipher, out, { end: false });
  await new Promise<void>((resolve, reject) => out.end(cipher.getAuthTag(), () => resolve()).once('error', reject));
}

/**
 * Decrypts an encrypted backup into `plainFile` (600), streaming. Refused (BackupFailed) when it is no
 * encrypted backup, was made with another key, or does not authenticate (tampered or truncated): then
 * nothing is left at `plainFile`.
 */
export async function decryptBackup(encryptedFile: string, plainFile: string, key: Buffer): Promise<void> {
  const { size } = await stat(encryptedFile);
  const handle = await openFile(encryptedFile, 'r');
  const header = Buffer.alloc(HEADER_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  try {
    if (size < HEADER_BYTES + TAG_BYTES) throw new BackupFailed(`${encryptedFile} is too short to be an encrypted backup`);
    await handle.read(header, 0, HEADER_BYTES, 0);
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  if (!header.subarray(0, MAGIC.length).equals(MAGIC)) throw new BackupFailed(`${encryptedFile} is not an encrypted Ilé backup`);
  const keyId = header.subarray(MAGIC.length, MAGIC.length + 8).toString('latin1');
  if (keyId !== backupKeyId(key)) {
    throw new BackupFailed(`${encryptedFile} was encrypted with another key (id ${keyId}); BACKUP_ENCRYPTION_KEY has id ${backupKeyId(key)}`);
  }
  const decipher = createDecipheriv('aes-256-gcm', key, header.subarray(MAGIC.length + 8));
  decipher.setAAD(header);
  decipher.setAuthTag(tag);
  ownerOnlyFile(plainFile);
  try {
    // GCM authenticates at the end: the plain file only counts once the pipeline (its final()) succeeded.
    await pipeline(createReadStream(encryptedFile, { start: HEADER_BYTES, end: size - TAG_BYTES - 1 }), decipher, createWriteStream(plainFile, { mode: 0o600 }));
  } catch {
    rmSync(plainFile, { force: true });
    throw new BackupFailed(`${encryptedFile} does not decrypt with BACKUP_ENCRYPTION_KEY: it was tampered with or is truncated`);
  }
}

/**
 * Backs up the live database `sourceFile` into `targetFile` (600) and checks the copy: written to
 * `<target>.partial` first and renamed only once every check passed, so a file with the final
 * name is always a good backup. The server may keep running and writing meanwhile. With
 * `encryptionKey` the checked copy is encrypted (AES-256-GCM) and only the encrypted file is kept.
 */
export async function backupSqlite(sourceFile: string, targetFile: string, options: { encryptionKey?: Buffer | null } = {}): Promise<BackupResult & { check: BackupCheck }> {
  if (!existsSync(sourceFile)) throw new BackupFailed(`there is no database at ${sourceFile}`);
  if (existsSync(targetFile)) throw new BackupFailed(`${targetFile} already exists; a backup never overwrites one`);
  const key = options.encryptionKey ?? null;
  const partial = key ? `${targetFile}.plain.partial` : `${targetFile}.partial`;
  rmSync(partial, { force: true });
  // Created owner-only before SQLite writes into it (its journal takes the same permissions).
  ownerOnlyFile(partial);
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
  if (key) {
    const encrypted = `${targetFile}.partial`;
    try {
      await encryptBackup(partial, encrypted, key);
    } catch (err) {
      rmSync(encrypted, { force: true });
      throw err;
    } finally {
      rmSync(partial, { force: true });
    }
    renameSync(encrypted, targetFile);
  } else renameSync(partial, targetFile);
  return { file: targetFile, ...result, check };
}

/**
 * Restores a backup into `targetFile` (which must not exist yet), with the backup API again, so
 * the result is a consistent database in its own right.
 */
export async function restoreSqlite(backupFile: string, targetFile: string, options: { encryptionKey?: Buffer | null } = {}): Promise<void> {
  if (!existsSync(backupFile)) throw new BackupFailed(`there is no backup at ${backupFile}`);
  if (existsSync(targetFile)) throw new BackupFailed(`${targetFile} already exists; restore into a fresh folder`);
  let plain = backupFile;
  if (backupFile.endsWith(ENCRYPTED_SUFFIX)) {
    if (!options.encryptionKey) throw new BackupFailed(`${backupFile} is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was made with`);
    plain = `${targetFile}.decrypted`;
    await decryptBackup(backupFile, plain, options.encryptionKey);
  }
  ownerOnlyFile(targetFile);
  try {
    const source = await open(plain, sqlite3.OPEN_READONLY);
    try {
      await copyWithBackupApi(source, targetFile);
    } finally {
      await close(source);
    }
  } finally {
    if (plain !== backupFile) rmSync(plain, { force: true });
  }
}

/** `ile-2026-11-26T05-30-12-345Z.sqlite`: sorts by time, valid on every file system. */
export function backupFileName(now: Date): string {
  return `ile-${now.toISOString().replaceAll(':', '-').replace('.', '-')}.sqlite`;
}
