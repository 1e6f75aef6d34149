// The node-sqlite3 surface Sequelize relies on, as sqlite-driver.ts gives it over better-sqlite3:
// open callbacks, named and positional parameters, run's lastID/changes, errors in
// node-sqlite3's shape (which Sequelize maps to its own errors), and statements kept prepared
// across schema changes on another connection.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sequelize, UniqueConstraintError, DataTypes } from 'sequelize';
import { afterEach, describe, expect, it } from 'vitest';
import { Database, OPEN_CREATE, OPEN_READONLY, OPEN_READWRITE, sqliteDriver, Statement } from './sqlite-driver.ts';

const dirs: string[] = [];
function freshFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ile-driver-'));
  dirs.push(dir);
  return join(dir, 'test.sqlite');
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function opened(file: string, mode = OPEN_READWRITE | OPEN_CREATE): Promise<Database> {
  return new Promise((resolve, reject) => {
    const db: Database = new Database(file, mode, (err) => (err ? reject(err) : resolve(db)));
  });
}

function all(db: Database, sql: string, parameters?: unknown): Promise<unknown[]> {
  return new Promise((resolve, reject) => db.all(sql, parameters ?? [], (err: Error | null, rows?: unknown) => (err ? reject(err) : resolve(rows as unknown[]))));
}

function run(db: Database, sql: string, parameters?: unknown): Promise<{ lastID: number; changes: number; isStatement: boolean }> {
  return new Promise((resolve, reject) =>
    db.run(sql, parameters ?? [], function (this: unknown, err: Error | null) {
      if (err) return reject(err);
      const statement = this as Statement;
      resolve({ lastID: statement.lastID, changes: statement.changes, isStatement: statement.constructor.name === 'Statement' });
    }),
  );
}

describe('the SQLite driver', () => {
  it('when a file is opened, then the callback comes after the constructor returned, with the connection as this', async () => {
    const file = freshFile();
    let returned: Database | undefined;
    const seen = await new Promise<unknown>((resolve) => {
      returned = new Database(file, OPEN_READWRITE | OPEN_CREATE, function (this: unknown) {
        resolve(this);
      });
    });
    expect(seen).toBe(returned);
    expect(returned?.filename).toBe(file);
  });

  it('when a missing file is opened without OPEN_CREATE, then the callback gets an SQLITE_CANTOPEN error', async () => {
    await expect(opened(freshFile(), OPEN_READONLY)).rejects.toMatchObject({ code: 'SQLITE_CANTOPEN' });
  });

  it('when statements carry $-named and positional parameters, booleans and undefined, then they bind as node-sqlite3 bound them', async () => {
    const db = await opened(freshFile());
    await run(db, 'CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, flag INTEGER, note TEXT)');
    const first = await run(db, 'INSERT INTO t (name, flag, note) VALUES ($1, $2, $3)', { $1: 'Ada', $2: true, $3: undefined });
    expect(first).toEqual({ lastID: 1, changes: 1, isStatement: true });
    await run(db, 'INSERT INTO t (name, flag) VALUES (?, ?)', ['Bola', false]);
    expect(await all(db, 'SELECT name, flag, note FROM t WHERE name = $name', { $name: 'Ada' })).toEqual([{ name: 'Ada', flag: 1, note: null }]);
    expect(await all(db, 'SELECT name FROM t ORDER BY id')).toEqual([{ name: 'Ada' }, { name: 'Bola' }]);
    expect(await run(db, 'UPDATE t SET flag = 1')).toMatchObject({ changes: 2 });
    // A statement that returns no rows, asked for rows (Sequelize sends BEGIN and COMMIT so).
    expect(await all(db, 'DELETE FROM t WHERE name = ?', ['Bola'])).toEqual([]);
    expect(await all(db, 'SELECT count(*) AS n FROM t')).toEqual([{ n: 1 }]);
    db.close();
  });

  it('when a unique index refuses a row, then the error reads as node-sqlite3 wrote it and Sequelize makes it a UniqueConstraintError', async () => {
    const db = await opened(freshFile());
    await run(db, 'CREATE TABLE t (email TEXT UNIQUE)');
    await run(db, 'INSERT INTO t VALUES (?)', ['a@example.ng']);
    const err = await run(db, 'INSERT INTO t VALUES (?)', ['a@example.ng']).catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 'SQLITE_CONSTRAINT', extendedCode: 'SQLITE_CONSTRAINT_UNIQUE', message: 'SQLITE_CONSTRAINT: UNIQUE constraint failed: t.email' });
    db.close();

    const sequelize = new Sequelize({ dialect: 'sqlite', dialectModule: sqliteDriver, storage: freshFile(), logging: false });
    const Person = sequelize.define('Person', { email: { type: DataTypes.STRING, unique: true } });
    await sequelize.sync();
    await Person.create({ email: 'a@example.ng' });
    const duplicate = await Person.create({ email: 'a@example.ng' }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(UniqueConstraintError);
    expect((duplicate as UniqueConstraintError).fields).toEqual(['email']);
    await sequelize.close();
  });

  it('when another connection drops and recreates a table, then a statement prepared before runs against the new table', async () => {
    const file = freshFile();
    const reader = await opened(file);
    const writer = await opened(file);
    await run(writer, 'CREATE TABLE t (a TEXT)');
    await run(writer, "INSERT INTO t VALUES ('old')");
    expect(await all(reader, 'SELECT * FROM t')).toEqual([{ a: 'old' }]);
    await run(writer, 'DROP TABLE t');
    await run(writer, 'CREATE TABLE t (a TEXT, b TEXT)');
    await run(writer, "INSERT INTO t VALUES ('new', 'b')");
    expect(await all(reader, 'SELECT * FROM t')).toEqual([{ a: 'new', b: 'b' }]);
    reader.close();
    writer.close();
  });

  it('when a statement runs, then its callback comes on a later turn of the event loop, after the call returned', async () => {
    const db = await opened(freshFile());
    const order: string[] = [];
    const answered = new Promise<void>((resolve) => db.all('SELECT 1 AS one', [], () => resolve(void order.push('callback'))));
    order.push('returned');
    await answered;
    expect(order).toEqual(['returned', 'callback']);
    db.close();
  });

  it('when exec runs several statements, then all of them run', async () => {
    const db = await opened(freshFile());
    await new Promise<void>((resolve, reject) => db.exec('CREATE TABLE t (a); INSERT INTO t VALUES (1); INSERT INTO t VALUES (2);', (err) => (err ? reject(err) : resolve())));
    expect(await all(db, 'SELECT sum(a) AS s FROM t')).toEqual([{ s: 3 }]);
    db.close();
  });

  it('when a connection is closed, then its callback comes, and a statement after it fails with SQLITE_MISUSE', async () => {
    const db = await opened(freshFile());
    await new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
    await expect(all(db, 'SELECT 1')).rejects.toMatchObject({ code: 'SQLITE_MISUSE' });
  });
});
