// Proves the column-type lookups Sequelize makes before each SELECT are asked once per table and
// asked again after any schema change, on a fake connection that counts what reaches SQLite, and
// that the real database still parses columns by their types after a column is added.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataTypes } from 'sequelize';
import type { Database } from './sqlite-driver.ts';
import { describe, expect, it } from 'vitest';
import { createDb } from './index.ts';
import { createColumnTypesCache, rememberColumnTypes } from './sqlite-column-types.ts';

type Callback = (err: Error | null, rows: unknown[]) => void;

/** Records every statement; answers `rows` for table lookups, after the test lets it (`answer()`). */
function fakeConnection(rows: unknown[] = [{ name: 'x', type: 'INTEGER' }]) {
  const sent: string[] = [];
  const pending: (() => void)[] = [];
  const reply = (cb: unknown, value: unknown[]) => pending.push(() => (cb as Callback)(null, value));
  const connection = {
    all(sql: string, ...rest: unknown[]) {
      sent.push(sql);
      reply(rest[rest.length - 1], sql.startsWith('PRAGMA') ? rows : []);
      return connection;
    },
    run(sql: string, ...rest: unknown[]) {
      sent.push(sql);
      reply(rest[rest.length - 1], []);
      return connection;
    },
    exec(sql: string, ...rest: unknown[]) {
      sent.push(sql);
      reply(rest[rest.length - 1], []);
      return connection;
    },
  };
  const answer = () => {
    for (const next of pending.splice(0)) next();
  };
  return { connection, db: connection as unknown as Database, sent, answer };
}

function lookup(db: Database, table: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => db.all(`PRAGMA table_info(\`${table}\`)`, (err: Error | null, rows: unknown[]) => (err ? reject(err) : resolve(rows))));
}

describe('column types remembered', () => {
  it('when a table is looked up twice, then SQLite is asked once and both get its columns', async () => {
    const fake = fakeConnection();
    rememberColumnTypes(fake.db, createColumnTypesCache());
    const first = lookup(fake.db, 'bookings');
    fake.answer();
    expect(await first).toEqual([{ name: 'x', type: 'INTEGER' }]);
    expect(await lookup(fake.db, 'bookings')).toEqual([{ name: 'x', type: 'INTEGER' }]);
    expect(fake.sent).toEqual(['PRAGMA table_info(`bookings`)']);
  });

  it('when the schema changes on any connection of the database, then the next lookup asks SQLite again', async () => {
    const cache = createColumnTypesCache();
    const a = fakeConnection();
    const b = fakeConnection();
    rememberColumnTypes(a.db, cache);
    rememberColumnTypes(b.db, cache);
    const first = lookup(a.db, 'users');
    a.answer();
    await first;
    b.db.run('ALTER TABLE users ADD COLUMN nickname TEXT', () => undefined);
    b.answer();
    const again = lookup(a.db, 'users');
    a.answer();
    await again;
    expect(a.sent).toEqual(['PRAGMA table_info(`users`)', 'PRAGMA table_info(`users`)']);
  });

  it('when a lookup was asked before a schema change and answers after it, then its answer is not kept', async () => {
    const fake = fakeConnection();
    rememberColumnTypes(fake.db, createColumnTypesCache());
    const before = lookup(fake.db, 'users');
    fake.db.exec('DROP TABLE users', () => undefined);
    fake.answer();
    await before;
    const after = lookup(fake.db, 'users');
    fake.answer();
    await after;
    expect(fake.sent.filter((sql) => sql.startsWith('PRAGMA'))).toHaveLength(2);
  });

  it('when a table is unknown (no columns), or the statement is any other, then nothing is kept', async () => {
    const fake = fakeConnection([]);
    rememberColumnTypes(fake.db, createColumnTypesCache());
    for (let i = 0; i < 2; i++) {
      const asked = lookup(fake.db, 'missing');
      fake.answer();
      await asked;
    }
    fake.db.all('PRAGMA TABLE_INFO(`missing`);', () => undefined);
    expect(fake.sent).toEqual(['PRAGMA table_info(`missing`)', 'PRAGMA table_info(`missing`)', 'PRAGMA TABLE_INFO(`missing`);']);
  });

  it('when a column is added to a live database, then models read it parsed by its type', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ile-column-types-'));
    const db = await createDb({ databaseUrl: null, sqliteFile: join(dir, 'ile.sqlite') });
    try {
      const qi = db.sequelize.getQueryInterface();
      await qi.createTable('probes', { id: { type: DataTypes.INTEGER, primaryKey: true } });
      const before = db.sequelize.define('ProbeBefore', { id: { type: DataTypes.INTEGER, primaryKey: true } }, { tableName: 'probes', timestamps: false });
      await before.create({ id: 1 });
      expect((await before.findAll()).map((row) => row.get('id'))).toEqual([1]);
      await qi.addColumn('probes', 'seen_at', { type: DataTypes.DATE, allowNull: true });
      await db.sequelize.query("UPDATE probes SET seen_at = '2026-11-26 07:00:00.000 +00:00'");
      const after = db.sequelize.define(
        'ProbeAfter',
        { id: { type: DataTypes.INTEGER, primaryKey: true }, seenAt: { type: DataTypes.DATE, field: 'seen_at' } },
        { tableName: 'probes', timestamps: false },
      );
      const [row] = await after.findAll();
      expect(row?.get('seenAt')).toEqual(new Date('2026-11-26T07:00:00.000Z'));
    } finally {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
