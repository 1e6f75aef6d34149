// Sends the queued texts of text_outbox. Each text is claimed with a conditional update before it
// is sent, so several BFF instances on one database never send one text twice; a failed send is
// retried with back-off and given up as failed after the last try. Customers never wait for it.
import { Op, type WhereOptions } from 'sequelize';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { outboxTextModel, type OutboxTextAttributes } from './models.ts';
import { maskCode } from './outbox-texts.ts';
import { TextSendError, type TextSender } from './text-sender.ts';

/** Waits after the 1st, 2nd… failed try; after the last of them the text is failed. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 60 * 60_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** How many due texts one run takes. */
const BATCH = 20;

/** Once a sign-in code has left (or never will), the outbox keeps its text with the digits masked: nobody reads a code from the database. */
const kept = (row: OutboxTextAttributes): string => (row.purpose === 'sign_in_code' ? maskCode(row.body) : row.body);

export interface TextWorkerDeps {
  db: Db;
  sender: TextSender;
  clock: Clock;
  logger: Logger;
  /** A claim outlives the slowest send (the provider's time-out), so a crashed worker's texts come back. */
  claimMs: number;
}

export interface TextWorkerReport {
  sent: number;
  retrying: number;
  failed: number;
}

export interface TextWorker {
  /** Sends every text due now (tests call it; the timer and kick() too). */
  runOnce(): Promise<TextWorkerReport>;
  /** Runs soon, outside the caller's turn (called after a commit that queued a text). */
  kick(): void;
  /** Resolves when the run kick() or the timer started has ended (shutdown, tests). */
  settled(): Promise<void>;
}

export function createTextWorker({ db, sender, clock, logger, claimMs }: TextWorkerDeps): TextWorker {
  const OutboxText = outboxTextModel(db);
  let running: Promise<unknown> | null = null;
  let again = false;

  /** A queued text nobody holds: never claimed, or its claim ran out (its worker died). */
  const free = (now: number): WhereOptions<OutboxTextAttributes> => ({
    status: 'queued',
    [Op.or]: [{ claimedUntilMs: null }, { claimedUntilMs: { [Op.lte]: now } }],
  });

  async function sendOne(row: OutboxTextAttributes): Promise<keyof TextWorkerReport | null> {
    const now = clock.now().getTime();
    const claimedUntilMs = now + claimMs;
    const [claimed] = await db.write((transaction) =>
      OutboxText.update({ claimedUntilMs }, { where: { id: row.id, ...free(now) }, transaction, fields: ['claimedUntilMs'] }),
    );
    // Another worker holds it (or already sent it).
    if (claimed !== 1) return null;
    // Only our claim is updated: if it ran out and another worker took over, this answer is dropped.
    const ours = { id: row.id, status: 'queued', claimedUntilMs };
    const attempts = row.attempts + 1;
    try {
      const { messageId } = await sender.send(row.toPhone, row.body);
      await db.write((transaction) =>
        OutboxText.update(
          { status: 'sent', body: kept(row), attempts, sentAt: clock.now(), providerMessageId: messageId, claimedUntilMs: null, nextAttemptAtMs: null, lastError: null },
          { where: ours, transaction, fields: ['status', 'body', 'attempts', 'sentAt', 'providerMessageId', 'claimedUntilMs', 'nextAttemptAtMs', 'lastError'] },
        ),
      );
      return 'sent';
    } catch (err) {
      const retryable = err instanceof TextSendError ? err.retryable : true;
      const lastError = (err instanceof TextSendError ? err.message : 'the text could not be sent').slice(0, 300);
      const delay = retryable ? RETRY_DELAYS_MS[attempts - 1] : undefined;
      const giveUp = delay === undefined;
      // The purpose and id say which text; never its body (a sign-in code) or its number.
      logger.warn(giveUp ? 'text failed for good' : 'text send failed; will retry', { textId: row.id, purpose: row.purpose, attempts, error: lastError });
      await db.write((transaction) =>
        OutboxText.update(
          // A text waiting for its retry keeps its body to send; one given up keeps a code masked.
          { status: giveUp ? 'failed' : 'queued', body: giveUp ? kept(row) : row.body, attempts, lastError, claimedUntilMs: null, nextAttemptAtMs: giveUp ? null : clock.now().getTime() + delay },
          { where: ours, transaction, fields: ['status', 'body', 'attempts', 'lastError', 'claimedUntilMs', 'nextAttemptAtMs'] },
        ),
      );
      return giveUp ? 'failed' : 'retrying';
    }
  }

  async function runOnce(): Promise<TextWorkerReport> {
    const report: TextWorkerReport = { sent: 0, retrying: 0, failed: 0 };
    const now = clock.now().getTime();
    const due = await OutboxText.findAll({
      where: { ...free(now), nextAttemptAtMs: { [Op.lte]: now } },
      order: [
        ['nextAttemptAtMs', 'ASC'],
        ['id', 'ASC'],
      ],
      limit: BATCH,
    });
    for (const row of due) {
      const outcome = await sendOne(row.get({ plain: true }));
      if (outcome) report[outcome]++;
    }
    return report;
  }

  function start(): void {
    running = runOnce()
      .catch((error: unknown) => logger.error('text worker run failed', { error }))
      .finally(() => {
        running = null;
        // A text queued during the run is sent by one more run.
        if (again) {
          again = false;
          start();
        }
      });
  }

  return {
    runOnce,
    kick() {
      if (running) {
        again = true;
        return;
      }
      // setImmediate: after-commit hooks run inside the write turn, which runOnce needs.
      running = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        running = null;
        start();
      });
    },
    async settled() {
      while (running) await running;
    },
  };
}

/** Runs the worker every `intervalMs` (retries come due) until stopped; 0 runs nothing. */
export function startTextWorker(worker: TextWorker, intervalMs: number): { stop(): void } {
  if (intervalMs <= 0) return { stop: () => undefined };
  const timer = setInterval(() => worker.kick(), intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
