// Mail that belongs to a write leaves if and only if that write commits. Without SMTP it is stored
// in the outbox inside the same transaction (and logged once committed); with SMTP it is sent once
// the commit is durable (db.write runs afterCommit hooks after the WAL flush on SQLite), and a
// failed send is logged, never undoing the booking, payment or claim it is about.
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import type { Mail, Mailer } from './mailer.ts';
import { createOutboxRepository } from './outbox-repository.ts';

/** `context` goes into the log lines (a reference, an event), never the body: it may hold a link. */
export type MailOnCommit = (transaction: Transaction, mail: Mail, at: Date, context: Record<string, unknown>) => Promise<void>;

export function createMailOnCommit({ db, mailer, logger }: { db: Db; mailer: Mailer; logger: Logger }): MailOnCommit {
  const outbox = createOutboxRepository(db);
  return async (transaction, mail, at, context) => {
    // Ids only (the context's reference or message id): never the address or the subject, which may name someone.
    const about = { ...context };
    if (mailer.transport === 'outbox') {
      const outboxId = await outbox.addInTransaction(transaction, mail, at);
      transaction.afterCommit(() => logger.info('mail written to the outbox (no SMTP_URL)', { outboxId, ...about }));
      return;
    }
    transaction.afterCommit(() => {
      mailer.send(mail).catch((error: unknown) => logger.error('mail failed', { ...about, error }));
    });
  };
}
