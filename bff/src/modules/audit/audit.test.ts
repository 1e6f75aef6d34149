// Proves the audit log: an entry is kept if and only if the caller's write commits, and a subject's
// history comes back newest first, mapped to the spec's AuditEntry, on both databases.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDialects, type TestApp } from '../../testing/index.ts';
import { toAuditEntry } from './mapper.ts';
import { createAuditLog } from './repository.ts';

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

  it('when before or after would not fit the spec (over 50 fields), then recording refuses', async () => {
    const audit = createAuditLog(t.db);
    const tooMany = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, i]));
    await expect(
      t.db.write((tx) => audit.record(tx, { actor, action: 'service.update', subject: { type: 'service', id: 's_x' }, before: tooMany }, new Date())),
    ).rejects.toThrow(/more than 50 fields/);
  });
});
