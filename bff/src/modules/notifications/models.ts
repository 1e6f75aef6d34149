// Sequelize model of notifications (created by migration 0006-notifications, never by sync()).
// Defined here rather than in db/models.ts so the notifications module owns its table; each
// Sequelize instance gets it once.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface NotificationAttributes {
  id: string;
  userId: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}
export type NotificationModel = Model<NotificationAttributes, Optional<NotificationAttributes, 'link' | 'readAt'>> & NotificationAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<NotificationModel>>();

/** The notifications model of this database, defined on first use. */
export function notificationModel(db: Pick<Db, 'sequelize'>): ModelStatic<NotificationModel> {
  let model = defined.get(db.sequelize);
  if (!model) {
    model = db.sequelize.define<NotificationModel>(
      'Notification',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        userId: { type: DataTypes.STRING(36), allowNull: false },
        kind: { type: DataTypes.STRING(20), allowNull: false },
        title: { type: DataTypes.STRING(80), allowNull: false },
        body: { type: DataTypes.STRING(500), allowNull: false },
        link: { type: DataTypes.STRING(200), allowNull: true },
        readAt: { type: DataTypes.DATE, allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { underscored: true, freezeTableName: true, tableName: 'notifications', updatedAt: false },
    );
    defined.set(db.sequelize, model);
  }
  return model;
}
