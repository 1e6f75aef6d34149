// Sequelize model of text_outbox (created by migration 0011-phone-first, 0013 adds whose and which booking; never by sync()).
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../db/index.ts';

/** held: past a text limit (text-limits.ts), never sent; lastError says which. */
export type TextStatus = 'kept' | 'queued' | 'sent' | 'failed' | 'held';

export interface OutboxTextAttributes {
  id: string;
  toPhone: string;
  body: string;
  purpose: string;
  eventKey: string;
  /** Whose booking or sign-in it is (migration 0013); the per-account limit counts it. */
  accountId: string | null;
  /** The booking it is about; the per-booking limit counts it. */
  bookingId: string | null;
  status: TextStatus;
  attempts: number;
  /** Milliseconds since the epoch; null once it is not waiting. */
  nextAttemptAtMs: number | null;
  claimedUntilMs: number | null;
  lastError: string | null;
  providerMessageId: string | null;
  createdAt: Date;
  sentAt: Date | null;
}
export type OutboxTextModel = Model<
  OutboxTextAttributes,
  Optional<OutboxTextAttributes, 'accountId' | 'bookingId' | 'attempts' | 'nextAttemptAtMs' | 'claimedUntilMs' | 'lastError' | 'providerMessageId' | 'sentAt'>
> &
  OutboxTextAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<OutboxTextModel>>();

/** The text_outbox model of this database, defined on first use. */
export function outboxTextModel(db: Pick<Db, 'sequelize'>): ModelStatic<OutboxTextModel> {
  let model = defined.get(db.sequelize);
  if (!model) {
    // BIGINT comes back as a string from PostgreSQL: read the millisecond columns as numbers.
    const millis = (column: string) => ({
      type: DataTypes.BIGINT,
      allowNull: true,
      get(this: OutboxTextModel) {
        const raw: unknown = this.getDataValue(column as keyof OutboxTextAttributes);
        return raw === null || raw === undefined ? null : Number(raw);
      },
    });
    model = db.sequelize.define<OutboxTextModel>(
      'OutboxText',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        toPhone: { type: DataTypes.STRING(14), allowNull: false },
        body: { type: DataTypes.STRING(1000), allowNull: false },
        purpose: { type: DataTypes.STRING(40), allowNull: false },
        eventKey: { type: DataTypes.STRING(200), allowNull: false },
        accountId: { type: DataTypes.STRING(36), allowNull: true },
        bookingId: { type: DataTypes.STRING(36), allowNull: true },
        status: { type: DataTypes.STRING(10), allowNull: false },
        attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
        nextAttemptAtMs: millis('nextAttemptAtMs'),
        claimedUntilMs: millis('claimedUntilMs'),
        lastError: { type: DataTypes.STRING(300), allowNull: true },
        providerMessageId: { type: DataTypes.STRING(100), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        sentAt: { type: DataTypes.DATE, allowNull: true },
      },
      { underscored: true, freezeTableName: true, tableName: 'text_outbox', updatedAt: false },
    );
    defined.set(db.sequelize, model);
  }
  return model;
}
