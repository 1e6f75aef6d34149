// Hand-written SQL for the statements every request or booking runs (the session, the signed-in
// user, the open bookings, a booking's reads and inserts): bound parameters and plain rows, past
// Sequelize. A model query builds its SQL anew, writes each value into it (so SQLite prepares
// every one afresh), then builds, clones and validates an instance per row; even a plain
// sequelize.query formats an Error's stack for every statement. Together most of a booking's
// server time (`npm run bench:bff` with BENCH_PROFILE_DIR). On SQLite these statements run on the
// connection itself (the transaction's, or the one reads share), prepared once; on PostgreSQL
// through sequelize.query with bound parameters. The SQL is the same on both databases; dates are
// the one difference in what they take and give (below).
import { QueryTypes, UniqueConstraintError, type Transaction } from 'sequelize';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from './index.ts';
import { Database as SqliteConnection } from './sqlite-driver.ts';

export type Row = Record<string, unknown>;
export type Bind = Record<string, unknown>;

type StatementsDb = Pick<Db, 'sequelize' | 'dialect'>;

/** SQLite's "UNIQUE constraint failed: bookings.reference" → Sequelize's error, with the columns as its fields, as a model would throw. */
function asUniqueConstraintError(err: unknown): unknown {
  const columns = err instanceof Error ? /UNIQUE constraint failed: (.+)$/.exec(err.message)?.[1] : undefined;
  if (!(err instanceof Error) || columns === undefined) return err;
  const fields = Object.fromEntries(columns.split(', ').map((column) => [column.split('.').pop() ?? column, undefined]));
  return new UniqueConstraintError({ message: err.message, fields, parent: Object.assign(err, { sql: '' }) });
}

async function onSqlite(db: StatementsDb, sql: string, bind: Bind, transaction: Transaction | undefined): Promise<Row[]> {
  // A transaction carries its connection (the writer, sqlite-writer.ts); reads outside one share the default connection.
  const connection: unknown = transaction
    ? (transaction as Transaction & { connection?: unknown }).connection
    : await db.sequelize.connectionManager.getConnection({ type: 'read' });
  if (!(connection instanceof SqliteConnection)) throw new Error('statements: no SQLite connection for this statement');
  let rows: Row[];
  try {
    rows = connection.runNow(sql, bind) as Row[];
  } catch (err) {
    throw asUniqueConstraintError(err);
  }
  // Outside a transaction the answer comes on a later turn of the event loop, as every other
  // statement's does (sqlite-driver.ts). Inside one the next statement follows at once: the
  // transaction holds the only write turn, and yielding between its statements only kept every
  // other write waiting longer (booking p99 about 2 ms lower at 10 clients in bench:bff).
  if (!transaction) await nextTurn();
  return rows;
}

export function selectRows(db: StatementsDb, sql: string, bind: Bind, transaction?: Transaction): Promise<Row[]> {
  if (db.dialect === 'sqlite') return onSqlite(db, sql, bind, transaction);
  return db.sequelize.query<Row>(sql, { type: QueryTypes.SELECT, bind, transaction });
}

/** An INSERT, UPDATE or DELETE; a unique index it breaks throws Sequelize's UniqueConstraintError, as a model's would. */
export async function execute(db: StatementsDb, sql: string, bind: Bind, transaction: Transaction): Promise<void> {
  if (db.dialect === 'sqlite') await onSqlite(db, sql, bind, transaction);
  else await db.sequelize.query(sql, { type: QueryTypes.RAW, bind, transaction });
}

/**
 * A date as a bound parameter. SQLite keeps Sequelize's text ('2026-11-27 18:22:33.123 +00:00'),
 * so what these statements write sorts and compares with what the models write; PostgreSQL takes
 * the Date.
 */
export function dateParam(db: Pick<Db, 'dialect'>, date: Date): string | Date {
  if (db.dialect === 'postgres') return date;
  return `${date.toISOString().replace('T', ' ').slice(0, -1)} +00:00`;
}

/** A stored date: SQLite answers that text, PostgreSQL a Date. */
export function readDate(value: unknown): Date {
  const date = value instanceof Date ? value : typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new Error(`statements: stored date ${String(value)} is not a date`);
  return date;
}

export function readDateOrNull(value: unknown): Date | null {
  return value === null || value === undefined ? null : readDate(value);
}

export function readString(value: unknown, column: string): string {
  if (typeof value !== 'string') throw new Error(`statements: stored ${column} is not text`);
  return value;
}

export function readStringOrNull(value: unknown, column: string): string | null {
  return value === null || value === undefined ? null : readString(value, column);
}

/** PostgreSQL answers BIGINT as text. */
export function readInteger(value: unknown, column: string): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) throw new Error(`statements: stored ${column} is not an integer`);
  return number;
}

/** SQLite answers 0 or 1. */
export function readBoolean(value: unknown, column: string): boolean {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  throw new Error(`statements: stored ${column} is not a boolean`);
}
