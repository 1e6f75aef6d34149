// Sequelize models of the trust tables, claims and reviews (created by migration 0007-trust, never by
// sync()). Kept below the modules because bookings read them and the claims and reviews modules write them.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from './index.ts';

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

const claimModels = new WeakMap<Sequelize, ModelStatic<ClaimModel>>();

/** The claims model of this database, defined on first use. */
export function claimModel(db: Pick<Db, 'sequelize'>): ModelStatic<ClaimModel> {
  let model = claimModels.get(db.sequelize);
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
    claimModels.set(db.sequelize, model);
  }
  return model;
}

export interface ReviewAttributes {
  id: string;
  bookingId: string;
  userId: string;
  /** The booking's service key, copied so the public list filters without a join. */
  service: string;
  rating: number;
  comment: string;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}
export type ReviewModel = Model<ReviewAttributes, Optional<ReviewAttributes, 'hidden'>> & ReviewAttributes;

const reviewModels = new WeakMap<Sequelize, ModelStatic<ReviewModel>>();

/** The reviews model of this database, defined on first use. */
export function reviewModel(db: Pick<Db, 'sequelize'>): ModelStatic<ReviewModel> {
  let model = reviewModels.get(db.sequelize);
  if (!model) {
    model = db.sequelize.define<ReviewModel>(
      'Review',
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        bookingId: { type: DataTypes.STRING(36), allowNull: false },
        userId: { type: DataTypes.STRING(36), allowNull: false },
        service: { type: DataTypes.STRING(40), allowNull: false },
        rating: { type: DataTypes.INTEGER, allowNull: false },
        comment: { type: DataTypes.TEXT, allowNull: false },
        hidden: { type: DataTypes.BOOLEAN, allowNull: false },
        createdAt: { type: DataTypes.DATE, allowNull: false },
        updatedAt: { type: DataTypes.DATE, allowNull: false },
      },
      { underscored: true, freezeTableName: true, tableName: 'reviews' },
    );
    reviewModels.set(db.sequelize, model);
  }
  return model;
}
