// Phone first: sign-in codes sent by text, the texts outbox, accounts without an e-mail, and a
// customer's choice of booking texts. (Who will be home lives in the booking's visit JSON.)
import { DataTypes, Op } from 'sequelize';
import type { Migration } from './index.ts';

export const phoneFirst: Migration = {
  name: '0011-phone-first',
  async up({ context: qi }) {
    // An account made by phone may have no e-mail: stored as '' (SQLite cannot drop NOT NULL
    // without rebuilding users, which would cascade), so the unique index skips ''.
    await qi.removeIndex('users', 'users_email_unique');
    await qi.addIndex('users', ['email'], { unique: true, name: 'users_email_unique', where: { email: { [Op.ne]: '' } } });
    await qi.addIndex('users', ['phone'], { name: 'users_phone' });
    await qi.addColumn('users', 'booking_texts', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true });
    // When the account last proved it holds its phone (a sign-in code); picks among accounts sharing a number.
    await qi.addColumn('users', 'phone_verified_at', { type: DataTypes.DATE, allowNull: true });

    await qi.createTable('sign_in_codes', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      phone: { type: DataTypes.STRING(14), allowNull: false },
      code_hash: { type: DataTypes.STRING(64), allowNull: false },
      // Milliseconds since the epoch, compared as numbers on both dialects.
      expires_at_ms: { type: DataTypes.BIGINT, allowNull: false },
      tries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      // Set when used, voided by a newer code, or out of tries: a code with it set never works again.
      spent_at: { type: DataTypes.DATE, allowNull: true },
      created_at_ms: { type: DataTypes.BIGINT, allowNull: false },
    });
    await qi.addIndex('sign_in_codes', ['phone', 'created_at_ms'], { name: 'sign_in_codes_phone_created' });
    await qi.addIndex('sign_in_codes', ['created_at_ms'], { name: 'sign_in_codes_created' });

    await qi.createTable('text_outbox', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      to_phone: { type: DataTypes.STRING(14), allowNull: false },
      body: { type: DataTypes.STRING(1000), allowNull: false },
      purpose: { type: DataTypes.STRING(40), allowNull: false },
      // What the text is about (e.g. "booking:<id>:pro_assigned:<pro id>"): one text per event and phone.
      event_key: { type: DataTypes.STRING(200), allowNull: false },
      status: { type: DataTypes.STRING(10), allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      next_attempt_at_ms: { type: DataTypes.BIGINT, allowNull: true },
      // A worker's claim on a queued text while it sends it (several BFF instances share the table).
      claimed_until_ms: { type: DataTypes.BIGINT, allowNull: true },
      last_error: { type: DataTypes.STRING(300), allowNull: true },
      provider_message_id: { type: DataTypes.STRING(100), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      sent_at: { type: DataTypes.DATE, allowNull: true },
    });
    await qi.addIndex('text_outbox', ['event_key', 'to_phone'], { unique: true, name: 'text_outbox_event_to_unique' });
    await qi.addIndex('text_outbox', ['status', 'next_attempt_at_ms'], { name: 'text_outbox_due' });
    await qi.addIndex('text_outbox', ['created_at'], { name: 'text_outbox_created_at' });
  },
  async down({ context: qi }) {
    await qi.dropTable('text_outbox');
    await qi.dropTable('sign_in_codes');
    await qi.removeColumn('users', 'phone_verified_at');
    await qi.removeColumn('users', 'booking_texts');
    await qi.removeIndex('users', 'users_phone');
    await qi.removeIndex('users', 'users_email_unique');
    await qi.addIndex('users', ['email'], { unique: true, name: 'users_email_unique' });
  },
};
