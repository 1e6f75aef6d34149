// Proves the database wiring: SQLite settings on every connection, serialised writes without SQLITE_BUSY,
// afterCommit hooks only after a commit, same NULL order on both databases.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, startTestApp, testDialects, visitorAgent, type TestApp } from '../testing/index.ts';
import { nullsFirst, nullsLast } from './ordering.ts';
import { createWriteQueue } from './write-queue.ts';

const dialects = await testDialects();

describe('the write queue', () => {
  it('when writers overlap, then each runs alone, in arrival order, and a failure does not block the next', async () => {
    const queue = createWriteQueue();
    const log: string[] = [];
    let running = 0;
    const job = (name: string, fail = false) =>
      queue(async () => {
        running++;
        expect(running).toBe(1);
        log.push(`start ${name}`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`end ${name}`);
        running--;
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([job('a'), job('b', true), job('c')]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });
});

describe('SQLite settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect: 'sqlite' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a write transaction opens its own connection, then WAL, busy_timeout, foreign_keys, synchronous=FULL and SQLite\'s automatic checkpoints hold on it', async () => {
    const settings = await t.db.write(async (transaction) => {
      const read = async (pragma: string) => {
        const [rows] = await t.db.sequelize.query(`PRAGMA ${pragma}`, { transaction });
        return JSON.stringify(rows);
      };
      return {
        wal: await read('journal_mode'),
        busy: await read('busy_timeout'),
        fk: await read('foreign_keys'),
        sync: await read('synchronous'),
        checkpoints: await read('wal_autocheckpoint'),
      };
    });
    expect(settings.wal).toContain('wal');
    expect(settings.busy).toContain('5000');
    expect(settings.fk).toContain('1');
    // synchronous: 2 = FULL (a commit is on disk before COMMIT returns)
    expect(settings.sync).toContain('"synchronous":2');
    expect(settings.checkpoints).toContain('"wal_autocheckpoint":1000');
  });

  it('when sign-ups, sign-ins and session writes all overlap, then none fails with SQLITE_BUSY', async () => {
    const user = await seedUser(t.db);
    const visitors = await Promise.all(Array.from({ length: 20 }, () => visitorAgent(t.baseUrl)));
    const results = await Promise.all(
      visitors.map((agent, i) =>
        i % 2
          ? agent.post('/app/signin').send({ email: user.email, password: user.password })
          : agent.post('/app/forgot_password').send({ email: user.email }),
      ),
    );
    expect(results.map((r) => r.status).filter((s) => s >= 500)).toEqual([]);
  });
});

describe.each(dialects)('db.write and ordering on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A password-reset token row: any small table with a nullable date serves these cases. */
  const createToken = (transaction: Transaction, userId: string, tokenHash: string, usedAt: Date | null) => {
    const now = new Date('2026-11-25T10:00:00Z');
    return t.db.models.PasswordResetToken.create({ id: randomUUID(), userId, tokenHash, expiresAt: now, usedAt, createdAt: now, updatedAt: now }, { transaction });
  };

  it('when a write commits, then its afterCommit hooks run after the COMMIT (another connection sees the row), and a write they start runs after the turn', async () => {
    const user = await seedUser(t.db);
    const seen: unknown[] = [];
    let later: Promise<string> | undefined;
    await t.db.write(async (transaction) => {
      await createToken(transaction, user.id, 'c'.repeat(64), null);
      transaction.afterCommit(async () => {
        // No transaction: another connection, which only sees committed rows.
        seen.push(await t.db.models.PasswordResetToken.count({ where: { tokenHash: 'c'.repeat(64) } }));
        later = t.db.write(async () => 'written after');
      });
    });
    expect(seen).toEqual([1]);
    await expect(later).resolves.toBe('written after');
  });

  it('when a write fails, then nothing of it is stored and its afterCommit hooks never run', async () => {
    const user = await seedUser(t.db);
    let hooked = false;
    await expect(
      t.db.write(async (transaction) => {
        await createToken(transaction, user.id, 'd'.repeat(64), null);
        transaction.afterCommit(() => {
          hooked = true;
        });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(hooked).toBe(false);
    expect(await t.db.models.PasswordResetToken.count({ where: { tokenHash: 'd'.repeat(64) } })).toBe(0);
  });

  it('when a nullable column is sorted with nullsLast/nullsFirst, then NULLs land where asked on both databases', async () => {
    const user = await seedUser(t.db);
    const used = [null, new Date('2026-11-25T09:00:00Z'), null, new Date('2026-11-25T11:00:00Z')];
    await t.db.write(async (transaction) => {
      for (const [i, usedAt] of used.entries()) {
        await createToken(transaction, user.id, `h${i}`.padEnd(64, '0'), usedAt);
      }
    });
    const order = async (item: ReturnType<typeof nullsLast>) =>
      (await t.db.models.PasswordResetToken.findAll({ where: { userId: user.id }, order: [item, ['tokenHash', 'ASC']] })).map((row) => row.get('usedAt')?.toISOString() ?? null);
    expect(await order(nullsLast('usedAt', 'DESC'))).toEqual(['2026-11-25T11:00:00.000Z', '2026-11-25T09:00:00.000Z', null, null]);
    expect(await order(nullsFirst('usedAt', 'ASC'))).toEqual([null, null, '2026-11-25T09:00:00.000Z', '2026-11-25T11:00:00.000Z']);
  });
});
