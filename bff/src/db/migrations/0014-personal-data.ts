// Personal data we can account for (NDPA 2023): ID numbers sealed at rest (AES-256-GCM under
// DATA_ENCRYPTION_KEY, see db/data-cipher.ts), and the marks the retention sweep leaves on rows
// whose personal fields it erased (rejected applications, old bookings' addresses).
import { DataTypes, Op } from 'sequelize';
import { cipherOf } from '../data-cipher.ts';
import type { Migration } from './index.ts';

export const personalData: Migration = {
  name: '0014-personal-data',
  async up({ context: qi }) {
    // A sealed number is ~70 characters. PostgreSQL enforces VARCHAR(20); SQLite does not, and
    // changing a column there rebuilds the table, which would cascade into pro_services.
    if (qi.sequelize.getDialect() === 'postgres') await qi.changeColumn('pros', 'id_number', { type: DataTypes.TEXT, allowNull: false });
    // When a rejected application's personal fields were erased (its decision stays, for audit).
    await qi.addColumn('pros', 'erased_at', { type: DataTypes.DATE, allowNull: true });
    // When the sweep erased a finished booking's street, landmark, notes and who was home.
    await qi.addColumn('bookings', 'address_erased_at', { type: DataTypes.DATE, allowNull: true });

    // Seal every ID number stored in the clear; the row id is part of what is authenticated.
    const cipher = cipherOf(qi.sequelize);
    const rows = await qi.select(null, 'pros', { where: { id_number: { [Op.notLike]: 'v1.%' } } });
    for (const row of rows) {
      const { id, id_number: idNumber } = row as unknown as { id: string; id_number: string };
      if (!idNumber) continue;
      await qi.bulkUpdate('pros', { id_number: cipher.seal(idNumber, `pros.id_number:${id}`) }, { id });
    }
  },
  async down({ context: qi }) {
    const cipher = cipherOf(qi.sequelize);
    const rows = await qi.select(null, 'pros', { where: { id_number: { [Op.like]: 'v1.%' } } });
    for (const row of rows) {
      const { id, id_number: sealed } = row as unknown as { id: string; id_number: string };
      await qi.bulkUpdate('pros', { id_number: cipher.open(sealed, `pros.id_number:${id}`) }, { id });
    }
    await qi.removeColumn('bookings', 'address_erased_at');
    await qi.removeColumn('pros', 'erased_at');
  },
};
