// Sequelize's SQLite driver runs `PRAGMA table_info` before every SELECT, to learn the columns'
// types it parses the answer with: a second statement for each query,
// inside the single write turn too. The answer changes only with the schema, so it is kept per
// database until a statement that changes the schema (CREATE, ALTER, DROP) runs on any of its
// connections.
import { isSchemaChange, type Database } from './sqlite-driver.ts';

/** The exact statement Sequelize's query.js sends (its describeTable sends `PRAGMA TABLE_INFO(...);`, never cached). */
const COLUMN_TYPES = /^PRAGMA table_info\(`([^`]+)`\)$/;

type Rows = unknown[];
type Callback = (this: unknown, err: Error | null, rows: Rows) => void;

export interface ColumnTypesCache {
  tables: Map<string, Rows>;
  /** Bumped by every schema change: an answer asked for before it is not kept. */
  generation: number;
}

export function createColumnTypesCache(): ColumnTypesCache {
  return { tables: new Map(), generation: 0 };
}

/** Makes `connection` answer Sequelize's column-type lookups from `cache`, and forget them on schema changes. */
export function rememberColumnTypes(connection: Database, cache: ColumnTypesCache): void {
  const all = connection.all.bind(connection) as (sql: string, ...rest: unknown[]) => Database;
  const run = connection.run.bind(connection) as (sql: string, ...rest: unknown[]) => Database;
  const exec = connection.exec.bind(connection) as (sql: string, ...rest: unknown[]) => Database;

  const forgetOnSchemaChange = (sql: unknown, rest: unknown[]): unknown[] => {
    if (typeof sql !== 'string' || !isSchemaChange(sql)) return rest;
    cache.generation++;
    cache.tables.clear();
    const last = rest[rest.length - 1];
    if (typeof last !== 'function') return rest;
    // Again once it has run: a lookup on another connection may have read the old schema meanwhile.
    return [
      ...rest.slice(0, -1),
      function (this: unknown, ...args: unknown[]) {
        cache.generation++;
        cache.tables.clear();
        Reflect.apply(last, this, args);
      },
    ];
  };

  const cachedAll = (sql: string, ...rest: unknown[]): Database => {
    const table = COLUMN_TYPES.exec(sql)?.[1];
    const callback = rest[0];
    if (table === undefined || rest.length !== 1 || typeof callback !== 'function') return all(sql, ...forgetOnSchemaChange(sql, rest));
    const done = callback as Callback;
    const known = cache.tables.get(table);
    if (known) {
      process.nextTick(() => done.call(connection, null, known));
      return connection;
    }
    const asked = cache.generation;
    return all(sql, function (this: unknown, err: Error | null, rows: Rows) {
      // An unknown table answers no rows: nothing to keep.
      if (!err && rows.length && cache.generation === asked) cache.tables.set(table, rows);
      done.call(this, err, rows);
    });
  };

  Object.assign(connection, {
    all: cachedAll,
    run: (sql: string, ...rest: unknown[]) => run(sql, ...forgetOnSchemaChange(sql, rest)),
    exec: (sql: string, ...rest: unknown[]) => exec(sql, ...forgetOnSchemaChange(sql, rest)),
  });
}
