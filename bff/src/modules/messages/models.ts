// Sequelize model of messages (created by migration 0007-trust, never by sync()): contact messages
// and referral invitations in one table, so admins read them in one inbox. Defined here rather than
// in db/models.ts so the messages module owns its table; each Sequelize instance gets it once.
import { DataTypes, type Model, type ModelAttributes, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface MessageAttributes {
  id: string;
  /** contact | referral */
  kind: string;
  fromUserId: string | null;
  fromName: string;
  /** Lowercased. */
  fromEmail: string;
  /** E.164, or null. */
  fromPhone: string | null;
  subject: string;
  body: string;
  bookingReference: string | null;
  /** Referrals only (null for contact messages). */
  friendName: string | null;
  friendEmail: string | null;
  /** E.164, or null. */
  friendPhone: string | null;
  emailed: boolean;
  readAt: Date | null;
  createdAt: Date;
}
export type MessageModel = Model<
  MessageAttributes,
  Optional<MessageAttributes, 'fromUserId' | 'fromPhone' | 'bookingReference' | 'friendName' | 'friendEmail' | 'friendPhone' | 'emailed' | 'readAt'>
> &
  MessageAttributes;

/** Every attribute's column; typed by MessageAttributes, so the two cannot drift apart. */
const MESSAGE_COLUMNS: ModelAttributes<MessageModel, MessageAttributes> = {
  id: { type: DataTypes.STRING(36), primaryKey: true },
  kind: { type: DataTypes.STRING(10), allowNull: false },
  fromUserId: { type: DataTypes.STRING(36), allowNull: true },
  fromName: { type: DataTypes.STRING(80), allowNull: false },
  fromEmail: { type: DataTypes.STRING(254), allowNull: false },
  fromPhone: { type: DataTypes.STRING(14), allowNull: true },
  subject: { type: DataTypes.STRING(120), allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  bookingReference: { type: DataTypes.STRING(16), allowNull: true },
  friendName: { type: DataTypes.STRING(80), allowNull: true },
  friendEmail: { type: DataTypes.STRING(254), allowNull: true },
  friendPhone: { type: DataTypes.STRING(14), allowNull: true },
  emailed: { type: DataTypes.BOOLEAN, allowNull: false },
  readAt: { type: DataTypes.DATE, allowNull: true },
  createdAt: { type: DataTypes.DATE, allowNull: false },
};

/** The attribute names, for reads and inserts that list their fields. */
export const MESSAGE_FIELDS = Object.keys(MESSAGE_COLUMNS) as (keyof MessageAttributes)[];

const defined = new WeakMap<Sequelize, ModelStatic<MessageModel>>();

/** The messages model of this database, defined on first use. */
export function messageModel(db: Pick<Db, 'sequelize'>): ModelStatic<MessageModel> {
  let model = defined.get(db.sequelize);
  if (!model) {
    model = db.sequelize.define<MessageModel>(
      'Message',
      MESSAGE_COLUMNS,
      { underscored: true, freezeTableName: true, tableName: 'messages', updatedAt: false },
    );
    defined.set(db.sequelize, model);
  }
  return model;
}
