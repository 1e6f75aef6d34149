// The notifications table, and the few facts about customers sending needs (who they are, where
// their mail goes); the only notifications code that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import type { UserAttributes } from '../../db/models.ts';
import { normalizeEmail } from '@ile/domain';
import { notificationModel, type NotificationAttributes } from './models.ts';

export type NotificationKind = 'announcement' | 'booking';

export interface NotificationRecord {
  id: string;
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}

export interface NotificationContent {
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
}

/** Whom a notification or its e-mail is for. */
export interface Recipient {
  id: string;
  name: string;
  /** null: an account made by phone without an e-mail; they get no mail, the rest still happens. */
  email: string | null;
  /** E.164: where their texts go. */
  phone: string;
  /** users.booking_texts: whether a customer wants texts about their bookings. */
  bookingTexts: boolean;
  /** users.phone_verified_at: booking texts go to the account's phone only once a code proved it. */
  phoneVerifiedAt: Date | null;
}

/** users.email '' means "no e-mail" (migration 0011). */
const emailOf = (stored: string): string | null => (stored === '' ? null : stored);

const RECIPIENT_FIELDS = ['id', 'name', 'email', 'phone', 'bookingTexts', 'phoneVerifiedAt'] as const;

function toRecipient(row: Pick<UserAttributes, (typeof RECIPIENT_FIELDS)[number]>): Recipient {
  // Boolean(): SQLite keeps a BOOLEAN as 0/1.
  return { id: row.id, name: row.name, email: emailOf(row.email), phone: row.phone, bookingTexts: Boolean(row.bookingTexts), phoneVerifiedAt: row.phoneVerifiedAt ?? null };
}

const KINDS: readonly NotificationKind[] = ['announcement', 'booking'];

/** The roles an announcement may reach: customers (user) and pros, never admins. */
export const ANNOUNCED_ROLES = ['user', 'pro'] as const;
export type AnnouncedRole = (typeof ANNOUNCED_ROLES)[number];
const FIELDS: (keyof NotificationAttributes)[] = ['id', 'userId', 'kind', 'title', 'body', 'link', 'readAt', 'createdAt'];
/** Newest first; id breaks ties (a broadcast stamps every row with one time) so both databases agree. */
const NEWEST_FIRST: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

function toRecord(row: NotificationAttributes): NotificationRecord {
  const kind = KINDS.find((known) => known === row.kind);
  if (!kind) throw new Error(`notifications: stored kind ${row.kind} is not valid`);
  return { id: row.id, userId: row.userId, kind, title: row.title, body: row.body, link: row.link, readAt: row.readAt, createdAt: row.createdAt };
}

/** Told, after commit, whom new notifications went to (Web Push sends them on to their browsers). */
export type NotificationsCommitted = (userIds: readonly string[], content: NotificationContent) => void;

export function createNotificationsRepository(db: Db, committed?: NotificationsCommitted) {
  const Notification = notificationModel(db);
  const { User } = db.models;

  return {
    async create(transaction: Transaction, userId: string, content: NotificationContent, now: Date): Promise<NotificationRecord> {
      const row = await Notification.create({ id: randomUUID(), userId, ...content, readAt: null, createdAt: now }, { transaction, fields: FIELDS });
      if (committed) transaction.afterCommit(() => committed([userId], content));
      return toRecord(row.get({ plain: true }));
    },

    /** One notification per user, in a single INSERT. */
    async createForUsers(transaction: Transaction, userIds: readonly string[], content: NotificationContent, now: Date): Promise<number> {
      if (!userIds.length) return 0;
      const rows = userIds.map((userId) => ({ id: randomUUID(), userId, ...content, readAt: null, createdAt: now }));
      await Notification.bulkCreate(rows, { transaction, fields: FIELDS });
      if (committed) transaction.afterCommit(() => committed(userIds, content));
      return rows.length;
    },

    async listForUser(userId: string, limit: number, transaction?: Transaction): Promise<NotificationRecord[]> {
      const rows = await Notification.findAll({ where: { userId }, order: NEWEST_FIRST, limit, transaction });
      return rows.map((row) => toRecord(row.get({ plain: true })));
    },

    async countUnread(userId: string, transaction?: Transaction): Promise<number> {
      return Notification.count({ where: { userId, readAt: null }, transaction });
    },

    /** Marks the user's unread notifications read: those with these ids, or all of them (null). Others' ids change nothing. */
    async markRead(transaction: Transaction, userId: string, ids: readonly string[] | null, now: Date): Promise<number> {
      if (ids && !ids.length) return 0;
      const where = ids ? { userId, readAt: null, id: { [Op.in]: [...ids] } } : { userId, readAt: null };
      const [changed] = await Notification.update({ readAt: now }, { where, transaction, fields: ['readAt'] });
      return changed;
    },

    /** Users with `role` (user: customers; pro: pros) after `afterId` in id order: a page of a broadcast's recipients. */
    async userIdsAfter(transaction: Transaction, role: AnnouncedRole, afterId: string | null, limit: number): Promise<string[]> {
      const rows = await User.findAll({
        attributes: ['id'],
        where: afterId === null ? { role } : { role, id: { [Op.gt]: afterId } },
        order: [['id', 'ASC']],
        limit,
        transaction,
      });
      return rows.map((row) => row.get('id'));
    },

    /**
     * The customers and pros (never an admin) with this e-mail or this phone (stored E.164): at most
     * one by e-mail, possibly several by phone, since accounts may share one. Two at most are read.
     */
    async findPeople(by: { email: string } | { phone: string }, transaction?: Transaction): Promise<Recipient[]> {
      const where = 'email' in by ? { email: normalizeEmail(by.email) } : { phone: by.phone };
      // '' is how "no e-mail" is stored: it names nobody.
      if ('email' in where && where.email === '') return [];
      const rows = await User.findAll({ attributes: [...RECIPIENT_FIELDS], where: { ...where, role: { [Op.in]: [...ANNOUNCED_ROLES] } }, order: [['id', 'ASC']], limit: 2, transaction });
      return rows.map((row) => toRecipient(row.get({ plain: true })));
    },

    async findRecipient(userId: string, transaction?: Transaction): Promise<Recipient | null> {
      const row = await User.findByPk(userId, { attributes: [...RECIPIENT_FIELDS], transaction });
      return row ? toRecipient(row.get({ plain: true })) : null;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
