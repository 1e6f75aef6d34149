// The users a phone number signs in: looked up by number, made from a number (no e-mail needed),
// and marked as having proved they hold it. Other account reads stay in repository.ts.
import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '@ile/domain';
import { UniqueConstraintError, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { DuplicateError, type Role } from './repository.ts';

export interface PhoneAccount {
  id: string;
  role: Role;
  phoneVerifiedAt: Date | null;
  createdAt: Date;
}

export interface NewPhoneUser {
  name: string;
  /** '' when none was given (the column's "no e-mail"). */
  email: string;
  phone: string;
  referralCode: string;
  /** Not an argon2 hash: no password works until one is set through "forgot password". */
  passwordHash: string;
}

const toRole = (value: string): Role => (value === 'admin' || value === 'pro' ? value : 'user');

export function createPhoneAccountsRepository(db: Db) {
  const { User } = db.models;
  return {
    /** Every account with this number (`+234…`), staff included: the caller decides. */
    async findByPhone(phone: string, transaction?: Transaction): Promise<PhoneAccount[]> {
      const rows = await User.findAll({ where: { phone }, attributes: ['id', 'role', 'phoneVerifiedAt', 'createdAt'], transaction });
      return rows.map((row) => ({ id: row.id, role: toRole(row.role), phoneVerifiedAt: row.phoneVerifiedAt ?? null, createdAt: row.createdAt }));
    },

    async markPhoneVerified(transaction: Transaction, userId: string, now: Date): Promise<void> {
      await User.update({ phoneVerifiedAt: now, updatedAt: now }, { where: { id: userId }, transaction, fields: ['phoneVerifiedAt', 'updatedAt'] });
    },

    /** verifyPhone: the number becomes the account's, proven now (other accounts that typed it keep it unproven). */
    async provePhone(transaction: Transaction, userId: string, phone: string, now: Date): Promise<void> {
      await User.update({ phone, phoneVerifiedAt: now, updatedAt: now }, { where: { id: userId }, transaction, fields: ['phone', 'phoneVerifiedAt', 'updatedAt'] });
    },

    /** A customer account made by a sign-in code; throws DuplicateError when the e-mail (or the referral code) is taken. */
    async createPhoneUser(transaction: Transaction, user: NewPhoneUser, now: Date): Promise<string> {
      const id = randomUUID();
      try {
        await User.create(
          {
            id,
            name: user.name,
            email: user.email === '' ? '' : normalizeEmail(user.email),
            phone: user.phone,
            role: 'user',
            referralCode: user.referralCode,
            passwordHash: user.passwordHash,
            referredBy: null,
            bookingTexts: true,
            phoneVerifiedAt: now,
            createdAt: now,
            updatedAt: now,
          },
          { transaction },
        );
        return id;
      } catch (err) {
        if (err instanceof UniqueConstraintError) {
          const names = [...Object.keys(err.fields ?? {}), ...err.errors.map((item) => item.path ?? ''), err.parent?.message ?? ''].join(' ');
          if (/referral_code|referralCode/.test(names)) throw new DuplicateError('referralCode');
          if (/email/.test(names)) throw new DuplicateError('email');
        }
        throw err;
      }
    },
  };
}

export type PhoneAccountsRepository = ReturnType<typeof createPhoneAccountsRepository>;
