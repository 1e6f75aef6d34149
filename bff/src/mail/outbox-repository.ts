// The outbox_emails table: where mail goes when no SMTP server is configured.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

export function createOutboxRepository(db: Db) {
  const { OutboxEmail } = db.models;
  return {
    async add(mail: { to: string; subject: string; text: string }, now: Date): Promise<void> {
      await db.write((transaction) =>
        OutboxEmail.create(
          { id: randomUUID(), toAddress: mail.to, subject: mail.subject, textBody: mail.text, createdAt: now },
          { transaction, fields: ['id', 'toAddress', 'subject', 'textBody', 'createdAt'] },
        ),
      );
    },
    /** Adds mail inside the caller's write, so it is stored if and only if that write commits. */
    async addInTransaction(transaction: Transaction, mail: { to: string; subject: string; text: string }, now: Date): Promise<void> {
      await OutboxEmail.create(
        { id: randomUUID(), toAddress: mail.to, subject: mail.subject, textBody: mail.text, createdAt: now },
        { transaction, fields: ['id', 'toAddress', 'subject', 'textBody', 'createdAt'] },
      );
    },
    /** Newest first. */
    async list(limit = 100): Promise<OutboxEmail[]> {
      const rows = await OutboxEmail.findAll({ order: [['createdAt', 'DESC'], ['id', 'DESC']], limit });
      return rows.map((row) => {
        const plain = row.get({ plain: true });
        return { id: plain.id, to: plain.toAddress, subject: plain.subject, text: plain.textBody, createdAt: plain.createdAt };
      });
    },
  };
}
