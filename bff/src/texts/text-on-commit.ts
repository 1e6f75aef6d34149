// Texts that belong to a write are stored in text_outbox inside that write: a text exists if and
// only if the write commits, once per event and phone. Without a provider they stay there (kept);
// with one they are queued, and the worker is woken after commit to send them. A text past a limit
// (text-limits.ts decides) is stored as held and never sent, and the caller's write goes on.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { outboxTextModel } from './models.ts';
import { HELD_BECAUSE, type TextLimits } from './text-limits.ts';
import type { Text, TextOnCommit, TextOutcome } from './text.ts';

export interface TextOnCommitDeps {
  db: Db;
  /** False when no provider is configured: texts are kept in the outbox and never sent. */
  sends: boolean;
  /** Decides whether each text may go. */
  limits: TextLimits;
  /** Warnings about held texts and near ceilings, never with a number or a body. */
  logger: Logger;
  /** Called after commit when a text was queued (the worker sends it at once). */
  queued?: () => void;
  /** Called after commit when a text was kept (no provider): a log line, without the body. */
  kept?: (text: Text) => void;
}

export function createTextOnCommit({ db, sends, limits, logger, queued, kept }: TextOnCommitDeps): TextOnCommit {
  const OutboxText = outboxTextModel(db);

  const write: TextOnCommit = Object.assign(
    async (...[transaction, text, at]: Parameters<TextOnCommit>): Promise<TextOutcome> => {
      // A repeated event is not written again, and not counted or held either.
      const existing = await OutboxText.count({ where: { eventKey: text.eventKey, toPhone: text.to }, transaction });
      if (existing > 0) return { written: 'duplicate' };
      const { held, nearing } = await limits.decide(transaction, text, at);
      const status = held ? 'held' : sends ? 'queued' : 'kept';
      // ignoreDuplicates: ON CONFLICT DO NOTHING (PostgreSQL) / INSERT OR IGNORE (SQLite), so a
      // racing repeat neither writes a second text nor aborts the caller's transaction.
      await OutboxText.bulkCreate(
        [
          {
            id: randomUUID(),
            toPhone: text.to,
            body: text.body,
            purpose: text.purpose,
            eventKey: text.eventKey,
            accountId: text.accountId ?? null,
            bookingId: text.bookingId ?? null,
            status,
            attempts: 0,
            nextAttemptAtMs: status === 'queued' ? at.getTime() : null,
            lastError: held ? HELD_BECAUSE[held.limit] : null,
            createdAt: at,
          },
        ],
        { transaction, ignoreDuplicates: true },
      );
      transaction.afterCommit(() => {
        for (const use of nearing) logger.warn('texts near their daily ceiling', { ...use, percent: Math.round((use.used / use.limit) * 100) });
      });
      if (held) {
        transaction.afterCommit(() => logger.warn('text held by a limit; not sent', { purpose: text.purpose, limit: held.limit }));
        return { written: 'held', held };
      }
      if (sends && queued) transaction.afterCommit(queued);
      if (!sends && kept) transaction.afterCommit(() => kept(text));
      return { written: sends ? 'queued' : 'kept' };
    },
    {
      check: async (...[transaction, text, at]: Parameters<TextOnCommit['check']>) => (await limits.decide(transaction, text, at)).held,
    },
  );
  return write;
}
