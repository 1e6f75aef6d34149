// Texts in tests: clearing the texts outbox and the sign-in codes, reading texts as the e2e does
// (a sign-in code from its text's body), and a real code for a number. Test-only.
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import { createAccountsRepository } from '../modules/accounts/repository.ts';
import { createSignInCodes } from '../modules/accounts/sign-in-codes.ts';
import { signInCodeModel } from '../modules/accounts/sign-in-codes-repository.ts';
import { createLogger } from '../logger.ts';
import { systemClock } from '../clock.ts';
import { outboxTextModel, type OutboxTextAttributes } from '../texts/models.ts';
import { DEFAULT_RATE_LIMITS } from '../config.ts';
import { createTextLimits, type TextLimitsConfig } from '../texts/text-limits.ts';
import { createTextOnCommit } from '../texts/text-on-commit.ts';
import type { TextOnCommit } from '../texts/text.ts';

/** Text limits no test reaches unless it means to. */
export const NO_TEXT_LIMITS: TextLimitsConfig = { textsPerDay: 1_000_000, textsPerNumber: 1_000_000, textsPerAccount: 1_000_000, textsPerBookingRecipient: 1_000_000, signInTextsPerDay: 1_000_000 };

/** A TextOnCommit that keeps texts in the outbox (no provider), under `limits` (by default the documented ones). */
export function keptTexts(db: Db, limits: TextLimitsConfig = DEFAULT_RATE_LIMITS): TextOnCommit {
  return createTextOnCommit({ db, sends: false, limits: createTextLimits(db, limits), logger: createLogger('silent') });
}

export async function clearTexts(db: Db, transaction: Transaction): Promise<void> {
  await outboxTextModel(db).destroy({ where: {}, transaction });
  await signInCodeModel(db.sequelize).destroy({ where: {}, transaction });
}

/** The texts sent to a number (`+234…`, or all), newest first. */
export async function readTexts(db: Db, to?: string): Promise<OutboxTextAttributes[]> {
  const rows = await outboxTextModel(db).findAll({ where: to ? { toPhone: to } : {}, order: [['createdAt', 'DESC'], ['id', 'DESC']] });
  return rows.map((row) => row.get({ plain: true }));
}

/** The code in a sign-in text's body ("Your Ilé code is 482913. …"). */
export function codeIn(body: string): string {
  const found = /code is (\d{6})\b/.exec(body);
  if (!found?.[1]) throw new Error(`no sign-in code in "${body}"`);
  return found[1];
}

/** The newest sign-in code texted to a number, read from the outbox. */
export async function latestCodeFor(db: Db, to: string): Promise<string> {
  const text = (await readTexts(db, to)).find((row) => row.purpose === 'sign_in_code');
  if (!text) throw new Error(`no sign-in code was texted to ${to}`);
  return codeIn(text.body);
}

/** A fresh code for a number (as typed or `+234…`), made by the real rules with no limits in the way, as the app keys it. */
export async function newSignInCode(db: Db, secret: string, to: string): Promise<string> {
  const codes = createSignInCodes({
    db,
    repo: createAccountsRepository(db),
    texts: keptTexts(db, NO_TEXT_LIMITS),
    clock: systemClock,
    logger: createLogger('silent'),
    secret,
    limits: { signInCodesPerNumber: 1_000_000, signInTextsPerDay: 1_000_000 },
  });
  // The resend wait still applies: a number gets one code a minute, so tests use a fresh number each time.
  const sent = await codes.sendCode(to);
  return latestCodeFor(db, sent.phone);
}

/** Marks an account's phone as proven (as signing in with a texted code does): its booking texts may go to it. */
export async function provePhone(db: Db, userId: string, at: Date = new Date()): Promise<void> {
  await db.write((transaction) => db.models.User.update({ phoneVerifiedAt: at }, { where: { id: userId }, transaction, fields: ['phoneVerifiedAt'] }));
}
