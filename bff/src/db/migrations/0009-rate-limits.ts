// Rate-limit counters in the database, so every BFF instance on one PostgreSQL counts the same
// hits (in process memory each instance would grant its own allowance).
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const rateLimits: Migration = {
  name: '0009-rate-limits',
  async up({ context: qi }) {
    await qi.createTable('rate_limits', {
      // The limiter's prefix and the client's key, e.g. "sign-in:203.0.113.7" or "referral:user:<id>".
      key: { type: DataTypes.STRING(255), primaryKey: true, allowNull: false },
      hits: { type: DataTypes.INTEGER, allowNull: false },
      // Milliseconds since the epoch: compared as numbers in SQL on both dialects (SQLite keeps
      // DATE as text, whose comparison depends on the format).
      resets_at_ms: { type: DataTypes.BIGINT, allowNull: false },
    });
    // The sweep deletes by expiry.
    await qi.addIndex('rate_limits', ['resets_at_ms'], { name: 'rate_limits_resets_at_ms' });
  },
  async down({ context: qi }) {
    await qi.dropTable('rate_limits');
  },
};
