// Account rules: sign-up, sign-in, password reset. Throws AppError for anything a person must fix.
import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail, normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { Clock } from '../../clock.ts';
import type { Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { AppError, validationFailed } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { MailOnCommit } from '../../mail/mail-on-commit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { EmailProof } from './email-proof.ts';
import { passwordProblem } from './password-policy.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import { passwordResetMail } from './reset-mail.ts';
import { readableCode } from '../../readable-code.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { DuplicateError, hasEmail, normalizeReferralCode, type AccountsRepository, type Role, type UserRecord, type UserWithEmail } from './repository.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** A newly approved pro's link to set their password: they may read the e-mail days later. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Not an argon2 hash, so no password matches it: the account is entered by a one-time link or a texted code first. */
export const NO_PASSWORD_YET = '!set-by-invitation';

export function newReferralCode(): string {
  return readableCode(6);
}

export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const invalidCredentials = () =>
  new AppError(401, 'invalid_credentials', 'That e-mail and password do not match. Please try again.');
const resetTokenInvalid = () =>
  new AppError(400, 'reset_token_invalid', 'This reset link has expired or was already used. Request a new one.');

export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
  role?: Role;
  /** The code of the customer who invited them, as typed; empty or missing means none. */
  referralCode?: string;
}

export const UNKNOWN_REFERRAL_CODE = "We don't know this referral code. Check it with your friend, or leave it empty.";

export interface AccountsServiceDeps {
  db: Db;
  repo: AccountsRepository;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** Mail written in (or sent after) the caller's write; defaults to one made from `mailer`. */
  mailOnCommit?: MailOnCommit;
  /** The confirmation links for a typed e-mail (sign-up). */
  emailProof?: EmailProof;
}

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, repo, mailer, clock, logger, publicUrl, emailProof } = deps;
  const resetLink = (token: string) => `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  const mailOnCommit = deps.mailOnCommit ?? createMailOnCommit({ db, mailer, logger });
  /** Password reset requests answered but not yet done (their token and mail come after the answer). */
  const inFlight = new Set<Promise<void>>();

  /** `proven`: the e-mail is the account's at once; `pending`: it waits for its link (sign-up). */
  async function insertAccount(input: NewAccount, emailIs: 'proven' | 'pending'): Promise<UserRecord> {
    const name = input.name.trim();
    const email = normalizeEmail(input.email);
    const phone = normalizeNigerianPhone(input.phone);
    const fields: Record<string, string> = {};
    if (!phone) fields.phone = PHONE_HINT;
    const weak = passwordProblem(input.password, { email, name });
    if (weak) fields.password = weak;
    const referralCode = normalizeReferralCode(input.referralCode ?? '');
    // Checked here too so every field's problem is answered at once; the write looks again.
    if (referralCode && !(await repo.findUserByReferralCode(referralCode))) fields.referralCode = UNKNOWN_REFERRAL_CODE;
    if (Object.keys(fields).length || !phone) throw validationFailed(fields);

    // Hashing is slow on purpose: do it before taking the database's write turn.
    const passwordHash = await hashPassword(input.password);
    for (let attempt = 0; ; attempt++) {
      try {
        return await db.write(async (transaction) => {
          const now = clock.now();
          // Who referred them is recorded in the same write as the account, or not at all.
          const referrer = referralCode ? await repo.findUserByReferralCode(referralCode, transaction) : null;
          if (referralCode && !referrer) throw validationFailed({ referralCode: UNKNOWN_REFERRAL_CODE });
          const user = await repo.createUser(
            transaction,
            {
              name,
              email: emailIs === 'proven' ? email : null,
              phone,
              role: input.role ?? 'user',
              referralCode: newReferralCode(),
              passwordHash,
              referredBy: referrer?.id ?? null,
            },
            now,
          );
          if (emailIs === 'proven') return user;
          if (!emailProof) throw new Error('sign-up needs the e-mail proof');
          await emailProof.offer(transaction, user, email, now);
          return { ...user, pendingEmail: email };
        });
      } catch (err) {
        if (err instanceof DuplicateError && err.column === 'email') {
          throw new AppError(409, 'email_taken', 'An account with this e-mail already exists. Sign in instead?', {
            email: 'This e-mail is already registered.',
          });
        }
        // Two users drawing the same referral code is rare; draw again.
        if (err instanceof DuplicateError && err.column === 'referralCode' && attempt < 5) continue;
        throw err;
      }
    }
  }

  /** The reset link for a proven e-mail: the token and its mail in one write, the mail leaving once it commits. */
  async function mailResetLink(email: string): Promise<void> {
    const user = await repo.findUserByEmail(email);
    // Only a proven e-mail gets a link: a reset never hands over an account someone else typed it on.
    if (!user || !hasEmail(user)) {
      logger.info('password reset asked for an e-mail no account has proven');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await db.write(async (transaction) => {
      const now = clock.now();
      // Only the hash is stored: a leaked database does not hand out working links.
      await repo.createResetToken(transaction, user.id, hashResetToken(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS), now, user.email);
      await mailOnCommit(transaction, passwordResetMail(user, resetLink(token), RESET_TOKEN_TTL_MS / 60_000), now, { userId: user.id, event: 'password_reset' });
    });
  }

  return {
    /**
     * An account whose e-mail counts as proven (an admin made by admin:create, the demo seed, tests):
     * 400 for a bad phone or weak password, 409 when another account proved the e-mail.
     */
    async createAccount(input: NewAccount): Promise<UserWithEmail> {
      const user = await insertAccount(input, 'proven');
      // The e-mail was validated (the spec's format) and stored as proven, so the account has one.
      if (!hasEmail(user)) throw new Error('an account made with a proven e-mail has no e-mail');
      return user;
    },

    /**
     * Sign-up: the e-mail waits as pendingEmail and its confirmation link is mailed (or, when another
     * account proved it, its owner is told), so the answer is the same for every e-mail.
     */
    async signUp(input: NewAccount): Promise<UserRecord> {
      return insertAccount(input, 'pending');
    },

    /** The account for an e-mail and password; one 401 for a wrong e-mail or a wrong password. */
    async signIn(email: string, password: string): Promise<UserRecord> {
      const user = await repo.findUserWithPasswordByEmail(email);
      // verifyPassword does the same work when there is no such user, so timing does not tell.
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw invalidCredentials();
      const { passwordHash: _hash, ...record } = user;
      return record;
    },

    currentUser(userId: string): Promise<UserRecord | null> {
      return repo.findUserById(userId);
    },

    /**
     * Sends a single-use reset link when an account proved the e-mail; says nothing either way. The
     * answer does not wait for the lookup, the token or the mail, so a known e-mail answers as fast
     * as an unknown one; `settled()` waits for them (tests, shutdown).
     */
    requestPasswordReset(email: string): void {
      const work = mailResetLink(email)
        .catch((error: unknown) => logger.error('password reset mail failed', { error }))
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /** Resolves once every reset request answered so far has written its token and mail. */
    async settled(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },

    /**
     * Inside the caller's write (an approval): the pro's sign-in account, made with no password, or
     * a customer account with the same e-mail turned pro; and a one-time link to set the password.
     * An admin's e-mail is refused: staff and pros are kept apart.
     */
    async openProAccount(transaction: Transaction, pro: { name: string; email: string; phone: string }, now: Date): Promise<{ user: UserRecord; link: string }> {
      let user = await repo.findUserByEmail(pro.email, transaction);
      if (user?.role === 'admin') {
        throw new AppError(409, 'pro_email_in_use', 'This e-mail belongs to a staff account. Ask the applicant for another e-mail before approving.');
      }
      if (user && user.role !== 'pro') await repo.setRole(transaction, user.id, 'pro', now);
      // A new pro account's e-mail waits until the invitation link (mailed to it) is used.
      user ??= await repo.createUser(
        transaction,
        { name: pro.name, email: null, pendingEmail: pro.email, phone: pro.phone, role: 'pro', referralCode: newReferralCode(), passwordHash: NO_PASSWORD_YET, referredBy: null },
        now,
      );
      const token = randomBytes(32).toString('base64url');
      await repo.createResetToken(transaction, user.id, hashResetToken(token), new Date(now.getTime() + INVITATION_TTL_MS), now, pro.email);
      return { user: { ...user, role: 'pro' }, link: resetLink(token) };
    },

    /** Sets a new password with a reset token, once; answers the account to sign in. */
    async resetPassword(token: string, password: string): Promise<UserRecord> {
      const tokenHash = hashResetToken(token);
      const found = await repo.findUsableResetToken(tokenHash, clock.now());
      if (!found) throw resetTokenInvalid();
      const { user, sentTo } = found;
      const weak = passwordProblem(password, user);
      if (weak) throw validationFailed({ password: weak });
      const passwordHash = await hashPassword(password);
      await db.write(async (transaction) => {
        const now = clock.now();
        // The conditional update decides which of two racing resets wins; the loser changes nothing.
        if (!(await repo.consumeResetToken(transaction, tokenHash, user.id, now))) throw resetTokenInvalid();
        await repo.setPasswordHash(transaction, user.id, passwordHash, now);
        await repo.retireResetTokens(transaction, user.id, now);
        await repo.deleteSessionsOfUser(transaction, user.id);
        // The link reached that mailbox, so using it proves the e-mail (a pro's invitation), unless
        // another account proved it meanwhile (checked first: a failed write would end the transaction on PostgreSQL).
        if (sentTo && sentTo !== user.email) {
          const owner = await repo.findUserByEmail(sentTo, transaction);
          if (!owner) await repo.proveEmail(transaction, user.id, sentTo, now);
        }
      });
      return (await repo.findUserById(user.id)) ?? user;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
