// The service catalogue: one row per bookable service, prices as JSON price items in kobo.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const catalogue: Migration = {
  name: '0002-catalogue',
  async up({ context: qi }) {
    await qi.createTable('services', {
      id: { type: DataTypes.STRING(40), primaryKey: true, allowNull: false },
      key: { type: DataTypes.STRING(40), allowNull: false },
      name: { type: DataTypes.STRING(80), allowNull: false },
      tagline: { type: DataTypes.STRING(160), allowNull: false },
      description: { type: DataTypes.TEXT, allowNull: false },
      includes: { type: DataTypes.TEXT, allowNull: false },
      form_path: { type: DataTypes.STRING(40), allowNull: false },
      price_items: { type: DataTypes.TEXT, allowNull: false },
      // BIGINT: the spec allows amounts beyond a 32-bit integer of kobo.
      inspection_fee_kobo: { type: DataTypes.BIGINT, allowNull: true },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
      sort_order: { type: DataTypes.INTEGER, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('services', ['key'], { unique: true, name: 'services_key_unique' });
  },
  async down({ context: qi }) {
    await qi.dropTable('services');
  },
};
