// Hand-written SQL for the statements every request or booking runs (the signed-in user, the open
// bookings, a booking's inserts): bound parameters and plain rows, past Sequelize's model layer.
// A model query builds its SQL anew, writes each value into it (so SQLite prepares every one
// afresh), then builds, clones and validates an instance per row: most of a booking's server time
// (`npm run bench:bff` with BENCH_PROFILE_DIR). The same statement, bound, is prepared once and
// answers plain rows. The SQL is the same on both databases; dates are the one difference in what
// they take and give (below).
import { QueryTypes, type Transaction } from 'sequelize';
import type { Db } from './index.ts';

export type Row = Record<string, unknown>;
export type Bind = Record<string, unknown>;

export function selectRows(db: Pick<Db, 'sequelize'>, sql: string, bind: Bind, transaction?: Transaction): Promise<Row[]> {
  return db.sequelize.query<Row>(sql, { type: QueryTypes.SELECT, bind, transaction });
}

/** An INSERT, UPDATE or DELETE; a unique index it breaks throws Sequelize's UniqueConstraintError, as a model's would. */
export async function execute(db: Pick<Db, 'sequelize'>, sql: string, bind: Bind, transaction: Transaction): Promise<void> {
  await db.sequelize.query(sql, { type: QueryTypes.RAW, bind, transaction });
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
