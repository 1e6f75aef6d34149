// How long pro applications keep personal data: a rejected application's personal fields are erased
// after the retention period (its reference, services, state, status, decision note and audit stay,
// so a decision can still be accounted for); approved pros' referees are erased a while after approval.
// Conditional updates, so several instances may sweep at once.
import { Op } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { proModels } from '../../db/pro-models.ts';

/** What an erased application shows: values the spec's schemas accept, that name nobody. */
export const ERASED_APPLICANT = { name: 'Erased applicant', phone: '+2340000000000', area: '', about: '', idNumber: '', referees: '[]' } as const;
const erasedEmail = (reference: string) => `erased-${reference.toLowerCase()}@ile.invalid`;

export function createApplicationRetention(db: Db) {
  const { Pro } = proModels(db);
  return {
    /** Erases the personal fields of applications rejected before `cutoff`. */
    async eraseRejectedBefore(cutoff: Date, now: Date): Promise<number> {
      const rows = await Pro.findAll({ attributes: ['id', 'reference'], where: { status: 'rejected', decidedAt: { [Op.lt]: cutoff }, erasedAt: null }, limit: 500 });
      let erased = 0;
      for (const row of rows) {
        const [changed] = await db.write((transaction) =>
          Pro.update(
            { ...ERASED_APPLICANT, email: erasedEmail(row.get('reference')), erasedAt: now, updatedAt: now },
            { where: { id: row.get('id'), status: 'rejected', erasedAt: null }, transaction, fields: ['name', 'email', 'phone', 'area', 'about', 'idNumber', 'referees', 'erasedAt', 'updatedAt'] },
          ),
        );
        erased += changed;
      }
      return erased;
    },

    /** Re-seals ID numbers sealed under a previous DATA_ENCRYPTION_KEY with the current one, so the old key can be dropped. */
    async resealUnderCurrentKey(now: Date): Promise<number> {
      const rows = await Pro.findAll({ attributes: ['id', 'idNumber'], where: { idNumber: { [Op.like]: 'v1.%' } } });
      let resealed = 0;
      for (const row of rows) {
        const sealed = row.get('idNumber');
        if (!db.cipher.needsResealing(sealed)) continue;
        const context = `pros.id_number:${row.get('id')}`;
        const idNumber = db.cipher.seal(db.cipher.open(sealed, context), context);
        // Conditional on the value read: another instance's re-seal is not done twice.
        const [changed] = await db.write((transaction) =>
          Pro.update({ idNumber, updatedAt: now }, { where: { id: row.get('id'), idNumber: sealed }, transaction, fields: ['idNumber', 'updatedAt'] }),
        );
        resealed += changed;
      }
      return resealed;
    },

    /** Erases the referees of approved (or since suspended) pros whose last decision came before `cutoff`. */
    async eraseRefereesDecidedBefore(cutoff: Date, now: Date): Promise<number> {
      return db.write(async (transaction) => {
        const [changed] = await Pro.update(
          { referees: '[]', updatedAt: now },
          { where: { status: { [Op.in]: ['approved', 'suspended'] }, decidedAt: { [Op.lt]: cutoff }, referees: { [Op.ne]: '[]' } }, transaction, fields: ['referees', 'updatedAt'] },
        );
        return changed;
      });
    },
  };
}
