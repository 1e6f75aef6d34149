// Message records → the spec's AdminMessage (with what admins did to it) and Referral; outbox mail → OutboxMail; texts → OutboxText.
import type { Schemas } from '../../api/types.ts';
import type { OutboxEmail } from '../../mail/outbox-repository.ts';
import type { ListedText } from '../../texts/index.ts';
import { toAuditEntry, type AuditRecord } from '../audit/index.ts';
import type { MessageRecord } from './repository.ts';

export type AdminMessage = Schemas['AdminMessage'];
export type Referral = Schemas['Referral'];
export type OutboxMail = Schemas['OutboxMail'];
export type OutboxText = Schemas['OutboxText'];

/**
 * `signedUp`: the referral's friend has an account made with the sender's code (ignored for contact
 * messages); `history`: the admins' actions on it, newest first.
 */
export function toAdminMessage(record: MessageRecord, signedUp: boolean, history: readonly AuditRecord[]): AdminMessage {
  return {
    id: record.id,
    kind: record.kind,
    fromName: record.fromName,
    // '' is how a referral from an account without an e-mail is stored (messages.from_email is NOT NULL).
    fromEmail: record.fromEmail === '' ? null : record.fromEmail,
    fromPhone: record.fromPhone,
    subject: record.subject,
    body: record.body,
    bookingReference: record.bookingReference,
    referral:
      record.kind === 'referral'
        ? { friendName: record.friendName ?? '', friendEmail: record.friendEmail, friendPhone: record.friendPhone, emailed: record.emailed, signedUp }
        : null,
    createdAt: record.createdAt.toISOString(),
    readAt: record.readAt ? record.readAt.toISOString() : null,
    history: history.map(toAuditEntry),
  };
}

/** What was sent to the friend; the note is null when none was written. */
export function toReferral(record: MessageRecord, referralCode: string): Referral {
  return {
    id: record.id,
    friendName: record.friendName ?? '',
    friendEmail: record.friendEmail,
    friendPhone: record.friendPhone,
    message: record.body === '' ? null : record.body,
    referralCode,
    emailed: record.emailed,
    createdAt: record.createdAt.toISOString(),
  };
}

export function toOutboxMail(mail: OutboxEmail): OutboxMail {
  return { id: mail.id, to: mail.to, subject: mail.subject, text: mail.text, createdAt: mail.createdAt.toISOString() };
}

export function toOutboxText(text: ListedText): OutboxText {
  return { ...text, createdAt: text.createdAt.toISOString(), sentAt: text.sentAt ? text.sentAt.toISOString() : null };
}
