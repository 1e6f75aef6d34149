// Sequelize model of audit_log (created by migration 0005-pros-audit, never by sync()). Defined
// here rather than in db/models.ts so the audit module owns its table; each Sequelize instance
// gets it once.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface AuditLogAttributes {
  id: string;
  actorId: string | null;
  actorName: string;
  action: string;
  subjectType: string;
  subjectId: string;
  note: string | null;
  /** JSON text: an object, or null. */
  beforeData: string | null;
  /** JSON text: an object, or null. */
  afterData: string | null;
  at: Date;
}
export type AuditLogModel = Model<AuditLogAttributes, Optional<AuditLogAttributes, 'actorId' | 'note' | 'beforeData' | 'afterData'>> &
  AuditLogAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<AuditLogModel>>();

/** The audit_log model of this database, defined on first use. */
export function auditLogModel(db: Pick<Db, 'sequelize'>): ModelStatic<AuditLogModel> {
  let model = defined.get(db.sequelize);
  if (!model) {
    model = db.sequelize.define<AuditLogModel>(
      'AuditLog',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        actorId: { type: DataTypes.STRING(36), allowNull: true },
        actorName: { type: DataTypes.STRING(80), allowNull: false },
        action: { type: DataTypes.STRING(60), allowNull: false },
        subjectType: { type: DataTypes.STRING(20), allowNull: false },
        subjectId: { type: DataTypes.STRING(40), allowNull: false },
        note: { type: DataTypes.TEXT, allowNull: true },
        beforeData: { type: DataTypes.TEXT, allowNull: true },
        afterData: { type: DataTypes.TEXT, allowNull: true },
        at: { type: DataTypes.DATE, allowNull: false },
      },
      { underscored: true, freezeTableName: true, tableName: 'audit_log', timestamps: false },
    );
    defined.set(db.sequelize, model);
  }
  return model;
}
