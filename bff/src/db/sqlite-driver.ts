// The SQLite driver Sequelize talks to: better-sqlite3 behind the part of node-sqlite3's callback
// API that Sequelize's SQLite dialect uses (its `dialectModule`). node-sqlite3 sends every
// statement through libuv's thread pool: prepare, step and finalize each cross threads and back,
// about 70 µs of the server's CPU per statement, ten statements per booking (measured by
// `npm run bench:bff` with BENCH_PROFILE_DIR). better-sqlite3 runs a statement on the calling
// thread and keeps it prepared: a booking's statements then cost a few µs to tens of µs each.
// Writes already take turns (write-queue.ts); reads are short, indexed lookups. A write outside
// that queue would now wait out busy_timeout on the very thread that holds the lock, so every
// write must go through db.write or db.exclusive (as db/index.ts asks).
//
// The callback still comes on a later turn of the event loop (setImmediate), as node-sqlite3's do:
// answered at once, a request would run from its first statement to its answer in one go, and
// under load every turn of the loop would serve a whole batch of requests end to end while new
// connections and requests waited for the next turn. Measured with 10 and 50 clients booking:
// callbacks at once gave the best median but p99 up to 94 ms at 10 clients (node-sqlite3: 63) and,
// at 50, first requests of new connections waiting up to 4 s; on the next turn, p99 52-56 ms and
// 236-254 ms, with more bookings per second than node-sqlite3 gave.
//
// Every SQLite connection in the process is better-sqlite3's (Sequelize's through this driver, the
// backups' directly): two copies of SQLite in one process corrupt a database, one copy closing a
// file drops the POSIX locks the other holds on it (https://sqlite.org/howtocorrupt.html, 2.2.1).
import BetterSqlite3 from 'better-sqlite3';

export const OPEN_READONLY = 0x1;
export const OPEN_READWRITE = 0x2;
export const OPEN_CREATE = 0x4;

/** Prepared statements kept per connection, least recently used dropped first: statements carrying literal values come and go. */
const STATEMENT_CACHE_SIZE = 200;
const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP)\b/im;

/** Whether `sql` changes the schema (any of its statements, for exec): what each cache of schema knowledge forgets on. */
export function isSchemaChange(sql: string): boolean {
  return SCHEMA_CHANGE.test(sql);
}
/**
 * Bumped by every schema change on any connection: each connection then drops its prepared
 * statements (SQLite re-prepares a statement the schema moved under, but not one whose table is gone).
 */
let schemaGeneration = 0;

type Callback = (this: unknown, err: Error | null, rows?: unknown) => void;
type Parameters = Record<string, unknown> | unknown[] | undefined;

/** What node-sqlite3 hands a `run` callback as `this` (Sequelize reads lastID and changes, and the class name). */
export class Statement {
  constructor(
    readonly lastID: number,
    readonly changes: number,
  ) {}
}

/** node-sqlite3's errors: the primary result code in `code` and at the head of the message. */
function asDriverError(err: unknown): Error {
  if (!(err instanceof BetterSqlite3.SqliteError)) return err instanceof Error ? err : new Error(String(err));
  const code = err.code.split('_').slice(0, 2).join('_');
  return Object.assign(new Error(`${code}: ${err.message}`), { code, extendedCode: err.code, errno: undefined });
}

/** SQLite binds numbers, strings, bigints, buffers and null; node-sqlite3 also took these. */
function bindable(value: unknown): unknown {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  return value;
}

/** Sequelize sends named parameters as `{ $name: value }`; better-sqlite3 names them without the sigil. */
function bindings(parameters: Parameters): unknown[] {
  if (parameters === undefined) return [];
  if (Array.isArray(parameters)) return parameters.map(bindable);
  const keys = Object.keys(parameters);
  if (keys.length === 0) return [];
  const named: Record<string, unknown> = {};
  for (const key of keys) named[key.replace(/^[$:@]/, '')] = bindable(parameters[key]);
  return [named];
}

/** node-sqlite3 takes (sql, callback), (sql, params, callback) or (sql, ...values, callback). */
function splitArguments(rest: unknown[]): { parameters: Parameters; callback: Callback | undefined } {
  const last = rest[rest.length - 1];
  const callback = typeof last === 'function' ? (last as Callback) : undefined;
  const values = callback ? rest.slice(0, -1) : rest;
  if (values.length === 0) return { parameters: undefined, callback };
  if (values.length === 1 && values[0] !== null && typeof values[0] === 'object' && !(values[0] instanceof Date) && !Buffer.isBuffer(values[0])) {
    return { parameters: values[0] as Record<string, unknown> | unknown[], callback };
  }
  return { parameters: values, callback };
}

export class Database {
  readonly filename: string;
  /** Set by Sequelize on the connections it opens for transactions. */
  uuid?: string;
  #db: BetterSqlite3.Database | null = null;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();
  #generation = schemaGeneration;

  constructor(filename: string, mode: number = OPEN_READWRITE | OPEN_CREATE, callback?: (err: Error | null) => void) {
    this.filename = filename;
    let failure: Error | null = null;
    try {
      this.#db = new BetterSqlite3(filename, { readonly: (mode & OPEN_READWRITE) === 0, fileMustExist: (mode & OPEN_CREATE) === 0 });
    } catch (err) {
      failure = asDriverError(err);
    }
    // Later, as node-sqlite3 does: Sequelize stores the object before its callback looks it up.
    if (callback) process.nextTick(() => callback.call(this, failure));
    else if (failure) throw failure;
  }

  #open(): BetterSqlite3.Database {
    if (!this.#db) throw Object.assign(new Error('SQLITE_MISUSE: Database is closed'), { code: 'SQLITE_MISUSE' });
    return this.#db;
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    if (this.#generation !== schemaGeneration) {
      this.#statements.clear();
      this.#generation = schemaGeneration;
    }
    const cached = this.#statements.get(sql);
    if (cached) {
      // Most recently used last, so the statements every request runs outlive the one-off ones.
      this.#statements.delete(sql);
      this.#statements.set(sql, cached);
      return cached;
    }
    const statement = this.#open().prepare(sql);
    if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
      const oldest = this.#statements.keys().next().value;
      if (oldest !== undefined) this.#statements.delete(oldest);
    }
    this.#statements.set(sql, statement);
    return statement;
  }

  /** Runs one statement now and answers its callback on the event loop's next turn (see the top of this file). */
  #execute(kind: 'run' | 'all' | 'get', sql: string, rest: unknown[]): this {
    const { parameters, callback } = splitArguments(rest);
    let result: unknown;
    // node-sqlite3 calls back with the statement as `this`, on success and failure alike.
    let context = new Statement(0, 0);
    try {
      if (isSchemaChange(sql)) schemaGeneration++;
      const statement = this.#prepare(sql);
      const values = bindings(parameters);
      if (statement.reader) {
        result = kind === 'get' ? statement.get(...values) : statement.all(...values);
      } else {
        const info = statement.run(...values);
        context = new Statement(Number(info.lastInsertRowid), info.changes);
        result = kind === 'all' ? [] : undefined;
      }
    } catch (err) {
      const error = asDriverError(err);
      if (!callback) throw error;
      setImmediate(() => callback.call(context, error));
      return this;
    }
    if (callback) setImmediate(() => callback.call(context, null, result));
    return this;
  }

  /**
   * One statement now, for db/statements.ts: a reader's rows, nothing for a writer; errors as
   * node-sqlite3's. Its caller yields to the event loop after it outside a transaction (statements.ts).
   */
  runNow(sql: string, parameters: Record<string, unknown>): unknown[] {
    try {
      const statement = this.#prepare(sql);
      const values = bindings(parameters);
      if (statement.reader) return statement.all(...values);
      statement.run(...values);
      return [];
    } catch (err) {
      throw asDriverError(err);
    }
  }

  run(sql: string, ...rest: unknown[]): this {
    return this.#execute('run', sql, rest);
  }

  all(sql: string, ...rest: unknown[]): this {
    return this.#execute('all', sql, rest);
  }

  get(sql: string, ...rest: unknown[]): this {
    return this.#execute('get', sql, rest);
  }

  /** Several statements, no parameters, no rows. */
  exec(sql: string, callback?: (err: Error | null) => void): this {
    try {
      if (isSchemaChange(sql)) schemaGeneration++;
      this.#open().exec(sql);
    } catch (err) {
      const error = asDriverError(err);
      if (!callback) throw error;
      setImmediate(() => callback.call(this, error));
      return this;
    }
    if (callback) setImmediate(() => callback.call(this, null));
    return this;
  }

  /** node-sqlite3 queues statements to run one after another; here they always do. */
  serialize(callback?: () => void): void {
    callback?.();
  }

  configure(option: 'busyTimeout', milliseconds: number): void {
    if (option !== 'busyTimeout') throw new Error(`sqlite-driver: unknown option ${String(option)}`);
    this.#open().pragma(`busy_timeout = ${String(Math.max(0, Math.floor(milliseconds)))}`);
  }

  close(callback?: (err: Error | null) => void): void {
    const db = this.#db;
    this.#db = null;
    this.#statements.clear();
    let failure: Error | null = null;
    try {
      db?.close();
    } catch (err) {
      failure = asDriverError(err);
    }
    if (callback) process.nextTick(() => callback.call(this, failure));
    else if (failure) throw failure;
  }
}

/** What Sequelize is given as `dialectModule` for SQLite. */
export const sqliteDriver = { Database, Statement, OPEN_READONLY, OPEN_READWRITE, OPEN_CREATE };
