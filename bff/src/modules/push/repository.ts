// The push_subscriptions table; the only push code that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { Op, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { pushSubscriptionModel } from './models.ts';

export interface PushSubscriptionRecord {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function createPushRepository(db: Db) {
  const Subscription = pushSubscriptionModel(db);

  return {
    /** Keeps the endpoint for this user: a new row, or the existing one re-bound with fresh keys. */
    async save(transaction: Transaction, userId: string, input: { endpoint: string; p256dh: string; auth: string }, now: Date): Promise<void> {
      const existing = await Subscription.findOne({ where: { endpoint: input.endpoint }, transaction });
      if (existing) {
        await existing.update({ userId, p256dh: input.p256dh, auth: input.auth }, { transaction, fields: ['userId', 'p256dh', 'auth'] });
        return;
      }
      await Subscription.create(
        { id: randomUUID(), userId, endpoint: input.endpoint, p256dh: input.p256dh, auth: input.auth, createdAt: now },
        { transaction, fields: ['id', 'userId', 'endpoint', 'p256dh', 'auth', 'createdAt'] },
      );
    },

    /** Removes the user's own subscription with this endpoint; another user's stays. */
    async remove(transaction: Transaction, userId: string, endpoint: string): Promise<number> {
      return Subscription.destroy({ where: { userId, endpoint }, transaction });
    },

    /** The push service said the endpoint is gone (404/410). */
    async removeEndpoint(transaction: Transaction, endpoint: string): Promise<number> {
      return Subscription.destroy({ where: { endpoint }, transaction });
    },

    async forUsers(userIds: readonly string[]): Promise<PushSubscriptionRecord[]> {
      if (!userIds.length) return [];
      const rows = await Subscription.findAll({ where: { userId: { [Op.in]: [...userIds] } }, order: [['id', 'ASC']] });
      return rows.map((row) => ({ id: row.get('id'), userId: row.get('userId'), endpoint: row.get('endpoint'), p256dh: row.get('p256dh'), auth: row.get('auth') }));
    },
  };
}

export type PushRepository = ReturnType<typeof createPushRepository>;
