// Proves a write on SQLite answers only after a flush of the WAL that began after its commit, that
// overlapping writers share flushes instead of queueing one each, and that a failed flush fails
// the writes waiting on it without stopping the next.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QueryTypes } from 'sequelize';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';


/** Every WAL flush createDb starts goes through `flushes.around`, which the tests may hold. */
const flushes = vi.hoisted(() => ({ around: (sync: () => Promise<void>) => sync() }));
vi.mock('./wal-flush.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./wal-flush.ts')>();
  return {
    ...original,
    walFile: (file: string) => {
      const wal = original.walFile(file);
      return { ...wal, sync: () => flushes.around(() => wal.sync()) };
    },
  };
});
const { createDb } = await import('./index.ts');
const { groupFlushes, walFile } = await import('./wal-flush.ts');

/** A sync the test ends by hand. */
function heldSyncs() {
  const started: { release: () => void; fail: (err: Error) => void }[] = [];
  const sync = () =>
    new Promise<void>((resolve, reject) => {
      started.push({ release: resolve, fail: reject });
    });
  return { started, sync };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

function watch<T>(promise: Promise<T>) {
  const state = { done: false, failed: null as unknown };
  promise.then(
    () => (state.done = true),
    (err: unknown) => (state.failed = err),
  );
  return state;
}

describe('groupFlushes', () => {
  it('when callers arrive while a flush runs, then they share the next one, which starts only when the first ends', async () => {
    const { started, sync } = heldSyncs();
    const flush = groupFlushes(sync);
    const first = watch(flush());
    const second = watch(flush());
    const third = watch(flush());
    await settle();
    expect(started).toHaveLength(1);

    started[0]?.release();
    await settle();
    expect(first.done).toBe(true);
    // Their data may have reached the file after the first flush began: they wait for the next.
    expect([second.done, third.done]).toEqual([false, false]);
    expect(started).toHaveLength(2);

    started[1]?.release();
    await settle();
    expect([second.done, third.done]).toEqual([true, true]);
    expect(started).toHaveLength(2);
  });

  it('when a flush fails, then its callers hear of it and the next caller gets a new flush', async () => {
    const { started, sync } = heldSyncs();
    const flush = groupFlushes(sync);
    const failing = watch(flush());
    const waiting = watch(flush());
    await settle();
    started[0]?.fail(new Error('EIO'));
    await settle();
    expect(failing.failed).toEqual(new Error('EIO'));
    // The one that arrived meanwhile still gets its own flush.
    expect(started).toHaveLength(2);
    started[1]?.release();
    await settle();
    expect(waiting.done).toBe(true);
    const later = watch(flush());
    await settle();
    expect(started).toHaveLength(3);
    started[2]?.release();
    await settle();
    expect(later.done).toBe(true);
  });
});

describe('SQLite writes wait for the WAL flush', () => {
  let dir: string;
  let db: Awaited<ReturnType<typeof createDb>>;
  let held: ReturnType<typeof heldSyncs> | null;
  beforeEach(async () => {
    held = null;
    flushes.around = (sync) => (held ? held.sync().then(sync) : sync());
    dir = mkdtempSync(join(tmpdir(), 'ile-wal-flush-test-'));
    db = await createDb({ databaseUrl: null, sqliteFile: join(dir, 'ile.sqlite') });
    await db.sequelize.query('CREATE TABLE probe (x INTEGER NOT NULL)');
  });
  afterEach(async () => {
    held = null;
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const count = async () => (await db.sequelize.query<{ n: number }>('SELECT count(*) AS n FROM probe', { type: QueryTypes.SELECT }))[0]?.n;

  it('when a write has committed, then it answers only after the flush that began after its commit, and the next writer does not wait for that flush', async () => {
    held = heldSyncs();
    const first = watch(db.write((transaction) => db.sequelize.query('INSERT INTO probe (x) VALUES (1)', { transaction })));
    await settle();
    expect(await count()).toBe(1);
    expect(held.started).toHaveLength(1);
    expect(first.done).toBe(false);

    // The write turn is free while the flush runs: the next commit happens, then waits for the next flush.
    const second = watch(db.write((transaction) => db.sequelize.query('INSERT INTO probe (x) VALUES (2)', { transaction })));
    await settle();
    expect(await count()).toBe(2);
    expect(second.done).toBe(false);

    held.started[0]?.release();
    await settle();
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    held.started[1]?.release();
    await settle();
    expect(second.done).toBe(true);
  });

  it('when a write fails, then it answers at once, without a flush', async () => {
    held = heldSyncs();
    await expect(db.write(() => Promise.reject(new Error('half-way')))).rejects.toThrow('half-way');
    expect(held.started).toHaveLength(0);
  });

  it('when the flush fails, then the write that waited on it fails, though committed, and later writes flush again', async () => {
    held = heldSyncs();
    const failed = watch(db.write((transaction) => db.sequelize.query('INSERT INTO probe (x) VALUES (1)', { transaction })));
    await settle();
    held.started[0]?.fail(new Error('EIO: the disk failed'));
    await settle();
    expect(failed.failed).toEqual(new Error('EIO: the disk failed'));
    held = null;
    await db.write((transaction) => db.sequelize.query('INSERT INTO probe (x) VALUES (2)', { transaction }));
    expect(await count()).toBe(2);
  });

});

describe('walFile', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'ile-wal-sync-test-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when the WAL file exists, then it is synced; when there is none, then there is nothing to sync', async () => {
    writeFileSync(join(dir, 'ile.sqlite-wal'), 'frames');
    const wal = walFile(join(dir, 'ile.sqlite'));
    await expect(Promise.all([wal.sync(), wal.sync()])).resolves.toEqual([undefined, undefined]);
    await wal.close();
    const none = walFile(join(dir, 'other.sqlite'));
    await expect(none.sync()).resolves.toBeUndefined();
    await none.close();
  });

  it('when the WAL cannot be opened for another reason than its absence, then the flush fails', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    await expect(walFile(join(dir, 'a-file', 'ile.sqlite')).sync()).rejects.toMatchObject({ code: 'ENOTDIR' });
  });
});
