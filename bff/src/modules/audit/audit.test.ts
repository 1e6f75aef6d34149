// Proves the audit log: an entry is kept if and only if the caller's write commits, and a subject's
// history comes back newest first, mapped to the spec's AuditEntry, on both databases; a page of
// subjects gets its histories in one query, each newest first and cut to the latest few.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDialects, type TestApp } from '../../testing/index.ts';
import { toAuditEntry } from './mapper.ts';
import { createAuditLog, type AuditSubjectType } from './repository.ts';

const dialects = await testDialects();
const actor = { id: randomUUID(), name: 'Ilé Admin' };

describe.each(dialects)('the audit log on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('when actions are recorded, then the subject’s history answers them newest first with before and after, and nothing of another subject', async () => {
    const audit = createAuditLog(t.db);
    const subject = { type: 'pro' as const, id: randomUUID() };
    const first = new Date('2026-11-25T09:00:00.000Z');
    const second = new Date('2026-11-25T10:00:00.000Z');
    await t.db.write((tx) =>
      audit.record(tx, { actor, action: 'pro.approve', subject, note: '  Checked the NIN.  ', before: { status: 'pending' }, after: { status: 'approved' } }, first),
    );
    await t.db.write((tx) => audit.record(tx, { actor, action: 'pro.suspend', subject, before: { status: 'approved' }, after: { status: 'suspended' } }, second));
    await t.db.write((tx) => audit.record(tx, { actor, action: 'pro.approve', subject: { type: 'pro', id: randomUUID() } }, second));

    const history = await audit.history('pro', subject.id);
    expect(history.map(toAuditEntry)).toEqual([
      { id: expect.any(String), actorName: 'Ilé Admin', action: 'pro.suspend', note: null, before: { status: 'approved' }, after: { status: 'suspended' }, at: second.toISOString() },
      { id: expect.any(String), actorName: 'Ilé Admin', action: 'pro.approve', note: 'Checked the NIN.', before: { status: 'pending' }, after: { status: 'approved' }, at: first.toISOString() },
    ]);
    expect(history[0]?.actorId).toBe(actor.id);
  });

  it('when the caller’s write fails after recording, then the entry is gone with it', async () => {
    const audit = createAuditLog(t.db);
    const subject = { type: 'service' as const, id: 's_plumbing' };
    const failed = t.db.write(async (tx) => {
      await audit.record(tx, { actor, action: 'service.update', subject, before: { name: 'Plumbing' }, after: { name: 'Plumbers' } }, new Date());
      throw new Error('the change itself failed');
    });
    await expect(failed).rejects.toThrow('the change itself failed');
    expect(await audit.history('service', subject.id)).toEqual([]);
  });

  it('when a page of subjects asks for its histories, then one query answers each newest first, cut to the limit, [] for the untouched, nothing of other subjects', async () => {
    const audit = createAuditLog(t.db);
    const busy = randomUUID();
    const once = randomUUID();
    const untouched = randomUUID();
    const notAsked = randomUUID();
    const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));
    const record = (type: AuditSubjectType, id: string, action: string, minute: number, note: string | null = null) =>
      t.db.write((tx) => audit.record(tx, { actor, action, subject: { type, id }, note, before: { n: minute - 1 }, after: { n: minute } }, at(minute)));
    // Recorded out of order: the answer's order comes from `at`, not from insertion.
    for (const minute of [3, 1, 4, 2, 5]) await record('message', busy, minute % 2 ? 'message.read' : 'message.unread', minute);
    await record('message', once, 'message.read', 7, 'Answered by phone.');
    await record('message', notAsked, 'message.read', 8);
    // Same id, another kind of subject: not the message's history.
    await record('review', once, 'review.hide', 9);

    let queries = 0;
    const hook = `count-queries-${Math.random()}`;
    t.db.sequelize.addHook('beforeQuery', hook, () => {
      queries++;
    });
    let histories: Map<string, Awaited<ReturnType<typeof audit.history>>>;
    try {
      histories = await audit.historyOf('message', [busy, once, untouched, busy], 3);
    } finally {
      t.db.sequelize.removeHook('beforeQuery', hook);
    }
    expect(queries).toBe(1);
    expect([...histories.keys()].sort()).toEqual([busy, once, untouched].sort());
    expect(histories.get(busy)?.map((entry) => entry.after)).toEqual([{ n: 5 }, { n: 4 }, { n: 3 }]);
    expect(histories.get(once)?.map(toAuditEntry)).toEqual([
      { id: expect.any(String), actorName: 'Ilé Admin', action: 'message.read', note: 'Answered by phone.', before: { n: 6 }, after: { n: 7 }, at: at(7).toISOString() },
    ]);
    expect(histories.get(untouched)).toEqual([]);
    expect(await audit.historyOf('message', [], 3)).toEqual(new Map());
  });

  it('when before or after would not fit the spec (over 50 fields), then recording refuses', async () => {
    const audit = createAuditLog(t.db);
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i]));
    await expect(
      t.db.write((tx) => audit.record(tx, { actor, action: 'service.update', subject: { type: 'service', id: 's_x' }, before: tooMany }, new Date())),
    ).rejects.toThrow(/more than 50 fields/);
  });
});
