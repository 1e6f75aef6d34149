// How long the support inbox keeps messages (names, e-mails, phones, what people wrote): a message
// an admin has read is deleted after the retention period; an unread one waits for its reader.
import { Op } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { messageModel } from './models.ts';

export function createMessageRetention(db: Db) {
  const Message = messageModel(db);
  return {
    /** Deletes contact messages and referral invitations read before `cutoff`. */
    async deleteReadBefore(cutoff: Date): Promise<number> {
      return db.write((transaction) => Message.destroy({ where: { readAt: { [Op.ne]: null, [Op.lt]: cutoff } }, transaction }));
    },
  };
}
