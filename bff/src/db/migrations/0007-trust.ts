// Trust and growth: reviews of completed bookings, happiness-guarantee claims, the support inbox
// (contact messages and referral invitations in one table, so admins read them in one place), who
// referred whom, and when a booking was completed (the claim window counts from it).
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const trust: Migration = {
  name: '0007-trust',
  async up({ context: qi }) {
    // Set when an admin moves a booking to completed; existing completed bookings count from their last
    // change (raw SQL, not the models, which change after a migration is written).
    await qi.addColumn('bookings', 'completed_at', { type: DataTypes.DATE, allowNull: true });
    await qi.sequelize.query("UPDATE bookings SET completed_at = updated_at WHERE status = 'completed'");

    await qi.createTable('reviews', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // One review per booking (unique index below); no cascade, like the booking itself.
      booking_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'bookings', key: 'id' } },
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' } },
      // The booking's service, copied so the public list filters without a join.
      service: { type: DataTypes.STRING(40), allowNull: false },
      rating: { type: DataTypes.INTEGER, allowNull: false },
      comment: { type: DataTypes.TEXT, allowNull: false },
      // Hidden by an admin: kept (and counted nowhere public), shown again with one click.
      hidden: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('reviews', ['booking_id'], { unique: true, name: 'reviews_booking_id_unique' });
    // The public lists: newest visible first, overall and per service.
    await qi.addIndex('reviews', ['hidden', 'created_at'], { name: 'reviews_hidden_created_at' });
    await qi.addIndex('reviews', ['service', 'hidden', 'created_at'], { name: 'reviews_service_hidden_created_at' });

    await qi.createTable('claims', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // What the customer quotes, e.g. CLM-7KX2Q9.
      reference: { type: DataTypes.STRING(16), allowNull: false },
      booking_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'bookings', key: 'id' } },
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' } },
      problem: { type: DataTypes.TEXT, allowNull: false },
      photo_description: { type: DataTypes.TEXT, allowNull: true },
      // open | resolved
      status: { type: DataTypes.STRING(10), allowNull: false },
      resolution: { type: DataTypes.TEXT, allowNull: true },
      resolved_at: { type: DataTypes.DATE, allowNull: true },
      resolved_by: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'users', key: 'id' } },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('claims', ['reference'], { unique: true, name: 'claims_reference_unique' });
    await qi.addIndex('claims', ['booking_id'], { unique: true, name: 'claims_booking_id_unique' });
    await qi.addIndex('claims', ['status', 'created_at'], { name: 'claims_status_created_at' });

    await qi.createTable('messages', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // contact | referral
      kind: { type: DataTypes.STRING(10), allowNull: false },
      // The signed-in sender (always for referrals, when signed in for contact); the message stays if the account goes.
      from_user_id: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' },
      from_name: { type: DataTypes.STRING(80), allowNull: false },
      from_email: { type: DataTypes.STRING(254), allowNull: false },
      from_phone: { type: DataTypes.STRING(14), allowNull: true },
      subject: { type: DataTypes.STRING(120), allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      booking_reference: { type: DataTypes.STRING(16), allowNull: true },
      // Referrals only: the friend invited and whether the invitation was e-mailed.
      friend_name: { type: DataTypes.STRING(80), allowNull: true },
      friend_email: { type: DataTypes.STRING(254), allowNull: true },
      friend_phone: { type: DataTypes.STRING(14), allowNull: true },
      emailed: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
      read_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    // The inbox: unread first, by kind, newest first; the unread count.
    await qi.addIndex('messages', ['read_at', 'created_at'], { name: 'messages_read_at_created_at' });
    await qi.addIndex('messages', ['kind', 'created_at'], { name: 'messages_kind_created_at' });

    // Who referred whom: set once at sign-up from a valid code.
    await qi.addColumn('users', 'referred_by', { type: DataTypes.STRING(36), allowNull: true, references: { model: 'users', key: 'id' }, onDelete: 'SET NULL' });
    await qi.addIndex('users', ['referred_by'], { name: 'users_referred_by' });
  },
  async down({ context: qi }) {
    await qi.removeIndex('users', 'users_referred_by');
    await qi.removeColumn('users', 'referred_by');
    await qi.dropTable('messages');
    await qi.dropTable('claims');
    await qi.dropTable('reviews');
    await qi.removeColumn('bookings', 'completed_at');
  },
};
