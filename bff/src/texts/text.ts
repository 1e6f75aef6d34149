// A text (SMS) as the rest of the BFF writes it; texts/ keeps it in text_outbox and sends it.
import type { components } from '@ile/domain/schema';
import type { Transaction } from 'sequelize';

export type TextPurpose = components['schemas']['OutboxText']['purpose'];

export interface Text {
  /** `+234XXXXXXXXXX`. */
  to: string;
  body: string;
  purpose: TextPurpose;
  /** What it is about; a second text with the same key to the same phone is not written. */
  eventKey: string;
}

/**
 * Writes the text into text_outbox inside the caller's write, so it exists if and only if that
 * write commits; the worker sends it after commit (at once, then retried with back-off).
 */
export type TextOnCommit = (transaction: Transaction, text: Text, at: Date) => Promise<void>;
