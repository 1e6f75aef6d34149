// Looks into the installation's database from outside the server: the bookings and idempotency
// records of the harness's customers, and SQLite's own integrity check. SQLite is opened
// read-only, so the check never repairs or changes what the server left behind.
import pg from 'pg';
import BetterSqlite3 from 'better-sqlite3';
import type { Installation } from './real-server.ts';

export interface BookingRows {
  /** Booking ids of the given customers, as stored. */
  bookingIds: string[];
  /** Idempotency records of the given customers. */
  idempotencyRecords: number;
}

function sqliteOpen(file: string): BetterSqlite3.Database {
  return new BetterSqlite3(file, { readonly: true, fileMustExist: true, timeout: 10_000 });
}

function sqliteAll(db: BetterSqlite3.Database, sql: string, params: unknown[] = []): Record<string, unknown>[] {
  return db.prepare<unknown[], Record<string, unknown>>(sql).all(...params);
}

async function withSqlite<T>(file: string, work: (db: BetterSqlite3.Database) => T): Promise<T> {
  const db = sqliteOpen(file);
  try {
    return await work(db);
  } finally {
    db.close();
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
  return withSqlite(installation.sqliteFile, (db) => {
    const marks = userIds.map(() => '?').join(',');
    const bookings = sqliteAll(db, `SELECT id FROM bookings WHERE user_id IN (${marks})`, userIds);
    const keys = sqliteAll(db, `SELECT count(*) AS n FROM idempotency_keys WHERE user_id IN (${marks})`, userIds);
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
  const db = sqliteOpen(installation.sqliteFile);
  const marks = userIds.map(() => '?').join(',');
  return {
    count() {
      const rows = sqliteAll(db, `SELECT count(*) AS n FROM bookings WHERE user_id IN (${marks})`, userIds);
      return Promise.resolve(Number(rows[0]?.n ?? NaN));
    },
    close() {
      db.close();
      return Promise.resolve();
    },
  };
}

/** SQLite's PRAGMA integrity_check ("ok" when sound), on a read-only connection; null on PostgreSQL. */
export async function integrityCheck(installation: Installation): Promise<string | null> {
  if (installation.databaseUrl) return null;
  return withSqlite(installation.sqliteFile, (db) => {
    const rows = sqliteAll(db, 'PRAGMA integrity_check');
    return rows.map((row) => String(Object.values(row)[0])).join('; ');
  });
}
