// Bookings (the price they were made at is stored, never recomputed) and the idempotency records
// that make a retried booking call answer the first answer instead of booking twice.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const bookings: Migration = {
  name: '0003-bookings',
  async up({ context: qi }) {
    await qi.createTable('bookings', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // What the customer quotes to support, e.g. ILE-7KX2Q9.
      reference: { type: DataTypes.STRING(16), allowNull: false },
      // No cascade: a booking is a financial record and must not vanish with a user row.
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' } },
      service: { type: DataTypes.STRING(40), allowNull: false },
      // The name the service had when booked, like the price.
      service_name: { type: DataTypes.STRING(80), allowNull: false },
      status: { type: DataTypes.STRING(20), allowNull: false },
      // JSON: { address, contactPhone (E.164), notes? }; the day and window are the columns below.
      visit: { type: DataTypes.TEXT, allowNull: false },
      details: { type: DataTypes.TEXT, allowNull: false },
      // JSON: { lines, totalKobo, inspectionOnly } as quoted when booked.
      price: { type: DataTypes.TEXT, allowNull: false },
      // The same total as a number, for sums and reports without parsing JSON. BIGINT like every kobo amount.
      total_kobo: { type: DataTypes.BIGINT, allowNull: false },
      scheduled_date: { type: DataTypes.STRING(10), allowNull: false },
      time_window: { type: DataTypes.STRING(10), allowNull: false },
      paid_at: { type: DataTypes.DATE, allowNull: true },
      cancelled_at: { type: DataTypes.DATE, allowNull: true },
      cancel_reason: { type: DataTypes.TEXT, allowNull: true },
      pro_name: { type: DataTypes.STRING(80), allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('bookings', ['reference'], { unique: true, name: 'bookings_reference_unique' });
    await qi.addIndex('bookings', ['user_id', 'created_at'], { name: 'bookings_user_id_created_at' });

    await qi.createTable('idempotency_keys', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      user_id: {
        type: DataTypes.STRING(36),
        allowNull: false,
        references: { model: 'users', key: 'id' },
        onDelete: 'CASCADE',
      },
      key: { type: DataTypes.STRING(36), allowNull: false },
      operation_id: { type: DataTypes.STRING(64), allowNull: false },
      // SHA-256 (hex) of the canonical JSON of the request body.
      request_hash: { type: DataTypes.STRING(64), allowNull: false },
      response_status: { type: DataTypes.INTEGER, allowNull: false },
      response_body: { type: DataTypes.TEXT, allowNull: false },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    // Keys are per user: the unique index is what makes two racing requests with one key book once.
    await qi.addIndex('idempotency_keys', ['user_id', 'key'], { unique: true, name: 'idempotency_keys_user_key_unique' });
    await qi.addIndex('idempotency_keys', ['created_at'], { name: 'idempotency_keys_created_at' });
  },
  async down({ context: qi }) {
    await qi.dropTable('idempotency_keys');
    await qi.dropTable('bookings');
  },
};
