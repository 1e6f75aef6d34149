// How long text_outbox keeps what it holds (phones, bodies, codes): texts that left, failed or were
// kept go after the retention period, and a sign-in code's digits are masked once the code expired.
// Plain conditional deletes and updates, so several instances may sweep at once.
import { Op } from 'sequelize';
import type { Db } from '../db/index.ts';
import { outboxTextModel } from './models.ts';
import { maskCode } from './outbox-texts.ts';

/** Masked digits, as maskCode writes them: a body holding them needs no masking. */
const MASKED = '••••••';

export function createTextRetention(db: Db) {
  const OutboxText = outboxTextModel(db);
  return {
    /** Deletes texts sent before `cutoff`, and failed or kept ones written before it; a queued text always stays. */
    async deleteFinishedBefore(cutoff: Date): Promise<number> {
      return db.write((transaction) =>
        OutboxText.destroy({
          where: {
            [Op.or]: [
              { status: 'sent', sentAt: { [Op.lt]: cutoff } },
              { status: { [Op.in]: ['failed', 'kept'] }, createdAt: { [Op.lt]: cutoff } },
            ],
          },
          transaction,
        }),
      );
    },

    /** Masks the digits of sign-in codes written before `expiredBefore` (their code no longer works); never a queued one, which still has to go. */
    async maskCodesWrittenBefore(expiredBefore: Date): Promise<number> {
      const rows = await OutboxText.findAll({
        attributes: ['id', 'body'],
        where: { purpose: 'sign_in_code', status: { [Op.ne]: 'queued' }, createdAt: { [Op.lte]: expiredBefore }, body: { [Op.notLike]: `%${MASKED}%` } },
        limit: 500,
      });
      let masked = 0;
      for (const row of rows) {
        const body = row.get('body');
        // Conditional on the body read: a second sweep (another instance) counts nothing.
        const [changed] = await db.write((transaction) => OutboxText.update({ body: maskCode(body) }, { where: { id: row.get('id'), body }, transaction, fields: ['body'] }));
        masked += changed;
      }
      return masked;
    },
  };
}

export type TextRetention = ReturnType<typeof createTextRetention>;
