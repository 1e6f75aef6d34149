// Users, their password reset tokens, sessions (for connect-session-sequelize) and the mail outbox.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

const timestamps = {
  created_at: { type: DataTypes.DATE, allowNull: false },
  updated_at: { type: DataTypes.DATE, allowNull: false },
};

export const accounts: Migration = {
  name: '0001-accounts',
  async up({ context: qi }) {
    await qi.createTable('users', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      name: { type: DataTypes.STRING(80), allowNull: false },
      // Stored lowercased by the repository, so a plain unique index is case-insensitive on
      // both SQLite and PostgreSQL.
      email: { type: DataTypes.STRING(254), allowNull: false },
      phone: { type: DataTypes.STRING(14), allowNull: false },
      role: { type: DataTypes.STRING(10), allowNull: false, defaultValue: 'user' },
      referral_code: { type: DataTypes.STRING(16), allowNull: false },
      password_hash: { type: DataTypes.STRING(255), allowNull: false },
      ...timestamps,
    });
    await qi.addIndex('users', ['email'], { unique: true, name: 'users_email_unique' });
    await qi.addIndex('users', ['referral_code'], { unique: true, name: 'users_referral_code_unique' });

    await qi.createTable('password_reset_tokens', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      user_id: {
        type: DataTypes.STRING(36),
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      token_hash: { type: DataTypes.STRING(64), allowNull: false },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      used_at: { type: DataTypes.DATE, allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('password_reset_tokens', ['token_hash'], { unique: true, name: 'password_reset_tokens_hash_unique' });
    await qi.addIndex('password_reset_tokens', ['user_id'], { name: 'password_reset_tokens_user_id' });

    await qi.createTable('sessions', {
      sid: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
      expires: { type: DataTypes.DATE, allowNull: true },
      data: { type: DataTypes.TEXT, allowNull: false },
      // Lets a password reset sign the account out everywhere else.
      user_id: { type: DataTypes.STRING(36), allowNull: true },
      ...timestamps,
    });
    await qi.addIndex('sessions', ['expires'], { name: 'sessions_expires' });
    await qi.addIndex('sessions', ['user_id'], { name: 'sessions_user_id' });

    await qi.createTable('outbox_emails', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      to_address: { type: DataTypes.STRING(254), allowNull: false },
      subject: { type: DataTypes.STRING(200), allowNull: false },
      text_body: { type: DataTypes.TEXT, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('outbox_emails', ['created_at'], { name: 'outbox_emails_created_at' });
  },
  async down({ context: qi }) {
    await qi.dropTable('outbox_emails');
    await qi.dropTable('sessions');
    await qi.dropTable('password_reset_tokens');
    await qi.dropTable('users');
  },
};
