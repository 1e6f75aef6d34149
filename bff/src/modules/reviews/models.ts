// Sequelize model of reviews (created by migration 0007-trust, never by sync()). Defined here
// rather than in db/models.ts so the reviews module owns its table; each Sequelize instance gets
// it once.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from '../../db/index.ts';

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

const defined = new WeakMap<Sequelize, ModelStatic<ReviewModel>>();

/** The reviews model of this database, defined on first use. */
export function reviewModel(db: Pick<Db, 'sequelize'>): ModelStatic<ReviewModel> {
  let model = defined.get(db.sequelize);
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
    defined.set(db.sequelize, model);
  }
  return model;
}
