// Sign-in by a texted code: 6 random digits, kept only as an HMAC, valid 10 minutes, 5 tries, used
// once; a new code voids the last. The answer to "send me a code" is the same for every number,
// known, unknown or staff, so it never tells who has an account.
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { normalizeEmail, normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { Clock } from '../../clock.ts';
import type { RateLimits } from '../../config.ts';
import type { Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { AppError, validationFailed } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { heldOf, type Text, type TextHeld, type TextOnCommit } from '../../texts/index.ts';
import { createPhoneAccountsRepository, type PhoneAccount } from './phone-accounts-repository.ts';
import { DuplicateError, type AccountsRepository, type UserRecord } from './repository.ts';
import { newReferralCode, NO_PASSWORD_YET } from './service.ts';
import type { EmailProof } from './email-proof.ts';
import { createSignInCodesRepository, type SignInCodeRecord } from './sign-in-codes-repository.ts';

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_TRIES = 5;
export const RESEND_AFTER_MS = 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export interface SignInCodesDeps {
  db: Db;
  /** Mails a typed e-mail's confirmation link (a new number's optional e-mail); absent, the e-mail is not kept. */
  emailProof?: Pick<EmailProof, 'offer'>;
  repo: AccountsRepository;
  texts: TextOnCommit;
  clock: Clock;
  logger: Logger;
  /** Keys the codes' HMAC (SESSION_SECRET): a leaked table does not give the codes away. */
  secret: string;
  /** The code ceiling (signInTextsPerDay) is the text limits'; it is read here for the log line. */
  limits: Pick<RateLimits, 'signInCodesPerNumber' | 'signInTextsPerDay'>;
}

export interface CodeSent {
  phone: string;
  expiresInSeconds: number;
  resendInSeconds: number;
}

export interface CodeSignIn {
  phone: string;
  code: string;
  name?: string;
  email?: string;
}

/** The text a code goes out in: GSM-7 only (é is in it, ₦ is not), so it stays one SMS. */
export const signInCodeText = (code: string) => `Your Ilé code is ${code}. It works for 10 minutes. Never share it: Ilé will never ask for it.`;

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

const codeExpired = () =>
  new AppError(400, 'code_expired', 'This code has expired or was already used. Ask for a new one.', { code: 'This code has expired. Ask for a new one.' });

/**
 * The account a code signs in: one that proved the number (a code texted to it was entered on that
 * account), the newest proof first. Staff never sign in by code (a SIM swap must not open an admin
 * account), and a number merely typed at an e-mail sign-up signs nobody in.
 */
function accountToSignIn(accounts: readonly PhoneAccount[]): PhoneAccount | null {
  const proven = accounts.filter((account): account is PhoneAccount & { phoneVerifiedAt: Date } => account.role !== 'admin' && account.phoneVerifiedAt !== null);
  proven.sort((a, b) => b.phoneVerifiedAt.getTime() - a.phoneVerifiedAt.getTime() || a.createdAt.getTime() - b.createdAt.getTime());
  return proven[0] ?? null;
}

const triesExhausted = () =>
  new AppError(400, 'code_tries_exhausted', 'That code was tried too many times. Ask for a new one.', { code: 'Too many wrong tries. Ask for a new code.' });

function phoneOf(input: string): string {
  const phone = normalizeNigerianPhone(input);
  if (!phone) throw validationFailed({ phone: PHONE_HINT });
  return phone;
}

export function createSignInCodes({ db, repo, texts, clock, logger, secret, limits, emailProof }: SignInCodesDeps) {
  const codes = createSignInCodesRepository(db);
  const phones = createPhoneAccountsRepository(db);
  // Bound to its row, so a hash is worth nothing for another code.
  const hashOf = (id: string, code: string) => createHmac('sha256', secret).update(`${id}:${code}`, 'utf8').digest('hex');

  /** Throws when this number may not be sent a code now: the resend wait, the number's hourly limit. */
  async function checkLimits(transaction: Transaction, phone: string, now: number): Promise<void> {
    const lastHour = await codes.createdSince(phone, now - HOUR_MS, transaction);
    const last = lastHour.at(-1);
    if (last !== undefined && now - last < RESEND_AFTER_MS) {
      const wait = seconds(last + RESEND_AFTER_MS - now);
      throw new AppError(429, 'resend_too_soon', `We sent you a code a moment ago. You can ask for a new one in ${wait} seconds.`, undefined, { 'Retry-After': String(wait) });
    }
    const oldest = lastHour[0];
    if (oldest !== undefined && lastHour.length >= limits.signInCodesPerNumber) {
      throw new AppError(429, 'too_many_requests', 'Too many codes were asked for this number. Please wait an hour, or sign in with your e-mail and password.', undefined, {
        'Retry-After': String(seconds(oldest + HOUR_MS - now)),
      });
    }
  }

  /**
   * The number's code, when `guess` is it. The try is counted first, in one conditional write that
   * also checks the code is unspent, unexpired and has tries left: of parallel tries only
   * 5 are ever counted, and an uncounted one is refused whatever its guess.
   */
  async function rightCode(phone: string, guess: string): Promise<SignInCodeRecord> {
    const row = await codes.latestUnspent(phone);
    if (!row) throw codeExpired();
    const tries = await db.write((transaction) => codes.countTry(transaction, row.id, CODE_MAX_TRIES, clock.now()));
    if (tries === null) throw (await codes.isOutOfTries(row.id, CODE_MAX_TRIES)) ? triesExhausted() : codeExpired();

    const expected = Buffer.from(row.codeHash, 'hex');
    const given = Buffer.from(hashOf(row.id, guess), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) return row;
    if (tries >= CODE_MAX_TRIES) {
      // A wrong last try spends the code, in its own write, which commits; the refusal is thrown after it.
      await db.write((transaction) => codes.spendNow(transaction, row.id, clock.now()));
      throw triesExhausted();
    }
    const left = CODE_MAX_TRIES - tries;
    throw new AppError(400, 'code_invalid', 'That code is not right. Check the text we sent and try again.', {
      code: `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    });
  }

  /** A code the text limits hold is not sent at all: the request is refused and its write undone. */
  function heldCode(held: TextHeld): AppError {
    const retryAfter = { 'Retry-After': String(seconds(held.retryAfterMs)) };
    if (held.limit === 'codes_ceiling' || held.limit === 'daily_ceiling') {
      // No number in the line: the ceiling is about the day's volume, not who asked.
      logger.warn('sign-in by text paused for new numbers: a daily text ceiling is reached', { limit: held.limit, ceiling: held.limit === 'codes_ceiling' ? limits.signInTextsPerDay : null });
      return new AppError(503, 'phone_sign_in_paused', 'Sign-in by text is paused for now. Please sign in with your e-mail and password, or try again later.', undefined, retryAfter);
    }
    return new AppError(429, 'too_many_requests', 'Too many texts went to this number today. Please try again later, or sign in with your e-mail and password.', undefined, retryAfter);
  }

  return {
    /** Texts a new code (voiding the last) unless the number belongs to staff only; the same answer either way. */
    async sendCode(phoneInput: string): Promise<CodeSent> {
      const phone = phoneOf(phoneInput);
      await db.write(async (transaction) => {
        const at = clock.now();
        const now = at.getTime();
        // Inside the write, the number locked: two requests for one number take turns, so the resend wait holds.
        await codes.lockNumber(transaction, phone);
        await checkLimits(transaction, phone, now);
        // The table keeps a day of codes, no more (the limits on it look back an hour).
        await codes.forgetOlderThan(transaction, now - DAY_MS);
        await codes.spendAllFor(transaction, phone, at);
        const id = randomUUID();
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        // The row is made for every number, so the limits and timing are the same for all of them.
        await codes.create(transaction, { id, phone, codeHash: hashOf(id, code), expiresAtMs: now + CODE_TTL_MS, createdAtMs: now });
        const accounts = await phones.findByPhone(phone, transaction);
        const holder = accountToSignIn(accounts);
        const text: Text = { to: phone, body: signInCodeText(code), purpose: 'sign_in_code', eventKey: `sign-in-code:${id}`, accountId: holder?.id ?? null, provenNumber: holder !== null };
        // Staff-only numbers are texted nothing, but the limits answer them as any number.
        const staffOnly = accounts.length > 0 && accounts.every((account) => account.role === 'admin');
        const held = staffOnly ? await texts.check(transaction, text, at) : heldOf(await texts(transaction, text, at));
        if (held) throw heldCode(held);
      });
      return { phone, expiresInSeconds: CODE_TTL_MS / 1000, resendInSeconds: RESEND_AFTER_MS / 1000 };
    },

    /** sendPhoneCode: the same code, rules and limits as a sign-in code (it is one: either call may use it). */
    sendPhoneCode(phoneInput: string): Promise<CodeSent> {
      return this.sendCode(phoneInput);
    },

    /** The account the code signs in, and whether it was just made (201) or already there (200). */
    async signIn(input: CodeSignIn): Promise<{ user: UserRecord; created: boolean }> {
      const phone = phoneOf(input.phone);
      const row = await rightCode(phone, input.code);

      const known = accountToSignIn(await phones.findByPhone(phone));
      const name = input.name?.trim() ?? '';
      // Asked after the try is counted, before the code is spent: the client asks the name and sends the same code again.
      if (!known && !name) throw new AppError(400, 'name_required', 'Welcome to Ilé! Tell us your name to create your account.', { name: 'Tell us your name.' });

      for (let attempt = 0; ; attempt++) {
        try {
          const userId = await db.write(async (transaction) => {
            const at = clock.now();
            if (!(await codes.spend(transaction, row.id, CODE_MAX_TRIES, at))) throw codeExpired();
            if (known) {
              await phones.markPhoneVerified(transaction, known.id, at);
              return known.id;
            }
            const id = await phones.createPhoneUser(transaction, { name, email: '', phone, referralCode: newReferralCode(), passwordHash: NO_PASSWORD_YET }, at);
            // A given e-mail waits for its link like a sign-up's: the answer never says whether it has an account.
            if (input.email && emailProof) await emailProof.offer(transaction, { id, name }, normalizeEmail(input.email), at);
            return id;
          });
          const user = await repo.findUserById(userId);
          if (!user) throw new Error(`the account ${userId} vanished after sign-in by code`);
          return { user, created: !known };
        } catch (err) {
          // Two accounts drawing the same referral code is rare; draw again (the write rolled back, the code is unspent).
          if (err instanceof DuplicateError && err.column === 'referralCode' && attempt < 5) continue;
          throw err;
        }
      }
    },

    /** verifyPhone: a right code makes the number this signed-in account's proven phone. */
    async provePhone(userId: string, input: { phone: string; code: string }): Promise<UserRecord> {
      const phone = phoneOf(input.phone);
      const row = await rightCode(phone, input.code);
      await db.write(async (transaction) => {
        const at = clock.now();
        if (!(await codes.spend(transaction, row.id, CODE_MAX_TRIES, at))) throw codeExpired();
        await phones.provePhone(transaction, userId, phone, at);
      });
      const user = await repo.findUserById(userId);
      if (!user) throw new Error(`the account ${userId} vanished after proving its phone`);
      return user;
    },
  };
}

export type SignInCodes = ReturnType<typeof createSignInCodes>;
