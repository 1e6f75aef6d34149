// The sign_in_codes table (migration 0011-phone-first): one row per code texted, only its HMAC kept.
import { DataTypes, Op, type Model, type ModelStatic, type Sequelize, type Transaction } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface SignInCodeRecord {
  id: string;
  phone: string;
  codeHash: string;
  expiresAtMs: number;
  tries: number;
  spentAt: Date | null;
  createdAtMs: number;
}
type SignInCodeModel = Model<SignInCodeRecord> & SignInCodeRecord;

const defined = new WeakMap<Sequelize, ModelStatic<SignInCodeModel>>();

/** The sign_in_codes model of this database, defined on first use. */
export function signInCodeModel(sequelize: Sequelize): ModelStatic<SignInCodeModel> {
  let model = defined.get(sequelize);
  if (!model) {
    // BIGINT comes back as a string from PostgreSQL: read the millisecond columns as numbers.
    const millis = (column: 'expiresAtMs' | 'createdAtMs') => ({
      type: DataTypes.BIGINT,
      allowNull: false,
      get(this: SignInCodeModel) {
        return Number(this.getDataValue(column));
      },
    });
    model = sequelize.define<SignInCodeModel>(
      'SignInCode',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        phone: { type: DataTypes.STRING(14), allowNull: false },
        codeHash: { type: DataTypes.STRING(64), allowNull: false },
        expiresAtMs: millis('expiresAtMs'),
        tries: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        spentAt: { type: DataTypes.DATE, allowNull: true },
        createdAtMs: millis('createdAtMs'),
      },
      { underscored: true, freezeTableName: true, tableName: 'sign_in_codes', timestamps: false },
    );
    defined.set(sequelize, model);
  }
  return model;
}

export function createSignInCodesRepository(db: Db) {
  const SignInCode = signInCodeModel(db.sequelize);
  const plain = (row: SignInCodeModel): SignInCodeRecord => ({
    id: row.id,
    phone: row.phone,
    codeHash: row.codeHash,
    expiresAtMs: row.expiresAtMs,
    tries: row.tries,
    spentAt: row.spentAt,
    createdAtMs: row.createdAtMs,
  });

  return {
    /**
     * Makes requests for one number take turns until the transaction ends, so the resend wait and
     * the hourly limit hold on PostgreSQL too (SQLite's writes already take turns). Raw SQL:
     * Sequelize has no advisory locks.
     */
    async lockNumber(transaction: Transaction, phone: string): Promise<void> {
      if (db.dialect !== 'postgres') return;
      await db.sequelize.query("SELECT pg_advisory_xact_lock(hashtext('sign-in-code:' || $phone))", { bind: { phone }, transaction });
    },

    /** Codes made for this number since `sinceMs`, oldest first (the per-number limit and the resend wait). */
    async createdSince(phone: string, sinceMs: number, transaction?: Transaction): Promise<number[]> {
      const rows = await SignInCode.findAll({ where: { phone, createdAtMs: { [Op.gt]: sinceMs } }, attributes: ['createdAtMs'], order: [['createdAtMs', 'ASC']], transaction });
      return rows.map((row) => row.createdAtMs);
    },

    /** Drops codes made before `beforeMs`: no limit looks back further, and a code lives 10 minutes. */
    async forgetOlderThan(transaction: Transaction, beforeMs: number): Promise<void> {
      await SignInCode.destroy({ where: { createdAtMs: { [Op.lt]: beforeMs } }, transaction });
    },

    /** Voids the number's unspent codes (a new one is on its way). */
    async spendAllFor(transaction: Transaction, phone: string, now: Date): Promise<void> {
      await SignInCode.update({ spentAt: now }, { where: { phone, spentAt: null }, transaction, fields: ['spentAt'] });
    },

    async create(transaction: Transaction, code: Omit<SignInCodeRecord, 'tries' | 'spentAt'>): Promise<void> {
      await SignInCode.create({ ...code, tries: 0, spentAt: null }, { transaction });
    },

    /** The number's newest code that is not spent (expired or not), or null. */
    async latestUnspent(phone: string): Promise<SignInCodeRecord | null> {
      const row = await SignInCode.findOne({ where: { phone, spentAt: null }, order: [['createdAtMs', 'DESC'], ['id', 'DESC']] });
      return row ? plain(row) : null;
    },

    /**
     * Counts one try, right or wrong, before the guess is compared: ONE conditional write, so of any
     * number of parallel tries only `maxTries` are counted and the rest change nothing. Answers the
     * tries used with this one, or null when the code could not be tried (spent, expired or out of tries).
     */
    async countTry(transaction: Transaction, id: string, maxTries: number, now: Date): Promise<number | null> {
      const [changed] = await SignInCode.update(
        { tries: db.sequelize.literal('tries + 1') },
        { where: { id, spentAt: null, expiresAtMs: { [Op.gt]: now.getTime() }, tries: { [Op.lt]: maxTries } }, transaction, fields: ['tries'] },
      );
      if (changed !== 1) return null;
      const row = await SignInCode.findByPk(id, { attributes: ['tries'], transaction });
      return row ? row.tries : null;
    },

    /** Whether the code ran out of tries (else it was spent or expired), for the refusal's words. */
    async isOutOfTries(id: string, maxTries: number): Promise<boolean> {
      const row = await SignInCode.findByPk(id, { attributes: ['tries'] });
      return row !== null && row.tries >= maxTries;
    },

    /** A wrong last try spends the code. */
    async spendNow(transaction: Transaction, id: string, now: Date): Promise<void> {
      await SignInCode.update({ spentAt: now }, { where: { id, spentAt: null }, transaction, fields: ['spentAt'] });
    },

    /**
     * Spends a code whose right guess was counted (so its tries are at most `maxTries`): a
     * conditional update, so of two requests racing with one code exactly one gets true.
     */
    async spend(transaction: Transaction, id: string, maxTries: number, now: Date): Promise<boolean> {
      const [changed] = await SignInCode.update(
        { spentAt: now },
        { where: { id, spentAt: null, expiresAtMs: { [Op.gt]: now.getTime() }, tries: { [Op.lte]: maxTries } }, transaction, fields: ['spentAt'] },
      );
      return changed === 1;
    },
  };
}

export type SignInCodesRepository = ReturnType<typeof createSignInCodesRepository>;
