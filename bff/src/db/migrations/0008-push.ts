// Web Push: the browsers a customer allowed to show notifications, one row per push endpoint.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const push: Migration = {
  name: '0008-push',
  async up({ context: qi }) {
    await qi.createTable('push_subscriptions', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // A subscription is the customer's own device: it goes with the account.
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      // One browser has one endpoint; subscribing it again re-binds the row to whoever is signed in.
      endpoint: { type: DataTypes.STRING(1000), allowNull: false, unique: true },
      p256dh: { type: DataTypes.STRING(200), allowNull: false },
      auth: { type: DataTypes.STRING(100), allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('push_subscriptions', ['user_id'], { name: 'push_subscriptions_user_id' });
  },
  async down({ context: qi }) {
    await qi.dropTable('push_subscriptions');
  },
};
