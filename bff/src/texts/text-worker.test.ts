// Proves texts are written if and only if their write commits (once per event and phone), kept without a provider, and that the worker sends them once however many workers race, retries with back-off, gives up as failed, and keeps a sent or failed sign-in code only masked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { createLogger } from '../logger.ts';
import { movableClock, type MovableClock } from '../testing/clock.ts';
import { startTestApp, testDialects, type TestApp } from '../testing/index.ts';
import { createTexts, type Texts } from './index.ts';
import { outboxTextModel } from './models.ts';
import { TextSendError, type TextSender } from './text-sender.ts';
import { createTextWorker, MAX_ATTEMPTS, RETRY_DELAYS_MS } from './text-worker.ts';
import type { Text } from './text.ts';

const dialects = await testDialects();
const logger = createLogger('silent');
const config = { termii: null, timeoutMs: 1000, workerIntervalMs: 0 };

/** A provider the test scripts: each send takes the next outcome (default: taken). */
function fakeSender() {
  const sent: { to: string; body: string }[] = [];
  const outcomes: (Error | 'ok')[] = [];
  const sender: TextSender = {
    name: 'termii',
    async send(to, body) {
      // A real send takes a moment: racing workers overlap here.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome !== 'ok') throw outcome;
      sent.push({ to, body });
      return { messageId: `m-${sent.length}` };
    },
  };
  return { sender, sent, outcomes };
}

const text = (eventKey = 'booking:b1:booking_confirmed', to = '+2348031234567'): Text => ({ to, body: 'Ilé: your Home cleaning is booked.', purpose: 'booking_confirmed', eventKey });

describe.each(dialects)('texts on %s', (dialect) => {
  let t: TestApp;
  let clock: MovableClock;
  const rows = () => outboxTextModel(t.db).findAll({ raw: true, order: [['createdAt', 'ASC']] });
  const write = (texts: Texts, ...items: Text[]) =>
    t.db.write(async (transaction) => {
      for (const item of items) await texts.onCommit(transaction, item, clock.now());
    });

  beforeAll(async () => {
    t = await startTestApp({ dialect });
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    clock = movableClock();
    await t.db.write((transaction) => outboxTextModel(t.db).destroy({ where: {}, transaction }));
  });

  it('when the write throws after writing a text, then no text is stored; when it commits, the text is stored once per event and phone', async () => {
    const texts = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger, clock });
    await expect(
      t.db.write(async (transaction) => {
        await texts.onCommit(transaction, text(), clock.now());
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await rows()).toEqual([]);
    await write(texts, text(), text());
    await write(texts, text(), text('booking:b1:booking_confirmed', '+2348065550142'));
    const stored = await rows();
    expect(stored.map((row) => row.toPhone).sort()).toEqual(['+2348031234567', '+2348065550142']);
  });

  it('when no provider is configured, then texts are kept and there is no worker to send them', async () => {
    const texts = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger, clock });
    expect(texts.worker).toBeNull();
    await write(texts, text());
    expect(await rows()).toMatchObject([{ status: 'kept', attempts: 0, sentAt: null }]);
  });

  it('when a text is kept or a send fails, then the log says so with its purpose, never its body or number', async () => {
    const lines: string[] = [];
    const capture = { ...logger, info: (message: string, fields?: object) => lines.push(JSON.stringify({ message, ...fields })), warn: (message: string, fields?: object) => lines.push(JSON.stringify({ message, ...fields })) };
    const secret: Text = { to: '+2348031234567', body: 'Your Ilé code is 482913.', purpose: 'sign_in_code', eventKey: 'sign-in-code:1' };
    await write(createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger: capture, clock }), secret);
    expect(lines).toEqual([JSON.stringify({ message: 'text kept in the outbox (no TERMII_API_KEY)', purpose: 'sign_in_code' })]);

    const fake = fakeSender();
    fake.outcomes.push(new TextSendError('Termii answered 500', true));
    const sending = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger: capture, clock, sender: fake.sender });
    await write(sending, { ...secret, eventKey: 'sign-in-code:2' });
    await sending.worker?.settled();
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('text send failed; will retry');
    expect(lines[1]).toContain('Termii answered 500');
    for (const line of lines) {
      expect(line).not.toContain('482913');
      expect(line).not.toContain('8031234567');
    }
  });

  it('when a provider is configured, then a committed text is queued and sent after commit, with its message id', async () => {
    const fake = fakeSender();
    const texts = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger, clock, sender: fake.sender });
    await write(texts, text());
    await texts.worker?.settled();
    expect(fake.sent).toEqual([{ to: '+2348031234567', body: 'Ilé: your Home cleaning is booked.' }]);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: 'm-1', lastError: null, claimedUntilMs: null });
    expect(row?.sentAt).not.toBeNull();
  });

  it('when a sign-in code text is sent, or fails for good, then text_outbox keeps its body only with the digits masked; a code waiting for its retry keeps them to send', async () => {
    const fake = fakeSender();
    const texts = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger, clock, sender: fake.sender });
    const code: Text = { to: '+2348031234567', body: 'Your Ilé code is 482913. It works for 10 minutes.', purpose: 'sign_in_code', eventKey: 'sign-in-code:sent' };
    await write(texts, code);
    await texts.worker?.settled();
    expect(fake.sent).toEqual([{ to: '+2348031234567', body: 'Your Ilé code is 482913. It works for 10 minutes.' }]);
    expect(await rows()).toMatchObject([{ status: 'sent', body: 'Your Ilé code is ••••••. It works for 10 minutes.' }]);

    await t.db.write((transaction) => outboxTextModel(t.db).destroy({ where: {}, transaction }));
    fake.outcomes.push(new TextSendError('Termii answered 503', true));
    await write(texts, { ...code, eventKey: 'sign-in-code:retry' });
    await texts.worker?.settled();
    expect(await rows()).toMatchObject([{ status: 'queued', body: 'Your Ilé code is 482913. It works for 10 minutes.' }]);
    fake.outcomes.push(new TextSendError('Termii answered 400: Invalid phone number', false));
    clock.advance(RETRY_DELAYS_MS[0]);
    await texts.worker?.runOnce();
    expect(await rows()).toMatchObject([{ status: 'failed', body: 'Your Ilé code is ••••••. It works for 10 minutes.' }]);
  });

  it('when sends keep failing with a retryable error, then each retry waits its back-off, and after the last try the text is failed', async () => {
    const fake = fakeSender();
    const worker = createTextWorker({ db: t.db, sender: fake.sender, clock, logger, claimMs: 5000 });
    // A queued text, driven by runOnce alone (no kick after commit).
    await t.db.write((transaction) => outboxTextModel(t.db).create({ id: 'x1', toPhone: '+2348031234567', body: 'hi', purpose: 'booking_confirmed', eventKey: 'k', status: 'queued', attempts: 0, nextAttemptAtMs: clock.now().getTime(), createdAt: clock.now() }, { transaction }));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      fake.outcomes.push(new TextSendError('Termii answered 503', true));
      expect(await worker.runOnce()).toEqual(attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 });
      const [row] = await rows();
      expect(row).toMatchObject({ attempts: attempt, lastError: 'Termii answered 503', status: attempt < MAX_ATTEMPTS ? 'queued' : 'failed' });
      const delay = RETRY_DELAYS_MS[attempt - 1];
      if (delay === undefined) break;
      // Not due a moment before its back-off ends…
      clock.advance(delay - 1000);
      expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      clock.advance(1000);
    }
    clock.advance(24 * 60 * 60 * 1000);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(fake.sent).toEqual([]);
  });

  it('when a retry succeeds, then the text is sent with the attempts it took', async () => {
    const fake = fakeSender();
    const texts = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger, clock, sender: fake.sender });
    fake.outcomes.push(new TextSendError('Termii did not answer within 10 s', true));
    await write(texts, text());
    await texts.worker?.settled();
    expect(await rows()).toMatchObject([{ status: 'queued', attempts: 1, lastError: 'Termii did not answer within 10 s' }]);
    clock.advance(RETRY_DELAYS_MS[0]);
    expect(await texts.worker?.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });

  it('when the provider refuses the text (not retryable), then it is failed at once', async () => {
    const fake = fakeSender();
    const texts = createTexts({ db: t.db, config, limits: DEFAULT_RATE_LIMITS, logger, clock, sender: fake.sender });
    fake.outcomes.push(new TextSendError('Termii answered 400: Invalid phone number', false));
    await write(texts, text());
    await texts.worker?.settled();
    expect(await rows()).toMatchObject([{ status: 'failed', attempts: 1, lastError: 'Termii answered 400: Invalid phone number', nextAttemptAtMs: null }]);
  });

  it('when three workers (as on three instances) race over the same queued texts, then each text is sent exactly once', async () => {
    const fake = fakeSender();
    const workers = [1, 2, 3].map(() => createTextWorker({ db: t.db, sender: fake.sender, clock, logger, claimMs: 60_000 }));
    const Outbox = outboxTextModel(t.db);
    await t.db.write((transaction) =>
      Outbox.bulkCreate(
        [1, 2, 3, 4, 5].map((n) => ({ id: `r${n}`, toPhone: '+2348031234567', body: `text ${n}`, purpose: 'booking_confirmed', eventKey: `k${n}`, status: 'queued' as const, attempts: 0, nextAttemptAtMs: clock.now().getTime(), createdAt: clock.now() })),
        { transaction },
      ),
    );
    const reports = await Promise.all(workers.map((worker) => worker.runOnce()));
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(5);
    expect(fake.sent.map((item) => item.body).sort()).toEqual(['text 1', 'text 2', 'text 3', 'text 4', 'text 5']);
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('when a worker died holding a claim, then the text is sent once the claim runs out', async () => {
    const fake = fakeSender();
    const worker = createTextWorker({ db: t.db, sender: fake.sender, clock, logger, claimMs: 60_000 });
    const Outbox = outboxTextModel(t.db);
    await t.db.write((transaction) =>
      Outbox.create({ id: 'held', toPhone: '+2348031234567', body: 'held', purpose: 'booking_confirmed', eventKey: 'held', status: 'queued', attempts: 0, nextAttemptAtMs: clock.now().getTime(), claimedUntilMs: clock.now().getTime() + 60_000, createdAt: clock.now() }, { transaction }),
    );
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(60_000);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
  });
});
