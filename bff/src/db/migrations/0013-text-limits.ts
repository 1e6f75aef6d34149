// Text limits: each text remembers the account it is sent for and the booking it is about, so the
// per-account and per-booking limits count rows in text_outbox (shared by every instance).
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const textLimits: Migration = {
  name: '0013-text-limits',
  async up({ context: qi }) {
    // users.id of whose booking or sign-in it is; null for a code to a number without a proven account.
    await qi.addColumn('text_outbox', 'account_id', { type: DataTypes.STRING(36), allowNull: true });
    // bookings.id the text is about; null for sign-in codes.
    await qi.addColumn('text_outbox', 'booking_id', { type: DataTypes.STRING(36), allowNull: true });
    await qi.addIndex('text_outbox', ['to_phone', 'created_at'], { name: 'text_outbox_to_created' });
    await qi.addIndex('text_outbox', ['account_id', 'created_at'], { name: 'text_outbox_account_created' });
    await qi.addIndex('text_outbox', ['booking_id', 'to_phone', 'created_at'], { name: 'text_outbox_booking_to_created' });
    await qi.addIndex('text_outbox', ['purpose', 'created_at'], { name: 'text_outbox_purpose_created' });
  },
  async down({ context: qi }) {
    for (const index of ['text_outbox_purpose_created', 'text_outbox_booking_to_created', 'text_outbox_account_created', 'text_outbox_to_created']) await qi.removeIndex('text_outbox', index);
    await qi.removeColumn('text_outbox', 'booking_id');
    await qi.removeColumn('text_outbox', 'account_id');
  },
};
