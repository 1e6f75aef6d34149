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
  /** The account it is sent for (whose booking or sign-in): counted by the per-account limit. */
  accountId?: string | null;
  /** The booking it is about: counted by the per-booking limit (at most a few a day to one number). */
  bookingId?: string | null;
  /** A sign-in code to a number a customer account has proved: it still goes past the daily ceilings. */
  provenNumber?: boolean;
}

/** Which limit held a text back (text-limits.ts). */
export type TextLimitName = 'per_booking' | 'per_number' | 'per_account' | 'codes_ceiling' | 'daily_ceiling';

/** A text a limit holds back: never sent; `retryAfterMs` is when that limit has room again. */
export interface TextHeld {
  limit: TextLimitName;
  retryAfterMs: number;
}

/** What became of a text: written to be sent (or kept without a provider), held by a limit, or already there. */
export type TextOutcome = { written: 'queued' | 'kept' | 'duplicate' } | { written: 'held'; held: TextHeld };

/**
 * Writes the text into text_outbox inside the caller's write, so it exists if and only if that
 * write commits; the worker sends it after commit (at once, then retried with back-off). A text
 * past a limit is written as held and never sent; the caller's write goes on either way.
 */
export interface TextOnCommit {
  (transaction: Transaction, text: Text, at: Date): Promise<TextOutcome>;
  /** Whether a limit would hold this text now, writing nothing (a code for a number that gets no text answers alike). */
  check(transaction: Transaction, text: Text, at: Date): Promise<TextHeld | null>;
}

/** The limit that held a text, or null when it was written to go (or was already there). */
export const heldOf = (outcome: TextOutcome): TextHeld | null => (outcome.written === 'held' ? outcome.held : null);
