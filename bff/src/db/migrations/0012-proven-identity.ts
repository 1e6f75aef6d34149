// Proven identity: users.email holds only an e-mail whose confirmation link was used; a
// typed one waits in users.pending_email; confirmation links are stored hashed, like reset tokens.
import { DataTypes, Op } from 'sequelize';
import type { Migration } from './index.ts';

/** services.ts NO_PASSWORD_YET: an account made by a sign-in code, which never proved an e-mail. */
const NO_PASSWORD_YET = '!set-by-invitation';

export const provenIdentity: Migration = {
  name: '0012-proven-identity',
  async up({ context: qi }) {
    // Not unique: several accounts may have typed the same e-mail; the one that uses its link owns it.
    await qi.addColumn('users', 'pending_email', { type: DataTypes.STRING(254), allowNull: true });
    await qi.addIndex('users', ['pending_email'], { name: 'users_pending_email' });
    // The address a reset or invitation link was mailed to: using the link proves it (a pro's invitation).
    await qi.addColumn('password_reset_tokens', 'sent_to', { type: DataTypes.STRING(254), allowNull: true });

    await qi.createTable('email_links', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      email: { type: DataTypes.STRING(254), allowNull: false },
      // sha256 of the token: a leaked table hands out no working links.
      token_hash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
      expires_at: { type: DataTypes.DATE, allowNull: false },
      // Set when used or voided by a newer link: a link with it set never works again.
      used_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('email_links', ['user_id'], { name: 'email_links_user' });

    // Accounts made by a sign-in code (no password yet, customers) typed their e-mail and never proved
    // it: it becomes pending. Every other e-mail stays proven (grandfathered, docs/security.md).
    const where = { role: 'user', password_hash: NO_PASSWORD_YET, email: { [Op.ne]: '' } };
    const rows = (await qi.select(null, 'users', { where })) as unknown as { id: string; email: string }[];
    for (const row of rows) {
      await qi.bulkUpdate('users', { pending_email: row.email, email: '' }, { id: row.id });
    }
  },
  async down({ context: qi }) {
    await qi.dropTable('email_links');
    await qi.removeColumn('password_reset_tokens', 'sent_to');
    await qi.removeIndex('users', 'users_pending_email');
    await qi.removeColumn('users', 'pending_email');
  },
};
