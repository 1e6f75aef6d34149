// Proves SQLite's checkpoints happen in the background worker, not in the writers' commits: the
// database file takes in committed pages without any checkpoint on the connections, closing the
// database leaves no WAL (the worker's connection is closed too), and a worker that cannot open a
// database says so.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from './index.ts';
import { checkpointInBackground, CHECKPOINT_EVERY_MS, WAL_PAGES_LIMIT } from './wal-checkpointer.ts';

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20 * CHECKPOINT_EVERY_MS;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('background checkpoints of SQLite', () => {
  let dir: string;
  let file: string;
  let db: Db | null;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ile-checkpoint-test-'));
    file = join(dir, 'ile.sqlite');
    db = null;
  });
  afterEach(async () => {
    await db?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('when writes commit, then their pages reach the database file from the worker, and closing leaves no WAL behind', async () => {
    const open = await createDb({ databaseUrl: null, sqliteFile: file });
    db = open;
    await open.write(async (transaction) => {
      await open.sequelize.query('CREATE TABLE probe (x TEXT NOT NULL)', { transaction });
      // About 2 MB: far more than SQLite's own 1,000-page checkpoint threshold, which is off here.
      for (let i = 0; i < 500; i++) await open.sequelize.query('INSERT INTO probe (x) VALUES ($x)', { bind: { x: 'x'.repeat(4000) }, transaction });
    });
    await eventually(() => statSync(file).size > 2_000_000, 'the database file holds the committed pages');
    await open.close();
    db = null;
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('when writes never stop, then the WAL still starts over and stays bounded instead of growing with every write', async () => {
    const open = await createDb({ databaseUrl: null, sqliteFile: file });
    db = open;
    await open.write((transaction) => open.sequelize.query('CREATE TABLE probe (x TEXT NOT NULL)', { transaction }).then(() => undefined));
    const row = 'x'.repeat(6000);
    let written = 0;
    const until = Date.now() + 8 * CHECKPOINT_EVERY_MS;
    // Eight writers, two pages a write, so a commit always lands while a checkpoint copies.
    const writer = async () => {
      while (Date.now() < until) {
        await open.write((transaction) => open.sequelize.query('INSERT INTO probe (x) VALUES ($x)', { bind: { x: row }, transaction }));
        written += row.length;
      }
    };
    await Promise.all(Array.from({ length: 8 }, writer));
    expect(written).toBeGreaterThan(2 * WAL_PAGES_LIMIT * 4096);
    // Each write adds about twice its size in frames: a WAL that never starts over ends well above
    // `written`; one that does holds about one pass's worth (an eighth of the run here).
    expect(statSync(`${file}-wal`).size).toBeLessThan(written);
  });

  it('when two databases share the worker and one closes, then the other is still checkpointed', async () => {
    const first = await createDb({ databaseUrl: null, sqliteFile: file });
    const second = await createDb({ databaseUrl: null, sqliteFile: join(dir, 'second.sqlite') });
    db = second;
    await first.close();
    await second.write(async (transaction) => {
      await second.sequelize.query('CREATE TABLE probe (x TEXT NOT NULL)', { transaction });
      for (let i = 0; i < 100; i++) await second.sequelize.query('INSERT INTO probe (x) VALUES ($x)', { bind: { x: 'x'.repeat(4000) }, transaction });
    });
    await eventually(() => statSync(join(dir, 'second.sqlite')).size > 400_000, 'the second database file holds the committed pages');
  });

  it('when the worker cannot open a database, then the failure is reported', async () => {
    const failures: string[] = [];
    const stop = await checkpointInBackground(join(dir, 'missing.sqlite'), { onFailure: (message) => failures.push(message), holdWrites: (work) => work() });
    await stop();
    expect(failures).toEqual([expect.stringMatching(/unable to open|does not exist|directory/i)]);
  });
});
