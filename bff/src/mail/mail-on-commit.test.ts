// Proves mail that belongs to a write leaves if and only if the write commits: in the outbox inside
// the write (logged once committed, by ids only), or through SMTP after commit, a failed send logged, never thrown.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.ts';
import { readOutbox, resetData, startTestApp, testDialects, type TestApp } from '../testing/index.ts';
import { createMailOnCommit } from './mail-on-commit.ts';
import type { Mail, Mailer } from './mailer.ts';

const dialects = await testDialects();
const MAIL: Mail = { to: 'ada@example.ng', subject: 'Booking ILE-7KX2Q9 received', text: 'Thank you.' };
const AT = new Date('2026-11-26T09:00:00.000Z');

/** A logger that keeps its lines, to see what was logged and when. */
function recordingLogger() {
  const lines: { level: string; msg: string; to?: string; subject?: string; outboxId?: string; reference?: string }[] = [];
  return { lines, logger: createLogger('info', (line) => void lines.push(JSON.parse(line))) };
}

describe.each(dialects)('mail on commit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await resetData(t.db);
    await t.db.write((transaction) => t.db.models.OutboxEmail.destroy({ where: {}, transaction }));
  });

  const outboxMailer: Mailer = { transport: 'outbox', send: () => Promise.reject(new Error('not used')), close: () => undefined };

  it('when the write commits without SMTP, then the mail is in the outbox and logged without its body', async () => {
    const { lines, logger } = recordingLogger();
    const mailOnCommit = createMailOnCommit({ db: t.db, mailer: outboxMailer, logger });
    await t.db.write(async (transaction) => {
      await mailOnCommit(transaction, MAIL, AT, { reference: 'ILE-7KX2Q9' });
      expect(lines).toEqual([]);
    });
    expect((await readOutbox(t.db)).map((m) => [m.to, m.subject, m.text, m.createdAt.toISOString()])).toEqual([[MAIL.to, MAIL.subject, MAIL.text, AT.toISOString()]]);
    const [stored] = await readOutbox(t.db);
    // Ids only: the outbox row and the reference, never the address or the subject (it may name someone).
    expect(lines).toEqual([{ time: expect.any(String), level: 'info', msg: 'mail written to the outbox (no SMTP_URL)', outboxId: stored?.id, reference: 'ILE-7KX2Q9' }]);
    expect(JSON.stringify(lines)).not.toContain(MAIL.text);
  });

  it('when the write rolls back without SMTP, then no mail is kept and nothing is logged', async () => {
    const { lines, logger } = recordingLogger();
    const mailOnCommit = createMailOnCommit({ db: t.db, mailer: outboxMailer, logger });
    await expect(
      t.db.write(async (transaction) => {
        await mailOnCommit(transaction, MAIL, AT, {});
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await readOutbox(t.db)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('when the write commits with SMTP, then the mail is sent after commit, and a failed send is logged', async () => {
    const { lines, logger } = recordingLogger();
    const sent: Mail[] = [];
    const smtp: Mailer = {
      transport: 'smtp',
      send: async (mail) => {
        sent.push(mail);
        throw new Error('SMTP server said 421');
      },
      close: () => undefined,
    };
    const mailOnCommit = createMailOnCommit({ db: t.db, mailer: smtp, logger });
    await t.db.write(async (transaction) => {
      await mailOnCommit(transaction, MAIL, AT, { reference: 'ILE-7KX2Q9' });
      expect(sent).toEqual([]);
    });
    expect(sent).toEqual([MAIL]);
    await expect.poll(() => lines).toMatchObject([{ level: 'error', msg: 'mail failed', reference: 'ILE-7KX2Q9' }]);
    expect(lines[0]).not.toHaveProperty('to');
    expect(lines[0]).not.toHaveProperty('subject');
    expect(await readOutbox(t.db)).toEqual([]);
  });

  it('when the write rolls back with SMTP, then nothing is sent', async () => {
    const sent: Mail[] = [];
    const smtp: Mailer = { transport: 'smtp', send: async (mail) => void sent.push(mail), close: () => undefined };
    const mailOnCommit = createMailOnCommit({ db: t.db, mailer: smtp, logger: createLogger('silent') });
    await expect(
      t.db.write(async (transaction) => {
        await mailOnCommit(transaction, MAIL, AT, {});
        throw new Error('the payment failed');
      }),
    ).rejects.toThrow('the payment failed');
    expect(sent).toEqual([]);
  });
});
