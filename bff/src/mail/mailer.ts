// Sends e-mail through SMTP when SMTP_URL is set; otherwise keeps it in the outbox table (for
// local use and tests) and logs that it did by id, without the address, subject or body (it may hold a reset link).
import nodemailer from 'nodemailer';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { createOutboxRepository } from './outbox-repository.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** A simple HTML alternative to `text` (see mail-frame.ts); mail clients show whichever they prefer. */
  html?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | null;
  from: string;
  db: Db;
  logger: Logger;
  clock: Clock;
}

export function createMailer({ smtpUrl, from, db, logger, clock }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      transport: 'smtp',
      async send(mail) {
        await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
        // Nothing about whom: the address and subject are personal data (mail-on-commit logs its reference on failure).
        logger.info('mail sent');
      },
      close: () => transporter.close(),
    };
  }
  const outbox = createOutboxRepository(db);
  return {
    transport: 'outbox',
    async send(mail) {
      const outboxId = await outbox.add(mail, clock.now());
      logger.info('mail written to the outbox (no SMTP_URL)', { outboxId });
    },
    close: () => undefined,
  };
}
