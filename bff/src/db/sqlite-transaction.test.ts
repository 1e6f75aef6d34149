// Proves db.write's SQLite transaction: it commits or rolls back as a whole, afterCommit hooks run
// only after a COMMIT that succeeded and once the write turn (with its WAL flush) has ended, a
// finished transaction refuses further queries, and a connection left in an unknown state is replaced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index.ts';
import { sqliteWriteTransaction } from './sqlite-transaction.ts';
import type { Exclusive } from './write-queue.ts';

describe('SQLite write transactions', () => {
  let dir: string;
  let db: Db;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ile-sqlite-transaction-'));
    db = await createDb({ databaseUrl: null, sqliteFile: join(dir, 'test.sqlite') });
    await db.sequelize.query('CREATE TABLE parents (id INTEGER PRIMARY KEY)');
    // Checked at COMMIT, not at the INSERT: the way to make a COMMIT itself fail.
    await db.sequelize.query('CREATE TABLE children (parent_id INTEGER REFERENCES parents (id) DEFERRABLE INITIALLY DEFERRED)');
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async (table: string) => {
    const [rows] = await db.sequelize.query(`SELECT COUNT(*) AS n FROM ${table}`);
    return (rows as { n: number }[])[0]?.n;
  };

  it('when the work succeeds, then its writes are stored, it answers the work result, and afterCommit hooks run after the COMMIT', async () => {
    const seenByHook: unknown[] = [];
    const result = await db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO parents (id) VALUES (1)', { transaction });
      transaction.afterCommit(async () => {
        seenByHook.push(await count('parents'));
      });
      return 'done';
    });
    expect(result).toBe('done');
    expect(seenByHook).toEqual([1]);
    expect(await count('parents')).toBe(1);
  });

  it('when the write turn goes on after the COMMIT (the WAL flush), then afterCommit hooks run only once it has ended', async () => {
    const events: string[] = [];
    // db.write's turn is the write queue and then the flush of the WAL (db/index.ts); this one notes its end.
    const turn: Exclusive = async (run) => {
      const result = await run();
      events.push('turn ended');
      return result;
    };
    await sqliteWriteTransaction(db.sequelize, turn, async (transaction) => {
      await db.sequelize.query('INSERT INTO parents (id) VALUES (1)', { transaction });
      transaction.afterCommit(() => {
        events.push('hook');
      });
    });
    expect(events).toEqual(['turn ended', 'hook']);
  });

  it('when an afterCommit hook waits for the write turn, then it gets it: hooks run outside the turn', async () => {
    const seen = await db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO parents (id) VALUES (1)', { transaction });
      const inHook = new Promise<string>((resolve) => transaction.afterCommit(async () => resolve(await db.exclusive(async () => 'turn taken'))));
      return { inHook };
    });
    expect(await seen.inHook).toBe('turn taken');
  });

  it('when the work throws, then none of its writes are stored, its error comes back and no afterCommit hook runs', async () => {
    const hook = { ran: false };
    const failing = db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO parents (id) VALUES (1)', { transaction });
      transaction.afterCommit(() => {
        hook.ran = true;
      });
      throw new Error('the work failed');
    });
    await expect(failing).rejects.toThrow('the work failed');
    expect(hook.ran).toBe(false);
    expect(await count('parents')).toBe(0);
    // The write turn and the connection are free for the next one.
    await db.write((transaction) => db.sequelize.query('INSERT INTO parents (id) VALUES (2)', { transaction }));
    expect(await count('parents')).toBe(1);
  });

  it('when the COMMIT itself fails, then nothing is stored, the error comes back and no afterCommit hook runs', async () => {
    const hook = { ran: false };
    const failing = db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO parents (id) VALUES (1)', { transaction });
      await db.sequelize.query('INSERT INTO children (parent_id) VALUES (99)', { transaction });
      transaction.afterCommit(() => {
        hook.ran = true;
      });
    });
    await expect(failing).rejects.toThrow(/FOREIGN KEY constraint failed/);
    expect(hook.ran).toBe(false);
    expect(await count('parents')).toBe(0);
    await db.write((transaction) => db.sequelize.query('INSERT INTO parents (id) VALUES (3)', { transaction }));
    expect(await count('parents')).toBe(1);
  });

  it('when the work ended the transaction itself before failing, then the ROLLBACK that cannot run leaves a fresh connection for the next write', async () => {
    const failing = db.write(async (transaction) => {
      await db.sequelize.query('INSERT INTO parents (id) VALUES (1)', { transaction });
      await db.sequelize.query('ROLLBACK', { transaction });
      throw new Error('after its own rollback');
    });
    await expect(failing).rejects.toThrow('after its own rollback');
    await db.write((transaction) => db.sequelize.query('INSERT INTO parents (id) VALUES (4)', { transaction }));
    expect(await count('parents')).toBe(1);
  });

  it('when a finished transaction is used again, then the query is refused', async () => {
    const kept = await db.write(async (transaction) => transaction);
    await expect(db.sequelize.query('INSERT INTO parents (id) VALUES (5)', { transaction: kept })).rejects.toThrow(/commit has been called on this transaction/);
    expect(await count('parents')).toBe(0);
  });
});
