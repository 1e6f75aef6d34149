// The one place that decides whether a text may go. Every text, codes included, counts toward a
// daily ceiling, a limit per number and per account, and (booking texts) per booking and number,
// each over the last 24 hours. Counts are rows of text_outbox read inside the writing transaction,
// so every instance shares them; held texts do not count. Sign-in codes also have their own daily
// ceiling, which codes to a number a customer proved (by a code) pass, as they pass the daily one.
import { Op, type Transaction, type WhereOptions } from 'sequelize';
import type { RateLimits } from '../config.ts';
import type { Db } from '../db/index.ts';
import { outboxTextModel, type OutboxTextAttributes } from './models.ts';
import type { Text, TextHeld, TextLimitName } from './text.ts';

export const TEXT_LIMIT_WINDOW_MS = 24 * 60 * 60_000;
/** A daily ceiling this full is "near": the log warns once and the admin home shows an alert. */
export const NEAR_CEILING = 0.8;

export type TextLimitsConfig = Pick<RateLimits, 'textsPerDay' | 'textsPerNumber' | 'textsPerAccount' | 'textsPerBookingRecipient' | 'signInTextsPerDay'>;

/** The two daily ceilings, as the admin is told of them. */
export type TextCeiling = 'sign_in_codes' | 'all_texts';

export interface CeilingUse {
  ceiling: TextCeiling;
  used: number;
  limit: number;
}

export interface TextDecision {
  held: TextHeld | null;
  /** Ceilings this text brings to NEAR_CEILING (the warning is logged once the text is written). */
  nearing: CeilingUse[];
}

/** Why a held text did not go, as the admins' outbox shows it (lastError). */
export const HELD_BECAUSE: Record<TextLimitName, string> = {
  per_booking: 'Held: enough texts about this booking went to this number in 24 hours (TEXT_LIMIT_PER_BOOKING).',
  per_number: 'Held: enough texts went to this number in 24 hours (TEXT_LIMIT_PER_NUMBER).',
  per_account: 'Held: enough texts went out for this account in 24 hours (TEXT_LIMIT_PER_ACCOUNT).',
  codes_ceiling: 'Held: the daily ceiling on sign-in codes to new numbers is reached (TEXT_CODES_DAILY_CEILING).',
  daily_ceiling: 'Held: the daily ceiling on all texts is reached (TEXT_DAILY_CEILING).',
};

const CEILING_OF: Partial<Record<TextLimitName, TextCeiling>> = { codes_ceiling: 'sign_in_codes', daily_ceiling: 'all_texts' };

const nearAt = (limit: number) => Math.ceil(limit * NEAR_CEILING);

export function createTextLimits(db: Db, limits: TextLimitsConfig) {
  const OutboxText = outboxTextModel(db);
  const counted = (where: WhereOptions<OutboxTextAttributes>, sinceMs: number): WhereOptions<OutboxTextAttributes> => ({
    ...where,
    createdAt: { [Op.gt]: new Date(sinceMs) },
    status: { [Op.ne]: 'held' },
  });

  /** How many texts `where` counts in the window, and, when `limit` is reached, when one falls out of it. */
  async function tally(where: WhereOptions<OutboxTextAttributes>, limit: number, at: Date, transaction?: Transaction): Promise<{ count: number; retryAfterMs: number | null }> {
    const sinceMs = at.getTime() - TEXT_LIMIT_WINDOW_MS;
    const count = await OutboxText.count({ where: counted(where, sinceMs), transaction });
    if (count < limit) return { count, retryAfterMs: null };
    // Room comes back when the text that makes the count `limit` leaves the window.
    const pivot = await OutboxText.findOne({ where: counted(where, sinceMs), attributes: ['createdAt'], order: [['createdAt', 'ASC'], ['id', 'ASC']], offset: count - limit, transaction });
    const pivotMs = pivot ? pivot.createdAt.getTime() : at.getTime();
    return { count, retryAfterMs: Math.max(1000, pivotMs + TEXT_LIMIT_WINDOW_MS - at.getTime()) };
  }

  /** The limits that apply to a text, in the order they are checked. */
  function limitsFor(text: Text): { name: TextLimitName; where: WhereOptions<OutboxTextAttributes>; limit: number }[] {
    const isCode = text.purpose === 'sign_in_code';
    const provenCode = isCode && text.provenNumber === true;
    return [
      ...(!isCode && text.bookingId ? [{ name: 'per_booking' as const, where: { bookingId: text.bookingId, toPhone: text.to }, limit: limits.textsPerBookingRecipient }] : []),
      { name: 'per_number' as const, where: { toPhone: text.to }, limit: limits.textsPerNumber },
      ...(text.accountId ? [{ name: 'per_account' as const, where: { accountId: text.accountId }, limit: limits.textsPerAccount }] : []),
      ...(isCode && !provenCode ? [{ name: 'codes_ceiling' as const, where: { purpose: 'sign_in_code' }, limit: limits.signInTextsPerDay }] : []),
      ...(!provenCode ? [{ name: 'daily_ceiling' as const, where: {}, limit: limits.textsPerDay }] : []),
    ];
  }

  return {
    /** Whether `text` may go now (inside the write it belongs to), and which ceilings it brings near. */
    async decide(transaction: Transaction, text: Text, at: Date): Promise<TextDecision> {
      const nearing: CeilingUse[] = [];
      for (const { name, where, limit } of limitsFor(text)) {
        const { count, retryAfterMs } = await tally(where, limit, at, transaction);
        if (retryAfterMs !== null) return { held: { limit: name, retryAfterMs }, nearing: [] };
        const ceiling = CEILING_OF[name];
        if (ceiling && count + 1 === nearAt(limit)) nearing.push({ ceiling, used: count + 1, limit });
      }
      return { held: null, nearing };
    },

    /** Each daily ceiling at or past NEAR_CEILING now (the admin home's alerts). */
    async nearCeilings(at: Date): Promise<CeilingUse[]> {
      const ceilings: { ceiling: TextCeiling; where: WhereOptions<OutboxTextAttributes>; limit: number }[] = [
        { ceiling: 'sign_in_codes', where: { purpose: 'sign_in_code' }, limit: limits.signInTextsPerDay },
        { ceiling: 'all_texts', where: {}, limit: limits.textsPerDay },
      ];
      const uses = await Promise.all(ceilings.map(async ({ ceiling, where, limit }) => ({ ceiling, limit, used: (await tally(where, limit, at)).count })));
      return uses.filter((use) => use.used >= nearAt(use.limit));
    },
  };
}

export type TextLimits = ReturnType<typeof createTextLimits>;
