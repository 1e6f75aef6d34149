// Data rights (Nigeria Data Protection Act 2023): consent to marketing texts, asked apart from booking
// texts, off until given, with when it was last given or withdrawn (exported with the person's data).
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const dataRights: Migration = {
  name: '0015-data-rights',
  async up({ context: qi }) {
    await qi.addColumn('users', 'marketing_texts', { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false });
    await qi.addColumn('users', 'marketing_texts_changed_at', { type: DataTypes.DATE, allowNull: true });
  },
  async down({ context: qi }) {
    await qi.removeColumn('users', 'marketing_texts_changed_at');
    await qi.removeColumn('users', 'marketing_texts');
  },
};
