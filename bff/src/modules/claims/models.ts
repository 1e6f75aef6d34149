// Sequelize model of claims (created by migration 0007-trust, never by sync()). Defined here
// rather than in db/models.ts so the claims module owns its table; each Sequelize instance gets
// it once.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

export interface ClaimAttributes {
  id: string;
  /** What the customer quotes, e.g. CLM-7KX2Q9. */
  reference: string;
  bookingId: string;
  userId: string;
  problem: string;
  photoDescription: string | null;
  /** open | resolved */
  status: string;
  resolution: string | null;
  resolvedAt: Date | null;
  /** The admin who resolved it. */
  resolvedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}
export type ClaimModel = Model<ClaimAttributes, Optional<ClaimAttributes, 'photoDescription' | 'resolution' | 'resolvedAt' | 'resolvedBy'>> &
  ClaimAttributes;

const defined = new WeakMap<Sequelize, ModelStatic<ClaimModel>>();

/** The claims model of this database, defined on first use. */
export function claimModel(db: Pick<Db, 'sequelize'>): ModelStatic<ClaimModel> {
  let model = defined.get(db.sequelize);
  if (!model) {
    model = db.sequelize.define<ClaimModel>(
      'Claim',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        reference: { type: DataTypes.STRING(16), allowNull: false, unique: true },
        bookingId: { type: DataTypes.STRING(36), allowNull: false, unique: true },
        userId: { type: DataTypes.STRING(36), allowNull: false },
        problem: { type: DataTypes.TEXT, allowNull: false },
        photoDescription: { type: DataTypes.TEXT, allowNull: true },
        status: { type: DataTypes.STRING(10), allowNull: false },
        resolution: { type: DataTypes.TEXT, allowNull: true },
        resolvedAt: { type: DataTypes.DATE, allowNull: true },
        resolvedBy: { type: DataTypes.STRING(36), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { underscored: true, freezeTableName: true, tableName: 'claims' },
    );
    defined.set(db.sequelize, model);
  }
  return model;
}
