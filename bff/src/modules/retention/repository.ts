// The one table the sweep reads itself: which one-time link tokens still work (password_reset_tokens,
// a db/ table: reset links and pro invitations share it).
import { Op } from 'sequelize';
import type { Db } from '../../db/index.ts';

export function createRetentionRepository(db: Db) {
  const { PasswordResetToken } = db.models;
  return {
    /** Of these token hashes, the ones that are unused and not yet expired at `now`. */
    async liveTokenHashes(hashes: readonly string[], now: Date): Promise<Set<string>> {
      if (!hashes.length) return new Set();
      const rows = await PasswordResetToken.findAll({ attributes: ['tokenHash'], where: { tokenHash: { [Op.in]: [...hashes] }, usedAt: null, expiresAt: { [Op.gt]: now } } });
      return new Set(rows.map((row) => row.get('tokenHash')));
    },
  };
}
