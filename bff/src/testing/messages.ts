// Seeding for the support inbox, shared by the BFF tests and the Pact provider states: contact and
// referral messages stored directly in any read state, and a known referral code on an account.
// Test-only.
import { normalizeNigerianPhone } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Db } from '../db/index.ts';
import { messageModel } from '../modules/messages/models.ts';
import { createMessagesRepository, type MessageKind, type MessageRecord } from '../modules/messages/repository.ts';

export type { MessageRecord } from '../modules/messages/repository.ts';

export interface SeedMessageInput {
  /** Default 'contact'. */
  kind?: MessageKind;
  /** The signed-in sender; a referral's customer. Default null (a visitor). */
  fromUserId?: string | null;
  fromName?: string;
  fromEmail?: string;
  /** As typed; stored in E.164. Default none. */
  fromPhone?: string | null;
  subject?: string;
  body?: string;
  bookingReference?: string | null;
  /** Referrals: default 'Bola Ade', bola.ade@example.ng and no phone. */
  friendName?: string;
  friendEmail?: string | null;
  friendPhone?: string | null;
  /** Default: unread. */
  readAt?: Date | null;
  /** Default: now. */
  createdAt?: Date;
}

function e164(typed: string | null | undefined): string | null {
  if (!typed) return null;
  const phone = normalizeNigerianPhone(typed);
  if (!phone) throw new Error(`seedMessage: ${typed} is not a Nigerian mobile`);
  return phone;
}

/** A contact message (or, with kind 'referral', an invitation) stored directly, no e-mail sent. */
export async function seedMessage(db: Db, input: SeedMessageInput = {}): Promise<MessageRecord> {
  const kind = input.kind ?? 'contact';
  const referral = kind === 'referral';
  const friendName = input.friendName ?? 'Bola Ade';
  const friendEmail = input.friendEmail === undefined ? 'bola.ade@example.ng' : input.friendEmail;
  const repo = createMessagesRepository(db);
  const stored = await db.write(async (transaction) => {
    const message = await repo.create(
      transaction,
      {
        kind,
        fromUserId: input.fromUserId ?? null,
        fromName: input.fromName ?? 'Chinedu Eze',
        fromEmail: input.fromEmail ?? 'chinedu.eze@example.ng',
        fromPhone: e164(input.fromPhone),
        subject: input.subject ?? (referral ? `Invitation to ${friendName}` : 'Fumigation before we move in'),
        body: input.body ?? (referral ? 'Try Ilé, their cleaners are great.' : 'Can your pros fumigate a 3-bedroom flat in Lekki this Saturday?'),
        bookingReference: input.bookingReference ?? null,
        friendName: referral ? friendName : null,
        friendEmail: referral ? friendEmail : null,
        friendPhone: referral ? e164(input.friendPhone) : null,
        emailed: referral && friendEmail !== null,
      },
      input.createdAt ?? new Date(),
    );
    if (input.readAt) await repo.setReadAt(transaction, message.id, input.readAt);
    return message;
  });
  return { ...stored, readAt: input.readAt ?? null };
}

/** Gives an account a known referral code (the provider state's REFERRER_CODE). */
export async function setReferralCode(db: Db, userId: string, referralCode: string): Promise<void> {
  await db.write((transaction) => db.models.User.update({ referralCode }, { where: { id: userId }, transaction, fields: ['referralCode'] }));
}

/** Empties the inbox; resetData calls it before removing the users who sent messages. */
export async function clearMessages(db: Db, transaction: Transaction): Promise<void> {
  await messageModel(db).destroy({ where: {}, transaction });
}

/** Every message the inbox holds (contact and referral), oldest first. */
export async function readMessages(db: Db): Promise<{ id: string; kind: string; readAt: Date | null }[]> {
  const rows = await messageModel(db).findAll({ attributes: ['id', 'kind', 'readAt'], order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  return rows.map((row) => ({ id: row.get('id'), kind: row.get('kind'), readAt: row.get('readAt') }));
}
