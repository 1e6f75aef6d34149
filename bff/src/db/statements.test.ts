// Proves the hand-written statements and the models agree on both databases: a date bound by
// dateParam sorts and compares with dates the models wrote, every stored date reads back as the
// same instant, and a broken unique index still throws Sequelize's UniqueConstraintError. On
// SQLite a statement answers on a later turn of the event loop, except inside a write transaction.
import { randomUUID } from 'node:crypto';
import { UniqueConstraintError } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedUser, startTestApp, testDialects, type TestApp } from '../testing/index.ts';
import { dateParam, execute, readBoolean, readDate, readInteger, selectRows } from './statements.ts';

const dialects = await testDialects();

describe.each(dialects)('hand-written statements on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when a date is bound, then it compares with and sorts among the dates the models wrote, and reads back as the same instant', async () => {
    const user = await seedUser(t.db);
    const byModel = new Date('2026-11-27T09:30:00.250Z');
    const byStatement = new Date('2026-11-27T09:30:00.500Z');
    await t.db.write(async (transaction) => {
      await t.db.models.OutboxEmail.create({ id: randomUUID(), toAddress: user.email, subject: 'model', textBody: 'x', createdAt: byModel }, { transaction });
      await execute(
        t.db,
        'INSERT INTO "outbox_emails" ("id", "to_address", "subject", "text_body", "created_at") VALUES ($id, $to, $subject, $text, $at)',
        { id: randomUUID(), to: user.email, subject: 'statement', text: 'x', at: dateParam(t.db, byStatement) },
        transaction,
      );
    });
    const between = new Date('2026-11-27T09:30:00.251Z');
    const rows = await selectRows(t.db, 'SELECT "subject", "created_at" FROM "outbox_emails" WHERE "to_address" = $to AND "created_at" >= $from ORDER BY "created_at"', {
      to: user.email,
      from: dateParam(t.db, between),
    });
    expect(rows.map((row) => row.subject)).toEqual(['statement']);
    const all = await selectRows(t.db, 'SELECT "subject", "created_at" FROM "outbox_emails" WHERE "to_address" = $to ORDER BY "created_at" DESC', { to: user.email });
    expect(all.map((row) => [row.subject, readDate(row.created_at).toISOString()])).toEqual([
      ['statement', byStatement.toISOString()],
      ['model', byModel.toISOString()],
    ]);
    // The models read the statement's date as the same instant too.
    const read = await t.db.models.OutboxEmail.findOne({ where: { subject: 'statement', toAddress: user.email } });
    expect(read?.createdAt.toISOString()).toBe(byStatement.toISOString());
  });

  it('when a unique index is broken, then the statement throws UniqueConstraintError', async () => {
    const user = await seedUser(t.db);
    const insert = (id: string) =>
      t.db.write((transaction) =>
        execute(
          t.db,
          'INSERT INTO "users" ("id", "name", "email", "phone", "role", "referral_code", "password_hash", "created_at", "updated_at") VALUES ($id, $name, $email, $phone, $role, $code, $hash, $at, $at)',
          { id, name: 'Twin', email: user.email, phone: '+2348030000000', role: 'user', code: randomUUID().slice(0, 8), hash: 'x', at: dateParam(t.db, new Date()) },
          transaction,
        ),
      );
    await expect(insert(randomUUID())).rejects.toBeInstanceOf(UniqueConstraintError);
  });

  it('when stored integers and booleans are read, then both databases answer numbers and booleans', async () => {
    const rows = await selectRows(t.db, 'SELECT "sort_order", "active" FROM "services" WHERE "key" = $key', { key: 'home-cleaning' });
    expect(rows).toHaveLength(1);
    const [row = {}] = rows;
    expect(readInteger(row.sort_order, 'sort_order')).toBe(1);
    expect(readBoolean(row.active, 'active')).toBe(true);
  });

  // Only SQLite runs statements on the connection itself; PostgreSQL's go through sequelize.query.
  if (dialect !== 'sqlite') return;

  it('when a statement runs outside a transaction, then its answer comes on a later turn of the event loop', async () => {
    const turn = { passed: false };
    setImmediate(() => (turn.passed = true));
    await selectRows(t.db, 'SELECT 1 AS "one"', {});
    expect(turn.passed).toBe(true);
  });

  it('when statements run inside a write transaction, then each follows the last at once, without giving up the write turn to the event loop', async () => {
    const user = await seedUser(t.db);
    const turn = { passed: false };
    await t.db.write(async (transaction) => {
      setImmediate(() => (turn.passed = true));
      await selectRows(t.db, 'SELECT 1 AS "one"', {}, transaction);
      await execute(t.db, 'UPDATE "users" SET "name" = $name WHERE "id" = $id', { name: 'Ada Okafor', id: user.id }, transaction);
      expect(turn.passed).toBe(false);
    });
  });
});

describe('readers of stored values', () => {
  it('when a stored value is not what the column holds, then they throw instead of passing it on', () => {
    expect(() => readDate('not a date')).toThrow();
    expect(() => readInteger('12.5', 'x')).toThrow();
    expect(() => readBoolean('yes', 'x')).toThrow();
    expect(readInteger('9007199254740991', 'x')).toBe(9007199254740991);
    expect(readDate('2026-11-27 09:30:00.250 +00:00').toISOString()).toBe('2026-11-27T09:30:00.250Z');
  });
});
