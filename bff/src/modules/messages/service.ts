// The support inbox: contact messages from anyone, referral invitations from customers (with the
// invitation e-mail stored in the same write), and the admin's reading of both (mark read or
// unread, recorded in the audit log) and of the outbox.
import { containsLink, NO_LINKS_HINT, normalizeEmail, normalizeNigerianPhone, PHONE_HINT } from '@ile/domain';
import type { RequestBody } from '../../api/types.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { AppError, MESSAGES, validationFailed, type FieldErrors } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import { createOutboxRepository, type OutboxEmail } from '../../mail/outbox-repository.ts';
import type { UserRecord } from '../accounts/index.ts';
import type { BookingsRepository } from '../bookings/index.ts';
import { ITEM_HISTORY_LIMIT, type AuditLog } from '../audit/index.ts';
import { invitationMail } from './invitation-mail.ts';
import { toAdminMessage, type AdminMessage } from './mapper.ts';
import type { MessageFilter, MessageRecord, MessagesRepository, Page } from './repository.ts';

export type ContactMessageRequest = RequestBody<'sendContactMessage'>;
export type ReferralRequest = RequestBody<'sendReferral'>;

/** The spec's lengths after trimming (the schema checks them before trimming). */
export const SUBJECT_MIN = 3;
export const MESSAGE_MIN = 10;

export const FRIEND_CONTACT_MISSING = "Give your friend's e-mail or phone number.";
export const OWN_EMAIL = "That is your own e-mail address. Give your friend's.";
export const OWN_PHONE = "That is your own phone number. Give your friend's.";

const notFound = () => new AppError(404, 'not_found', MESSAGES.notFound);
/** Invitations go out in a customer's name: only from someone who has paid for a booking, so a fresh account cannot send spam. */
const referralsNeedABooking = () =>
  new AppError(403, 'referrals_need_a_booking', 'You can invite friends once you have paid for a booking with us.');

export interface MessagesServiceDeps {
  db: Db;
  repo: MessagesRepository;
  audit: Pick<AuditLog, 'record' | 'historyOf'>;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  bookings: Pick<BookingsRepository, 'hasPaidBooking'>;
}

export function createMessagesService({ db, repo, audit, mailer, clock, logger, publicUrl, bookings }: MessagesServiceDeps) {
  const outbox = createOutboxRepository(db);
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });

  /** The messages as an admin sees them: whether each referral's friend signed up, and each one's history, read for the whole page at once. */
  async function forAdmin(records: readonly MessageRecord[]): Promise<AdminMessage[]> {
    const [signedUp, histories] = await Promise.all([
      repo.referralsSignedUp(records),
      audit.historyOf('message', records.map((record) => record.id), ITEM_HISTORY_LIMIT),
    ]);
    return records.map((record) => toAdminMessage(record, signedUp.has(record.id), histories.get(record.id) ?? []));
  }

  return {
    /** Stores a message for the support team; `sender` is the signed-in user, if any. */
    async sendContact(sender: UserRecord | null, input: ContactMessageRequest): Promise<MessageRecord> {
      const fields: FieldErrors = {};
      const phone = input.phone === undefined ? null : normalizeNigerianPhone(input.phone);
      if (input.phone !== undefined && !phone) fields.phone = PHONE_HINT;
      const subject = input.subject.trim();
      if (subject.length < SUBJECT_MIN) fields.subject = `Give your message a subject of at least ${SUBJECT_MIN} characters.`;
      const body = input.message.trim();
      if (body.length < MESSAGE_MIN) fields.message = `Tell us a little more: at least ${MESSAGE_MIN} characters.`;
      if (Object.keys(fields).length) throw validationFailed(fields);
      const bookingReference = input.bookingReference?.trim().toUpperCase() || null;

      return db.write((transaction) =>
        repo.create(
          transaction,
          {
            kind: 'contact',
            fromUserId: sender?.id ?? null,
            fromName: input.name.trim(),
            fromEmail: normalizeEmail(input.email),
            fromPhone: phone,
            subject,
            body,
            bookingReference,
            friendName: null,
            friendEmail: null,
            friendPhone: null,
            emailed: false,
          },
          clock.now(),
        ),
      );
    },

    /**
     * Records an invitation from a customer to a friend. With an e-mail, the invitation (with the
     * sign-up link carrying the customer's code) is stored in the outbox in the same write, or sent
     * after commit with SMTP; without one nothing is e-mailed (the client offers WhatsApp).
     */
    async sendReferral(user: UserRecord, input: ReferralRequest): Promise<MessageRecord> {
      const fields: FieldErrors = {};
      const friendEmail = input.friendEmail === undefined ? null : normalizeEmail(input.friendEmail);
      const friendPhone = input.friendPhone === undefined ? null : normalizeNigerianPhone(input.friendPhone);
      if (input.friendPhone !== undefined && !friendPhone) fields.friendPhone = PHONE_HINT;
      if (friendEmail === null && input.friendPhone === undefined) fields.friendEmail = FRIEND_CONTACT_MISSING;
      if (friendEmail !== null && user.email !== null && friendEmail === normalizeEmail(user.email)) fields.friendEmail = OWN_EMAIL;
      if (friendPhone !== null && friendPhone === user.phone) fields.friendPhone = OWN_PHONE;
      if (input.message !== undefined && containsLink(input.message)) fields.message = NO_LINKS_HINT;
      if (Object.keys(fields).length) throw validationFailed(fields);
      if (!(await bookings.hasPaidBooking(user.id))) throw referralsNeedABooking();

      const friendName = input.friendName.trim();
      const note = input.message?.trim() || null;
      const mail = friendEmail
        ? invitationMail({ referrer: { name: user.name, referralCode: user.referralCode }, friend: { name: friendName, email: friendEmail }, note }, publicUrl)
        : null;

      const stored = await db.write(async (transaction) => {
        const now = clock.now();
        const record = await repo.create(
          transaction,
          {
            kind: 'referral',
            fromUserId: user.id,
            fromName: user.name,
            // '' for a customer without an e-mail (made by phone), as users.email stores it.
            fromEmail: user.email ?? '',
            fromPhone: user.phone,
            subject: `Invitation to ${friendName}`,
            body: note ?? '',
            bookingReference: null,
            friendName,
            friendEmail,
            friendPhone,
            emailed: mail !== null,
          },
          now,
        );
        if (mail) await mailOnCommit(transaction, mail, now, { messageId: record.id, mail: 'referral invitation' });
        return record;
      });
      return stored;
    },

    async list(filter: MessageFilter, page: Page): Promise<{ items: AdminMessage[]; total: number }> {
      const { items, total } = await repo.list(filter, page);
      return { items: await forAdmin(items), total };
    },

    /** Marks a message read or unread, recorded in the audit log; marking it as it already is changes nothing. */
    async mark(admin: UserRecord, id: string, read: boolean): Promise<AdminMessage> {
      await db.write(async (transaction) => {
        const message = await repo.findById(id, transaction);
        if (!message) throw notFound();
        const now = clock.now();
        const readAt = read ? now : null;
        if (!(await repo.setReadAt(transaction, id, readAt))) return;
        await audit.record(
          transaction,
          {
            actor: { id: admin.id, name: admin.name },
            action: read ? 'message.read' : 'message.unread',
            subject: { type: 'message', id },
            before: { readAt: message.readAt ? message.readAt.toISOString() : null },
            after: { readAt: readAt ? readAt.toISOString() : null },
          },
          now,
        );
      });
      const after = await repo.findById(id);
      if (!after) throw notFound();
      const [answer] = await forAdmin([after]);
      if (!answer) throw new Error(`message ${id} vanished`);
      return answer;
    },

    /** The unread count for the admin overview. */
    countUnread(): Promise<number> {
      return repo.countUnread();
    },

    listOutbox(page: Page): Promise<{ items: OutboxEmail[]; total: number }> {
      return outbox.page(page);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
