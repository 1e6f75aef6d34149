// The admin's view of text_outbox: one page, newest first, with a sign-in code's digits hidden once
// the text has left (only a kept code, which no phone received, is shown whole: the demo needs it).
import type { Db } from '../db/index.ts';
import { outboxTextModel, type OutboxTextAttributes, type TextStatus } from './models.ts';
import type { TextPurpose } from './text.ts';

export interface ListedText {
  id: string;
  to: string;
  body: string;
  purpose: TextPurpose;
  status: TextStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

const PURPOSES: readonly TextPurpose[] = [
  'sign_in_code',
  'booking_confirmed',
  'pro_assigned',
  'on_the_way',
  'job_done',
  'rescheduled',
  'cancelled',
  'pro_job_assigned',
  'pro_job_changed',
  'pro_job_cancelled',
];
const STATUSES: readonly TextStatus[] = ['kept', 'queued', 'sent', 'failed', 'held'];

function known<T extends string>(values: readonly T[], value: string, column: string): T {
  const found = values.find((candidate) => candidate === value);
  if (!found) throw new Error(`unknown ${column} in text_outbox: ${value}`);
  return found;
}

/** "Your Ilé code is 482913." → "Your Ilé code is ••••••." */
export const maskCode = (body: string) => body.replace(/\d{6}/g, '••••••');

function toListedText(row: OutboxTextAttributes): ListedText {
  const purpose = known(PURPOSES, row.purpose, 'purpose');
  const status = known(STATUSES, row.status, 'status');
  return {
    id: row.id,
    to: row.toPhone,
    body: purpose === 'sign_in_code' && status !== 'kept' ? maskCode(row.body) : row.body,
    purpose,
    status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

export function createOutboxTexts(db: Db) {
  const OutboxText = outboxTextModel(db);
  return {
    async page(page: { page: number; pageSize: number }): Promise<{ items: ListedText[]; total: number }> {
      const [total, rows] = await Promise.all([
        OutboxText.count(),
        // Texts written in one transaction share their time: id breaks ties so both databases agree.
        OutboxText.findAll({ order: [['createdAt', 'DESC'], ['id', 'DESC']], limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
      ]);
      return { items: rows.map((row) => toListedText(row.get({ plain: true }))), total };
    },
  };
}

export type OutboxTexts = ReturnType<typeof createOutboxTexts>;
