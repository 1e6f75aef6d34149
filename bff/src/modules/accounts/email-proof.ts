// An e-mail becomes an account's only once a link mailed to it is used. Typing one (sign-up,
// sign-in by code, sendEmailVerification) keeps it pending and mails its link; when another account
// already proved it, its owner is told instead (no link), so the answer never says who is registered.
import { createHash, randomBytes } from 'node:crypto';
import { normalizeEmail } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { MailOnCommit } from '../../mail/mail-on-commit.ts';
import { createEmailLinksRepository } from './email-links-repository.ts';
import { alreadyRegisteredMail, confirmEmailMail } from './email-proof-mail.ts';
import { DuplicateError, type AccountsRepository, type UserRecord } from './repository.ts';

/** A confirmation link works 3 days: people read their mail late. */
export const EMAIL_LINK_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** Like reset tokens: sha256 of the token is all the table keeps. */
const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export const emailTaken = () =>
  new AppError(409, 'email_taken', 'This e-mail is already confirmed on another Ilé account. Sign in to that account, or use another e-mail.', {
    email: 'This e-mail belongs to another Ilé account.',
  });
const linkInvalid = () => new AppError(400, 'email_link_invalid', 'This confirmation link has expired or was already used. Ask for a new one from your account.');

export interface EmailProofDeps {
  db: Db;
  repo: AccountsRepository;
  mailOnCommit: MailOnCommit;
  clock: Clock;
  publicUrl: string;
}

export function createEmailProof({ db, repo, mailOnCommit, clock, publicUrl }: EmailProofDeps) {
  const links = createEmailLinksRepository(db);

  /** Inside the caller's write: `email` waits on the account, and its link (or the owner's note) is mailed once the write commits. */
  async function offer(transaction: Transaction, user: Pick<UserRecord, 'id' | 'name'>, typed: string, at: Date): Promise<void> {
    const email = normalizeEmail(typed);
    const owner = await repo.findUserByEmail(email, transaction);
    if (owner?.id === user.id) {
      // Already this account's own: nothing waits.
      await repo.setPendingEmail(transaction, user.id, null, at);
      return;
    }
    await repo.setPendingEmail(transaction, user.id, email, at);
    if (owner) {
      const urls = { signIn: `${publicUrl}/signin`, forgotPassword: `${publicUrl}/forgot-password` };
      await mailOnCommit(transaction, alreadyRegisteredMail(email, owner.name, urls), at, { userId: owner.id, event: 'email_already_registered' });
      return;
    }
    const token = randomBytes(32).toString('base64url');
    // Only the hash is stored; the new link voids the account's last one.
    await links.replace(transaction, { userId: user.id, email, tokenHash: hashToken(token), expiresAt: new Date(at.getTime() + EMAIL_LINK_TTL_MS) }, at);
    const link = `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mailOnCommit(transaction, confirmEmailMail(email, user.name, link, EMAIL_LINK_TTL_MS / (24 * 60 * 60 * 1000)), at, { userId: user.id, event: 'email_link' });
  }

  return {
    offer,

    /** sendEmailVerification: sets (or changes) the pending e-mail and mails a new link; answers the account. */
    async request(userId: string, email: string): Promise<UserRecord> {
      return db.write(async (transaction) => {
        const user = await repo.findUserById(userId, transaction);
        if (!user) throw new Error(`the signed-in account ${userId} is gone`);
        await offer(transaction, user, email, clock.now());
        const updated = await repo.findUserById(userId, transaction);
        if (!updated) throw new Error(`the account ${userId} vanished`);
        return updated;
      });
    },

    /** verifyEmail: uses a link once; its e-mail becomes the account's. 409 when another account proved it first. */
    async verify(token: string): Promise<{ email: string }> {
      const tokenHash = hashToken(token);
      return db.write(async (transaction) => {
        const now = clock.now();
        const link = await links.findUsable(transaction, tokenHash, now);
        if (!link) throw linkInvalid();
        const owner = await repo.findUserByEmail(link.email, transaction);
        // Checked before writing: on PostgreSQL a failed statement would end the transaction.
        if (owner && owner.id !== link.userId) throw emailTaken();
        // The conditional update decides which of two racing clicks wins.
        if (!(await links.use(transaction, link.id, now))) throw linkInvalid();
        try {
          await repo.proveEmail(transaction, link.userId, link.email, now);
        } catch (err) {
          if (err instanceof DuplicateError) throw emailTaken();
          throw err;
        }
        return { email: link.email };
      });
    },
  };
}

export type EmailProof = ReturnType<typeof createEmailProof>;
