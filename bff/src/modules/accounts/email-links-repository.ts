// The email_links table (migration 0012-proven-identity): one row per confirmation link mailed, only
// the token's hash kept. A new link for an account voids its last; a used link never works again.
import { randomUUID } from 'node:crypto';
import { DataTypes, Op, type Model, type ModelStatic, type Sequelize, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface EmailLinkRecord {
  id: string;
  userId: string;
  email: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
}
type EmailLinkModel = Model<EmailLinkRecord> & EmailLinkRecord;

const defined = new WeakMap<Sequelize, ModelStatic<EmailLinkModel>>();

/** The email_links model of this database, defined on first use. */
export function emailLinkModel(sequelize: Sequelize): ModelStatic<EmailLinkModel> {
  let model = defined.get(sequelize);
  if (!model) {
    model = sequelize.define<EmailLinkModel>(
      'EmailLink',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        userId: { type: DataTypes.STRING(36), allowNull: false },
        email: { type: DataTypes.STRING(254), allowNull: false },
        tokenHash: { type: DataTypes.STRING(64), allowNull: false, unique: true },
        expiresAt: { type: DataTypes.DATE, allowNull: false },
        usedAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { underscored: true, freezeTableName: true, tableName: 'email_links', updatedAt: false },
    );
    defined.set(sequelize, model);
  }
  return model;
}

export function createEmailLinksRepository(db: Db) {
  const EmailLink = emailLinkModel(db.sequelize);
  return {
    /** A new link for the account; its earlier unused links stop working. */
    async replace(transaction: Transaction, link: { userId: string; email: string; tokenHash: string; expiresAt: Date }, now: Date): Promise<void> {
      await EmailLink.update({ usedAt: now }, { where: { userId: link.userId, usedAt: null }, transaction, fields: ['usedAt'] });
      await EmailLink.create({ id: randomUUID(), ...link, usedAt: null, createdAt: now }, { transaction });
    },

    /** The link with this hash while it is unused and unexpired, or null. */
    async findUsable(transaction: Transaction, tokenHash: string, now: Date): Promise<EmailLinkRecord | null> {
      const row = await EmailLink.findOne({ where: { tokenHash, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction });
      return row ? row.get({ plain: true }) : null;
    },

    /** Uses the link if it is still usable: a conditional update, so of two racing clicks exactly one gets true. */
    async use(transaction: Transaction, id: string, now: Date): Promise<boolean> {
      const [changed] = await EmailLink.update({ usedAt: now }, { where: { id, usedAt: null, expiresAt: { [Op.gt]: now } }, transaction, fields: ['usedAt'] });
      return changed === 1;
    },

    /** Every link of the account stops working (its e-mails were cleared). */
    async voidAllOf(transaction: Transaction, userId: string, now: Date): Promise<void> {
      await EmailLink.update({ usedAt: now }, { where: { userId, usedAt: null }, transaction, fields: ['usedAt'] });
    },
  };
}

export type EmailLinksRepository = ReturnType<typeof createEmailLinksRepository>;
