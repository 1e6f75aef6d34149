// The outbox_emails table: where mail goes when no SMTP server is configured.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import type { Mail } from './mailer.ts';

export interface OutboxEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: Date;
}

const FIELDS = ['id', 'toAddress', 'subject', 'textBody', 'htmlBody', 'createdAt'] as const;

const toRow = (mail: Mail, now: Date) => ({
  id: randomUUID(),
  toAddress: mail.to,
  subject: mail.subject,
  textBody: mail.text,
  htmlBody: mail.html ?? null,
  createdAt: now,
});

export function createOutboxRepository(db: Db) {
  const { OutboxEmail } = db.models;
  return {
    async add(mail: Mail, now: Date): Promise<void> {
      await db.write((transaction) => OutboxEmail.create(toRow(mail, now), { transaction, fields: [...FIELDS] }));
    },
    /** Adds mail inside the caller's write, so it is stored if and only if that write commits. */
    async addInTransaction(transaction: Transaction, mail: Mail, now: Date): Promise<void> {
      await OutboxEmail.create(toRow(mail, now), { transaction, fields: [...FIELDS] });
    },
    /** Newest first. */
    async list(limit = 100): Promise<OutboxEmail[]> {
      const rows = await OutboxEmail.findAll({ order: [['createdAt', 'DESC'], ['id', 'DESC']], limit });
      return rows.map((row) => {
        const plain = row.get({ plain: true });
        return { id: plain.id, to: plain.toAddress, subject: plain.subject, text: plain.textBody, html: plain.htmlBody, createdAt: plain.createdAt };
      });
    },
  };
}
