// The messages table (contact messages and referral invitations), and the one fact about users
// the inbox needs (did an invited friend sign up with the sender's code?); the only messages code
// that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { Op, type Order, type Transaction, type WhereOptions } from 'sequelize';
import type { Schemas } from '../../api/types.ts';
import type { Db } from '../../db/index.ts';
import { MESSAGE_FIELDS, messageModel, type MessageAttributes } from './models.ts';

export type MessageKind = Schemas['MessageKind'];

/** A stored message: its attributes, with the kind checked. */
export type MessageRecord = Omit<MessageAttributes, 'kind'> & { kind: MessageKind };

export type NewMessage = Omit<MessageRecord, 'id' | 'readAt' | 'createdAt'>;

export interface MessageFilter {
  kind?: MessageKind;
  /** Only messages nobody has marked read. */
  unread?: boolean;
}

export interface Page {
  page: number;
  pageSize: number;
}

const KINDS: readonly MessageKind[] = ['contact', 'referral'];

function toRecord(row: MessageAttributes): MessageRecord {
  const kind = KINDS.find((known) => known === row.kind);
  if (!kind) throw new Error(`messages: stored kind ${row.kind} is not valid`);
  // SQLite answers booleans as 0/1.
  return { ...row, kind, emailed: Boolean(row.emailed) };
}


/** Whether a referral's friend has signed up with its sender's code: same sender, same e-mail or phone. */
/** The friend made an account with the sender's code and the invited contact: the e-mail typed counts, proven or still waiting for its link. */
function matchesReferral(message: MessageRecord, user: { referredBy: string | null; email: string; pendingEmail: string | null; phone: string }): boolean {
  if (message.kind !== 'referral' || !message.fromUserId || user.referredBy !== message.fromUserId) return false;
  const emailMatches = message.friendEmail !== null && (user.email === message.friendEmail || user.pendingEmail === message.friendEmail);
  return emailMatches || (message.friendPhone !== null && user.phone === message.friendPhone);
}

export function createMessagesRepository(db: Db) {
  const Message = messageModel(db);
  const { User } = db.models;
  /** Unread first, then newest first; id breaks ties so both databases agree. */
  const INBOX_ORDER: Order = [
    [db.sequelize.literal('CASE WHEN read_at IS NULL THEN 0 ELSE 1 END'), 'ASC'],
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ];

  function whereOf(filter: MessageFilter): WhereOptions<MessageAttributes> {
    const where: WhereOptions<MessageAttributes> = {};
    if (filter.kind) where.kind = filter.kind;
    if (filter.unread) where.readAt = null;
    return where;
  }

  return {
    async create(transaction: Transaction, message: NewMessage, now: Date): Promise<MessageRecord> {
      const row = await Message.create({ id: randomUUID(), ...message, readAt: null, createdAt: now }, { transaction, fields: MESSAGE_FIELDS });
      return toRecord(row.get({ plain: true }));
    },

    async findById(id: string, transaction?: Transaction): Promise<MessageRecord | null> {
      const row = await Message.findByPk(id, { transaction });
      return row ? toRecord(row.get({ plain: true })) : null;
    },

    /** One page of the inbox and the total matching the filter. */
    async list(filter: MessageFilter, page: Page): Promise<{ items: MessageRecord[]; total: number }> {
      const where = whereOf(filter);
      const [total, rows] = await Promise.all([
        Message.count({ where }),
        Message.findAll({ where, order: INBOX_ORDER, limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
      ]);
      return { items: rows.map((row) => toRecord(row.get({ plain: true }))), total };
    },

    /** Sets (a date) or clears (null) when the message was read; answers whether it changed. */
    async setReadAt(transaction: Transaction, id: string, readAt: Date | null): Promise<boolean> {
      const [changed] = await Message.update({ readAt }, { where: { id, readAt: readAt ? null : { [Op.ne]: null } }, transaction, fields: ['readAt'] });
      return changed === 1;
    },

    async countUnread(transaction?: Transaction): Promise<number> {
      return Message.count({ where: { readAt: null }, transaction });
    },

    /** Of these messages, the ids of the referrals whose friend has signed up with the sender's code. */
    async referralsSignedUp(messages: readonly MessageRecord[], transaction?: Transaction): Promise<Set<string>> {
      const referrals = messages.filter((message) => message.kind === 'referral' && message.fromUserId);
      const senders = [...new Set(referrals.flatMap((message) => (message.fromUserId ? [message.fromUserId] : [])))];
      const emails = [...new Set(referrals.flatMap((message) => (message.friendEmail ? [message.friendEmail] : [])))];
      const phones = [...new Set(referrals.flatMap((message) => (message.friendPhone ? [message.friendPhone] : [])))];
      if (!senders.length || (!emails.length && !phones.length)) return new Set();
      const contacts: WhereOptions[] = [];
      if (emails.length) contacts.push({ email: { [Op.in]: emails } }, { pendingEmail: { [Op.in]: emails } });
      if (phones.length) contacts.push({ phone: { [Op.in]: phones } });
      const users = await User.findAll({
        attributes: ['referredBy', 'email', 'pendingEmail', 'phone'],
        where: { referredBy: { [Op.in]: senders }, [Op.or]: contacts },
        transaction,
      });
      const joined = users.map((user) => ({ referredBy: user.get('referredBy'), email: user.get('email'), pendingEmail: user.get('pendingEmail'), phone: user.get('phone') }));
      return new Set(referrals.filter((message) => joined.some((user) => matchesReferral(message, user))).map((message) => message.id));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;
