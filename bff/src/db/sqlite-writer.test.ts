// Proves SQLite's write transactions share one long-lived connection (sqlite-writer.ts) without
// changing what a transaction means: a failed one leaves nothing and the next still commits,
// readers outside never see a write before its commit, and closing the database closes it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index.ts';

describe('SQLite write transactions', () => {
  let dir: string;
  let db: Db;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ile-writer-test-'));
    db = await createDb({ databaseUrl: null, sqliteFile: join(dir, 'ile.sqlite') });
    await db.sequelize.query('CREATE TABLE probe (x INTEGER NOT NULL)');
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table = 'probe') => {
    const rows = await db.sequelize.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`, { type: QueryTypes.SELECT });
    return rows[0]?.n;
  };

  it('when write transactions follow one another, then they run on one connection that stays open', async () => {
    // A TEMP table belongs to the connection that made it: the second transaction sees it only on the same connection.
    await db.write((transaction) => db.sequelize.query('CREATE TEMP TABLE mine (x INTEGER)', { transaction }));
    const seen = await db.write((transaction) => db.sequelize.query<{ n: number }>('SELECT count(*) AS n FROM temp.mine', { transaction, type: QueryTypes.SELECT }));
    expect(seen).toEqual([{ n: 0 }]);
  });

  it('when a write transaction fails, then its writes are rolled back and the next one commits', async () => {
    const failed = db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO probe (x) VALUES (1)', { transaction });
      throw new Error('half-way');
    });
    await expect(failed).rejects.toThrow('half-way');
    await db.write((transaction) => db.sequelize.query('INSERT INTO probe (x) VALUES (2)', { transaction }));
    expect(await db.sequelize.query('SELECT x FROM probe', { type: QueryTypes.SELECT })).toEqual([{ x: 2 }]);
  });

  it('when a write transaction has not committed yet, then a read outside it does not see its row', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => undefined as void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const writing = db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO probe (x) VALUES (3)', { transaction });
      inserted();
      await held;
    });
    await insertedYet;
    expect(await count()).toBe(0);
    release();
    await writing;
    expect(await count()).toBe(1);
  });

  it('when many writes overlap, then each commits once, in turn, none failing', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => db.write((transaction) => db.sequelize.query('INSERT INTO probe (x) VALUES (?)', { transaction, replacements: [i] }))),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await count()).toBe(40);
  });
});
