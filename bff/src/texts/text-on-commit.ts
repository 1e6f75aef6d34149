// Texts that belong to a write are stored in text_outbox inside that write: a text exists if and
// only if the write commits, once per event and phone. Without a provider they stay there (kept);
// with one they are queued, and the worker is woken after commit to send them.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/index.ts';
import { outboxTextModel } from './models.ts';
import type { Text, TextOnCommit } from './text.ts';

export interface TextOnCommitDeps {
  db: Db;
  /** False when no provider is configured: texts are kept in the outbox and never sent. */
  sends: boolean;
  /** Called after commit when a text was queued (the worker sends it at once). */
  queued?: () => void;
  /** Called after commit when a text was kept (no provider): a log line, without the body. */
  kept?: (text: Text) => void;
}

export function createTextOnCommit({ db, sends, queued, kept }: TextOnCommitDeps): TextOnCommit {
  const OutboxText = outboxTextModel(db);
  return async (transaction, text, at) => {
    // ignoreDuplicates: ON CONFLICT DO NOTHING (PostgreSQL) / INSERT OR IGNORE (SQLite), so a
    // repeated event neither writes a second text nor aborts the caller's transaction.
    await OutboxText.bulkCreate(
      [
        {
          id: randomUUID(),
          toPhone: text.to,
          body: text.body,
          purpose: text.purpose,
          eventKey: text.eventKey,
          status: sends ? 'queued' : 'kept',
          attempts: 0,
          nextAttemptAtMs: sends ? at.getTime() : null,
          createdAt: at,
        },
      ],
      { transaction, ignoreDuplicates: true },
    );
    if (sends && queued) transaction.afterCommit(queued);
    if (!sends && kept) transaction.afterCommit(() => kept(text));
  };
}
