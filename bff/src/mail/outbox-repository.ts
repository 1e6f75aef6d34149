// The outbox_emails table: where mail goes when no SMTP server is configured.
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import type { OutboxEmailAttributes } from '../db/models.ts';
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
/** Mail written in one transaction shares its time: id breaks ties so both databases agree. */
const NEWEST_FIRST: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

const toOutboxEmail = (row: OutboxEmailAttributes): OutboxEmail => ({
  id: row.id,
  to: row.toAddress,
  subject: row.subject,
  text: row.textBody,
  html: row.htmlBody,
  createdAt: row.createdAt,
});

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
    /** Stores the mail; answers its outbox id (what the log names). */
    async add(mail: Mail, now: Date): Promise<string> {
      const row = toRow(mail, now);
      await db.write((transaction) => OutboxEmail.create(row, { transaction, fields: [...FIELDS] }));
      return row.id;
    },
    /** Adds mail inside the caller's write, so it is stored if and only if that write commits; answers its outbox id. */
    async addInTransaction(transaction: Transaction, mail: Mail, now: Date): Promise<string> {
      const row = toRow(mail, now);
      await OutboxEmail.create(row, { transaction, fields: [...FIELDS] });
      return row.id;
    },
    /** Newest first. */
    async list(limit = 100): Promise<OutboxEmail[]> {
      const rows = await OutboxEmail.findAll({ order: NEWEST_FIRST, limit });
      return rows.map((row) => toOutboxEmail(row.get({ plain: true })));
    },
    /** One page, newest first, and how many mails the outbox holds (the admin's outbox screen). */
    async page(page: { page: number; pageSize: number }): Promise<{ items: OutboxEmail[]; total: number }> {
      const [total, rows] = await Promise.all([
        OutboxEmail.count(),
        OutboxEmail.findAll({ order: NEWEST_FIRST, limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
      ]);
      return { items: rows.map((row) => toOutboxEmail(row.get({ plain: true }))), total };
    },
  };
}
