// The accounts tables (users, password reset tokens, their sessions) and the customers' contacts other
// modules show; the only accounts code that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '@ile/domain';
import { Op, UniqueConstraintError, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import type { UserAttributes } from '../../db/models.ts';
import { createEmailLinksRepository } from './email-links-repository.ts';

export type Role = 'user' | 'admin' | 'pro';

export interface UserRecord {
  id: string;
  name: string;
  /** The proven e-mail (its confirmation link was used, or grandfathered); null when none (stored as ''). Only it gets account mail. */
  email: string | null;
  /** An e-mail typed for the account whose link was not used yet: it gets only its confirmation mail. */
  pendingEmail: string | null;
  phone: string;
  /** Whether a code texted to `phone` was entered on this account (users.phone_verified_at). */
  phoneVerified: boolean;
  role: Role;
  referralCode: string;
  /** Whether they want texts about their bookings (the e-mails and in-app messages come regardless). */
  bookingTexts: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** Consent to offers and news by text (data rights; off until given). */
  marketingTexts: boolean;
}

/** What an admin sees of a customer next to their booking or claim. */
export interface CustomerContact {
  id: string;
  name: string;
  email: string | null;
  phone: string;
}

/** An account known to have an e-mail (made by e-mail sign-up, or an admin or pro). */
export type UserWithEmail = UserRecord & { email: string };

export const hasEmail = <T extends { email: string | null }>(user: T): user is T & { email: string } => user.email !== null;

export interface UserWithPassword extends UserRecord {
  passwordHash: string;
}

export interface NewUser {
  name: string;
  /** The proven e-mail; null: none yet (an account made by phone, or sign-up waiting for its link). */
  email: string | null;
  /** The typed e-mail waiting for its confirmation link. */
  pendingEmail?: string | null;
  phone: string;
  role: Role;
  referralCode: string;
  passwordHash: string;
  /** The referrer's user id, from a valid referral code at sign-up. */
  referredBy?: string | null;
}

export class DuplicateError extends Error {
  constructor(readonly column: 'email' | 'referralCode') {
    super(`duplicate ${column}`);
    this.name = 'DuplicateError';
  }
}

const USER_FIELDS = ['id', 'name', 'email', 'pendingEmail', 'phone', 'phoneVerifiedAt', 'role', 'referralCode', 'bookingTexts', 'createdAt', 'updatedAt', 'marketingTexts'] as const;

/** users.email '' means "no e-mail" (migration 0011: the unique index skips it). */
const NO_EMAIL = '';
export const storedEmail = (email: string | null): string | null => (email === NO_EMAIL ? null : email);

/** The e-mail to look an account up by, or null when there is none to look for ('' never matches anyone). */
function lookupEmail(email: string): string | null {
  const normalized = normalizeEmail(email);
  return normalized === NO_EMAIL ? null : normalized;
}

/** A referral code as people type or paste it ("ada 7k2 ") → as stored ("ADA7K2"). */
export const normalizeReferralCode = (code: string) => code.replace(/\s+/g, '').toUpperCase();

function toRole(value: string): Role {
  if (value === 'user' || value === 'admin' || value === 'pro') return value;
  throw new Error(`unknown role in the users table: ${value}`);
}

function toUser(row: UserAttributes): UserRecord {
  return {
    id: row.id,
    name: row.name,
    email: storedEmail(row.email),
    pendingEmail: row.pendingEmail ?? null,
    phone: row.phone,
    phoneVerified: row.phoneVerifiedAt !== null && row.phoneVerifiedAt !== undefined,
    role: toRole(row.role),
    referralCode: row.referralCode,
    // SQLite answers 0/1 for a BOOLEAN read through raw attributes; PostgreSQL true/false.
    bookingTexts: Boolean(row.bookingTexts),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    marketingTexts: Boolean(row.marketingTexts),
  };
}

/** Which unique column a UniqueConstraintError is about, on SQLite and PostgreSQL alike. */
function duplicateColumn(err: UniqueConstraintError): 'email' | 'referralCode' | null {
  const names = [...Object.keys(err.fields ?? {}), ...err.errors.map((item) => item.path ?? ''), err.parent?.message ?? ''].join(' ');
  if (/referral_code|referralCode/.test(names)) return 'referralCode';
  if (/email/.test(names)) return 'email';
  return null;
}

export function createAccountsRepository(db: Db) {
  const { User, PasswordResetToken, Session } = db.models;

  return {
    /** Pass the caller's transaction inside a write: on PostgreSQL a read outside it needs a second pooled connection. */
    async findUserById(id: string, transaction?: Transaction): Promise<UserRecord | null> {
      const row = await User.findByPk(id, { attributes: [...USER_FIELDS], transaction });
      return row ? toUser(row.get({ plain: true })) : null;
    },

    /**
     * The account a password sign-in by this e-mail is for: the one that proved it; when none did, the
     * newest account with it pending (a customer who has not used the link yet). Never both.
     */
    async findUserWithPasswordByEmail(email: string): Promise<UserWithPassword | null> {
      const wanted = lookupEmail(email);
      if (!wanted) return null;
      const attributes = [...USER_FIELDS, 'passwordHash' as const];
      const row =
        (await User.findOne({ where: { email: wanted }, attributes })) ??
        (await User.findOne({ where: { pendingEmail: wanted }, attributes, order: [['createdAt', 'DESC'], ['id', 'DESC']] }));
      if (!row) return null;
      const plain = row.get({ plain: true });
      return { ...toUser(plain), passwordHash: plain.passwordHash };
    },

    /** The account that proved this e-mail, or null (a pending e-mail is nobody's). */
    async findUserByEmail(email: string, transaction?: Transaction): Promise<UserRecord | null> {
      const wanted = lookupEmail(email);
      if (!wanted) return null;
      const row = await User.findOne({ where: { email: wanted }, attributes: [...USER_FIELDS], transaction });
      return row ? toUser(row.get({ plain: true })) : null;
    },

    async setRole(transaction: Transaction, userId: string, role: Role, now: Date): Promise<void> {
      await User.update({ role, updatedAt: now }, { where: { id: userId }, transaction, fields: ['role', 'updatedAt'] });
    },

    /** The account whose referral code this is (codes are stored in capitals, as normalizeReferralCode answers), or null. */
    async findUserByReferralCode(code: string, transaction?: Transaction): Promise<UserRecord | null> {
      const row = await User.findOne({ where: { referralCode: code }, attributes: [...USER_FIELDS], transaction });
      return row ? toUser(row.get({ plain: true })) : null;
    },

    async countUsers(): Promise<number> {
      return User.count();
    },

    /** Throws DuplicateError when the e-mail (or, rarely, the referral code) is taken. */
    async createUser(transaction: Transaction, user: NewUser, now: Date): Promise<UserRecord> {
      try {
        const row = await User.create(
          {
            id: randomUUID(),
            name: user.name,
            email: user.email === null ? NO_EMAIL : (lookupEmail(user.email) ?? NO_EMAIL),
            pendingEmail: user.pendingEmail ? lookupEmail(user.pendingEmail) : null,
            phone: user.phone,
            role: user.role,
            referralCode: user.referralCode,
            passwordHash: user.passwordHash,
            referredBy: user.referredBy ?? null,
            createdAt: now,
            updatedAt: now,
          },
          { transaction, fields: ['id', 'name', 'email', 'pendingEmail', 'phone', 'role', 'referralCode', 'passwordHash', 'referredBy', 'createdAt', 'updatedAt'] },
        );
        return toUser(row.get({ plain: true }));
      } catch (err) {
        if (err instanceof UniqueConstraintError) {
          const column = duplicateColumn(err);
          if (column) throw new DuplicateError(column);
        }
        throw err;
      }
    },

    /** The account's phone counts as proven from `now` (the demo seed's accounts; a code does it for everyone else). */
    async markPhoneProven(transaction: Transaction, userId: string, now: Date): Promise<void> {
      await User.update({ phoneVerifiedAt: now, updatedAt: now }, { where: { id: userId }, transaction, fields: ['phoneVerifiedAt', 'updatedAt'] });
    },

    /** The customer's choice of booking texts. */
    async setBookingTexts(transaction: Transaction, userId: string, bookingTexts: boolean, now: Date): Promise<void> {
      await User.update({ bookingTexts, updatedAt: now }, { where: { id: userId }, transaction, fields: ['bookingTexts', 'updatedAt'] });
    },

    async setPasswordHash(transaction: Transaction, userId: string, passwordHash: string, now: Date): Promise<void> {
      await User.update({ passwordHash, updatedAt: now }, { where: { id: userId }, transaction, fields: ['passwordHash', 'updatedAt'] });
    },

    /** `sentTo`: the address the link is mailed to; using the link proves it (a pro's invitation). */
    async createResetToken(transaction: Transaction, userId: string, tokenHash: string, expiresAt: Date, now: Date, sentTo: string | null = null): Promise<void> {
      await PasswordResetToken.create(
        { id: randomUUID(), userId, tokenHash, expiresAt, usedAt: null, sentTo: sentTo ? lookupEmail(sentTo) : null, createdAt: now, updatedAt: now },
        { transaction, fields: ['id', 'userId', 'tokenHash', 'expiresAt', 'usedAt', 'sentTo', 'createdAt', 'updatedAt'] },
      );
    },

    /** The user a reset token belongs to and where the link was mailed, when the token is unused and unexpired. */
    async findUsableResetToken(tokenHash: string, now: Date): Promise<{ user: UserRecord; sentTo: string | null } | null> {
      const token = await PasswordResetToken.findOne({
        where: { tokenHash, usedAt: null, expiresAt: { [Op.gt]: now } },
        attributes: ['userId', 'sentTo'],
      });
      if (!token) return null;
      const user = await this.findUserById(token.get('userId'));
      return user ? { user, sentTo: token.get('sentTo') ?? null } : null;
    },

    /** The e-mail typed for the account, waiting for its link (null: none). */
    async setPendingEmail(transaction: Transaction, userId: string, email: string | null, now: Date): Promise<void> {
      await User.update({ pendingEmail: email ? lookupEmail(email) : null, updatedAt: now }, { where: { id: userId }, transaction, fields: ['pendingEmail', 'updatedAt'] });
    },

    /**
     * The e-mail becomes the account's proven one; other accounts that merely typed it lose that
     * claim. Throws DuplicateError when another account proved it meanwhile (the unique index).
     */
    async proveEmail(transaction: Transaction, userId: string, email: string, now: Date): Promise<void> {
      const proven = lookupEmail(email);
      if (!proven) throw new Error('proveEmail needs an e-mail');
      try {
        await User.update({ email: proven, pendingEmail: null, updatedAt: now }, { where: { id: userId }, transaction, fields: ['email', 'pendingEmail', 'updatedAt'] });
      } catch (err) {
        if (err instanceof UniqueConstraintError) throw new DuplicateError('email');
        throw err;
      }
      await User.update({ pendingEmail: null, updatedAt: now }, { where: { pendingEmail: proven, id: { [Op.ne]: userId } }, transaction, fields: ['pendingEmail', 'updatedAt'] });
    },

    /** Forgets both of the account's e-mails, proven and pending, and voids its confirmation links (account deletion). */
    async clearEmails(transaction: Transaction, userId: string, now: Date): Promise<void> {
      await User.update({ email: NO_EMAIL, pendingEmail: null, updatedAt: now }, { where: { id: userId }, transaction, fields: ['email', 'pendingEmail', 'updatedAt'] });
      await createEmailLinksRepository(db).voidAllOf(transaction, userId, now);
    },

    /**
     * Marks the token used if, and only if, it is still usable: a conditional UPDATE, so of two
     * concurrent resets with the same token exactly one gets `true`.
     */
    async consumeResetToken(transaction: Transaction, tokenHash: string, userId: string, now: Date): Promise<boolean> {
      const [changed] = await PasswordResetToken.update(
        { usedAt: now, updatedAt: now },
        { where: { tokenHash, userId, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction, fields: ['usedAt', 'updatedAt'] },
      );
      return changed === 1;
    },

    /** After a reset, older links of the same account stop working too. */
    async retireResetTokens(transaction: Transaction, userId: string, now: Date): Promise<void> {
      await PasswordResetToken.update(
        { usedAt: now, updatedAt: now },
        { where: { userId, usedAt: null }, transaction, fields: ['usedAt', 'updatedAt'] },
      );
    },

    /** Signs the account out on every device (after a password reset). */
    async deleteSessionsOfUser(transaction: Transaction, userId: string): Promise<number> {
      return Session.destroy({ where: { userId }, transaction });
    },

    async customersByIds(ids: readonly string[], transaction?: Transaction): Promise<Map<string, CustomerContact>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await User.findAll({ attributes: ['id', 'name', 'email', 'phone'], where: { id: { [Op.in]: unique } }, transaction });
      return new Map(rows.map((row) => [row.get('id'), { id: row.get('id'), name: row.get('name'), email: storedEmail(row.get('email')), phone: row.get('phone') }]));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
