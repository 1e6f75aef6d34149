// Sequelize models of pros and pro_services (created by migrations 0005 and 0010, never by sync()).
// The pros module writes them; bookings reads a pro's name, phone and rating for the customer, so
// they live in db/ like the other tables two modules read. Each Sequelize instance gets them once.
import { DataTypes, type Model, type ModelStatic, type Optional, type Sequelize } from 'sequelize';
import type { Db } from './index.ts';

export interface ProAttributes {
  id: string;
  reference: string;
  name: string;
  email: string;
  phone: string;
  state: string;
  area: string;
  yearsExperience: number;
  about: string;
  idType: string;
  /** Sealed (db/data-cipher.ts, context `pros.id_number:<id>`); '' once erased. Only the admin's pro detail opens it. */
  idNumber: string;
  ownTools: boolean;
  /** JSON text: Weekday[] */
  daysAvailable: string;
  consentedAt: Date;
  status: string;
  decisionNote: string | null;
  decidedAt: Date | null;
  /** The pro's sign-in account (users.id), made when the application is approved. */
  userId: string | null;
  /** JSON text: the applicant's two references, [{ name, phone }] */
  referees: string;
  /** When the retention sweep erased a rejected application's personal fields. */
  erasedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export type ProModel = Model<ProAttributes, Optional<ProAttributes, 'decisionNote' | 'decidedAt' | 'userId' | 'referees' | 'erasedAt' | 'createdAt' | 'updatedAt'>> & ProAttributes;

export interface ProServiceAttributes {
  proId: string;
  service: string;
}
export type ProServiceModel = Model<ProServiceAttributes> & ProServiceAttributes;

export interface ProModels {
  Pro: ModelStatic<ProModel>;
  ProService: ModelStatic<ProServiceModel>;
}

const defined = new WeakMap<Sequelize, ProModels>();

function define(sequelize: Sequelize): ProModels {
  const common = { underscored: true, freezeTableName: true } as const;
  const Pro = sequelize.define<ProModel>(
    'Pro',
    {
      id: { type: DataTypes.STRING(36), primaryKey: true },
      reference: { type: DataTypes.STRING(16), allowNull: false, unique: true },
      name: { type: DataTypes.STRING(80), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      phone: { type: DataTypes.STRING(14), allowNull: false },
      state: { type: DataTypes.STRING(20), allowNull: false },
      area: { type: DataTypes.STRING(100), allowNull: false },
      yearsExperience: { type: DataTypes.INTEGER, allowNull: false },
      about: { type: DataTypes.TEXT, allowNull: false },
      idType: { type: DataTypes.STRING(30), allowNull: false },
      // TEXT since 0014-personal-data: it holds the sealed number.
      idNumber: { type: DataTypes.TEXT, allowNull: false },
      ownTools: { type: DataTypes.BOOLEAN, allowNull: false },
      daysAvailable: { type: DataTypes.TEXT, allowNull: false },
      consentedAt: { type: DataTypes.DATE, allowNull: false },
      status: { type: DataTypes.STRING(12), allowNull: false },
      decisionNote: { type: DataTypes.TEXT, allowNull: true },
      decidedAt: { type: DataTypes.DATE, allowNull: true },
      userId: { type: DataTypes.STRING(36), allowNull: true },
      referees: { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' },
      erasedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: { type: DataTypes.DATE, allowNull: false },
      updatedAt: { type: DataTypes.DATE, allowNull: false },
    },
    { ...common, tableName: 'pros' },
  );
  const ProService = sequelize.define<ProServiceModel>(
    'ProService',
    {
      proId: { type: DataTypes.STRING(36), primaryKey: true },
      service: { type: DataTypes.STRING(40), primaryKey: true },
    },
    { ...common, tableName: 'pro_services', timestamps: false },
  );
  return { Pro, ProService };
}

/** The pros models of this database, defined on first use. */
export function proModels(db: Pick<Db, 'sequelize'>): ProModels {
  let models = defined.get(db.sequelize);
  if (!models) {
    models = define(db.sequelize);
    defined.set(db.sequelize, models);
  }
  return models;
}
