// Sequelize model of push_subscriptions (created by migration 0008-push, never by sync()). Defined
// here so the push module owns its table; each Sequelize instance gets it once.
import { DataTypes, type Model, type ModelStatic, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface PushSubscriptionAttributes {
  id: string;
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
}
export type PushSubscriptionModel = Model<PushSubscriptionAttributes> & PushSubscriptionAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<PushSubscriptionModel>>();

/** The push subscriptions model of this database, defined on first use. */
export function pushSubscriptionModel(db: Pick<Db, 'sequelize'>): ModelStatic<PushSubscriptionModel> {
  let model = defined.get(db.sequelize);
  if (!model) {
    model = db.sequelize.define<PushSubscriptionModel>(
      'PushSubscription',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        userId: { type: DataTypes.STRING(36), allowNull: false },
        endpoint: { type: DataTypes.STRING(1000), allowNull: false, unique: true },
        p256dh: { type: DataTypes.STRING(200), allowNull: false },
        auth: { type: DataTypes.STRING(100), allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { underscored: true, freezeTableName: true, tableName: 'push_subscriptions', updatedAt: false },
    );
    defined.set(db.sequelize, model);
  }
  return model;
}
