// Proves the database rate-limit store counts like express-rate-limit's memory store (a window per key, counts up, down never below zero, reset, expiry by the clock, expired rows swept) and that concurrent hits, from two connection pools on one PostgreSQL as from two instances, are each counted exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Options } from 'express-rate-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../db/index.ts';
import { testDialects } from '../testing/index.ts';
import type { Clock } from '../clock.ts';
import { createTestDatabase } from '../testing/postgres.ts';
import { DatabaseRateLimitStore, sweepExpiredRateLimits } from './rate-limit-store.ts';

const dialects = await testDialects();

const WINDOW_MS = 60_000;

/** Time that moves only when told (the shared movableClock follows real time), so reset times are exact. */
function frozenClock(): Clock & { advance(ms: number): void; reset(): void } {
  const start = Date.now();
  let at = start;
  return {
    now: () => new Date(at),
    advance: (ms) => {
      at += ms;
    },
    reset: () => {
      at = start;
    },
  };
}

describe.each(dialects)('database rate-limit store on %s', (dialect) => {
  const clock = frozenClock();
  let db: Db;
  /** A second, independent connection pool on the same PostgreSQL database (as another instance has). */
  let otherInstance: Db | null = null;
  let dir = '';
  let drop: () => Promise<void> = async () => undefined;
  let n = 0;
  /** A key no other case uses, so cases never see each other's counts. */
  const fresh = () => `198.51.100.${(n += 1)}`;
  const store = (prefix = 'sign-in:', on: Db = db) => new DatabaseRateLimitStore(on, clock, prefix, WINDOW_MS);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ile-rate-limit-store-'));
    const pg = dialect === 'postgres' ? await createTestDatabase() : null;
    if (pg) drop = pg.drop;
    db = await createDb({ databaseUrl: pg?.url ?? null, sqliteFile: join(dir, 'ile.sqlite') });
    await db.migrate();
    if (pg) otherInstance = await createDb({ databaseUrl: pg.url, sqliteFile: join(dir, 'unused.sqlite') });
  });
  afterAll(async () => {
    await otherInstance?.close();
    await db?.close();
    await drop();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => clock.reset());

  it('when a key is hit three times, then the counts are 1, 2, 3 with one reset time a window after the first hit, and get answers the same', async () => {
    const limits = store();
    const key = fresh();
    const start = clock.now().getTime();
    const first = await limits.increment(key);
    clock.advance(1000);
    const second = await limits.increment(key);
    const third = await limits.increment(key);
    expect([first.totalHits, second.totalHits, third.totalHits]).toEqual([1, 2, 3]);
    // The window runs from the first hit; later hits do not push it out.
    for (const info of [first, second, third]) expect(info.resetTime?.getTime()).toBe(start + WINDOW_MS);
    expect(await limits.get(key)).toEqual({ totalHits: 3, resetTime: new Date(start + WINDOW_MS) });
    expect(await limits.get(fresh())).toBeUndefined();
  });

  it('when express-rate-limit initialises the store, then the window it was given is the one used', async () => {
    const limits = store();
    limits.init({ windowMs: 5000 } as Options);
    const start = clock.now().getTime();
    expect((await limits.increment(fresh())).resetTime?.getTime()).toBe(start + 5000);
  });

  it('when the window is over, then get answers nothing and the next hit starts a new window at 1', async () => {
    const limits = store();
    const key = fresh();
    await limits.increment(key);
    await limits.increment(key);
    clock.advance(WINDOW_MS);
    expect(await limits.get(key)).toBeUndefined();
    const restarted = await limits.increment(key);
    expect(restarted).toEqual({ totalHits: 1, resetTime: new Date(clock.now().getTime() + WINDOW_MS) });
    expect((await limits.increment(key)).totalHits).toBe(2);
  });

  it('when a hit is taken back, then the count drops by one, never below zero, and not at all once the window is over', async () => {
    const limits = store();
    const key = fresh();
    await limits.increment(key);
    await limits.increment(key);
    await limits.decrement(key);
    expect((await limits.get(key))?.totalHits).toBe(1);
    await limits.decrement(key);
    await limits.decrement(key);
    expect((await limits.get(key))?.totalHits).toBe(0);
    expect((await limits.increment(key)).totalHits).toBe(1);

    clock.advance(WINDOW_MS);
    await limits.decrement(key);
    clock.reset();
    // The expired window's row was left alone (its count is still 1), and a decrement of an unknown key is a no-op.
    expect((await limits.get(key))?.totalHits).toBe(1);
    await limits.decrement(fresh());
  });

  it('when a key is reset, then its next hit counts 1, while the same key of another limiter keeps its count', async () => {
    const signIn = store('sign-in:');
    const signUp = store('sign-up:');
    const key = fresh();
    await signIn.increment(key);
    await signIn.increment(key);
    await signUp.increment(key);
    await signIn.resetKey(key);
    expect(await signIn.get(key)).toBeUndefined();
    expect((await signIn.increment(key)).totalHits).toBe(1);
    expect((await signUp.get(key))?.totalHits).toBe(1);
  });

  it('when the sweep runs, then only the counters whose window is over are deleted', async () => {
    const limits = store('sweep:');
    const old = fresh();
    const current = fresh();
    await limits.increment(old);
    clock.advance(WINDOW_MS / 2);
    await limits.increment(current);
    clock.advance(WINDOW_MS / 2);
    const swept = await sweepExpiredRateLimits(db, clock.now());
    expect(swept).toBeGreaterThanOrEqual(1);
    const left = await db.models.RateLimit.findAll({ where: { key: [`sweep:${old}`, `sweep:${current}`] }, raw: true });
    expect(left.map((row) => row.key)).toEqual([`sweep:${current}`]);
  });

  it('when 60 hits on one key arrive at once (from two connection pools on PostgreSQL), then each is counted once: the totals are exactly 1 to 60', async () => {
    const HITS = 60;
    const key = fresh();
    const stores = [store('burst:'), store('burst:', otherInstance ?? db)];
    const results = await Promise.all(Array.from({ length: HITS }, (_, i) => stores[i % 2]!.increment(key)));
    expect(results.map((info) => info.totalHits).sort((a, b) => a - b)).toEqual(Array.from({ length: HITS }, (_, i) => i + 1));
    expect(new Set(results.map((info) => info.resetTime?.getTime())).size).toBe(1);
    expect((await stores[0]!.get(key))?.totalHits).toBe(HITS);
  });
});
