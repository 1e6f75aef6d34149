// Looks into the installation's database from outside the server: the bookings and idempotency
// records of the harness's customers, and SQLite's own integrity check. SQLite is opened
// read-only, so the check never repairs or changes what the server left behind.
import pg from 'pg';
import sqlite3 from 'sqlite3';
import type { Installation } from './real-server.ts';

export interface BookingRows {
  /** Booking ids of the given customers, as stored. */
  bookingIds: string[];
  /** Idempotency records of the given customers. */
  idempotencyRecords: number;
}

function sqliteOpen(file: string): Promise<sqlite3.Database> {
  return new Promise((resolve, reject) => {
    const db = new sqlite3.Database(file, sqlite3.OPEN_READONLY, (err) => (err ? reject(err) : resolve(db)));
  });
}

function sqliteAll(db: sqlite3.Database, sql: string, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => db.all(sql, params, (err: Error | null, rows: Record<string, unknown>[]) => (err ? reject(err) : resolve(rows))));
}

function sqliteClose(db: sqlite3.Database): Promise<void> {
  return new Promise((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
}

async function withSqlite<T>(file: string, work: (db: sqlite3.Database) => Promise<T>): Promise<T> {
  const db = await sqliteOpen(file);
  try {
    await sqliteAll(db, 'PRAGMA busy_timeout = 10000');
    return await work(db);
  } finally {
    await sqliteClose(db);
  }
}

async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new Error(`expected a text column, got ${typeof value}`);
  return value;
}

/** The bookings and idempotency records stored for these customers. */
export async function bookingRows(installation: Installation, userIds: string[]): Promise<BookingRows> {
  if (!userIds.length) return { bookingIds: [], idempotencyRecords: 0 };
  if (installation.databaseUrl) {
    return withPostgres(installation.databaseUrl, async (client) => {
      const bookings = await client.query<{ id: string }>('SELECT id FROM bookings WHERE user_id = ANY($1::text[])', [userIds]);
      const keys = await client.query<{ n: string }>('SELECT count(*) AS n FROM idempotency_keys WHERE user_id = ANY($1::text[])', [userIds]);
      return { bookingIds: bookings.rows.map((row) => text(row.id)), idempotencyRecords: Number(keys.rows[0]?.n ?? NaN) };
    });
  }
  return withSqlite(installation.sqliteFile, async (db) => {
    const marks = userIds.map(() => '?').join(',');
    const bookings = await sqliteAll(db, `SELECT id FROM bookings WHERE user_id IN (${marks})`, userIds);
    const keys = await sqliteAll(db, `SELECT count(*) AS n FROM idempotency_keys WHERE user_id IN (${marks})`, userIds);
    return { bookingIds: bookings.map((row) => text(row.id)), idempotencyRecords: Number(keys[0]?.n ?? NaN) };
  });
}

/** How many bookings these customers have. */
export async function bookingCount(installation: Installation, userIds: string[]): Promise<number> {
  return (await bookingRows(installation, userIds)).bookingIds.length;
}

export interface BookingCounter {
  count(): Promise<number>;
  close(): Promise<void>;
}

/** One connection kept open to count these customers' bookings again and again (while the server runs). */
export async function bookingCounter(installation: Installation, userIds: string[]): Promise<BookingCounter> {
  if (installation.databaseUrl) {
    const client = new pg.Client({ connectionString: installation.databaseUrl });
    await client.connect();
    return {
      async count() {
        const result = await client.query<{ n: string }>('SELECT count(*) AS n FROM bookings WHERE user_id = ANY($1::text[])', [userIds]);
        return Number(result.rows[0]?.n ?? NaN);
      },
      close: () => client.end(),
    };
  }
  const db = await sqliteOpen(installation.sqliteFile);
  const marks = userIds.map(() => '?').join(',');
  return {
    async count() {
      const rows = await sqliteAll(db, `SELECT count(*) AS n FROM bookings WHERE user_id IN (${marks})`, userIds);
      return Number(rows[0]?.n ?? NaN);
    },
    close: () => sqliteClose(db),
  };
}

/** SQLite's PRAGMA integrity_check ("ok" when sound), on a read-only connection; null on PostgreSQL. */
export async function integrityCheck(installation: Installation): Promise<string | null> {
  if (installation.databaseUrl) return null;
  return withSqlite(installation.sqliteFile, async (db) => {
    const rows = await sqliteAll(db, 'PRAGMA integrity_check');
    return rows.map((row) => String(Object.values(row)[0])).join('; ');
  });
}
