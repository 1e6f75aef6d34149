// Payments (one row per attempt, our reference unique), refunds (at most one per payment), the
// webhook events already handled (so a replay changes nothing) and the built-in test gateway's
// own side of each test payment.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const payments: Migration = {
  name: '0004-payments',
  async up({ context: qi }) {
    await qi.createTable('payments', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // No cascade: payments are financial records, like the bookings they pay for.
      booking_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'bookings', key: 'id' } },
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' } },
      // paystack | test
      provider: { type: DataTypes.STRING(20), allowNull: false },
      // Ours, sent to the provider: <booking reference>-<8 characters>.
      reference: { type: DataTypes.STRING(100), allowNull: false },
      // The booking's total when the checkout was opened; what the provider must confirm.
      amount_kobo: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      // initialized | success | failed | abandoned
      status: { type: DataTypes.STRING(20), allowNull: false },
      channel: { type: DataTypes.STRING(40), allowNull: true },
      checkout_url: { type: DataTypes.STRING(500), allowNull: true },
      paid_at: { type: DataTypes.DATE, allowNull: true },
      // JSON: the provider's last word on this payment (verification or webhook data), as received.
      verification: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('payments', ['reference'], { unique: true, name: 'payments_reference_unique' });
    await qi.addIndex('payments', ['booking_id', 'created_at'], { name: 'payments_booking_id_created_at' });
    // The reconciler's scan: open payments by age.
    await qi.addIndex('payments', ['status', 'created_at'], { name: 'payments_status_created_at' });

    await qi.createTable('refunds', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      payment_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'payments', key: 'id' } },
      booking_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'bookings', key: 'id' } },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      amount_kobo: { type: DataTypes.BIGINT, allowNull: false },
      // requested (recorded, not yet accepted by the provider) | pending | processed | failed
      status: { type: DataTypes.STRING(20), allowNull: false },
      provider_refund_id: { type: DataTypes.STRING(100), allowNull: true },
      // Who cancelled the booking; null when the system refunds a charge it could not fulfil
      // (the booking was already paid or cancelled when the money arrived).
      requested_by: { type: DataTypes.STRING(36), allowNull: true, references: { model: 'users', key: 'id' } },
      reason: { type: DataTypes.TEXT, allowNull: true },
      // JSON: the provider's last answer about this refund.
      raw: { type: DataTypes.TEXT, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
      processed_at: { type: DataTypes.DATE, allowNull: true },
    });
    // One refund per payment: a charge is never refunded twice, however many cancels race.
    await qi.addIndex('refunds', ['payment_id'], { unique: true, name: 'refunds_payment_id_unique' });
    await qi.addIndex('refunds', ['booking_id'], { name: 'refunds_booking_id' });
    await qi.addIndex('refunds', ['status', 'updated_at'], { name: 'refunds_status_updated_at' });

    await qi.createTable('webhook_events', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      provider: { type: DataTypes.STRING(20), allowNull: false },
      // What makes a delivery the same event, e.g. charge.success:<reference>.
      event_key: { type: DataTypes.STRING(200), allowNull: false },
      received_at: { type: DataTypes.DATE, allowNull: false },
    });
    // The unique index is what makes 50 racing duplicates count once.
    await qi.addIndex('webhook_events', ['provider', 'event_key'], { unique: true, name: 'webhook_events_provider_key_unique' });

    // The test provider's "gateway": kept in the database (not in memory) so the checkout works
    // whichever BFF instance the customer's requests reach.
    await qi.createTable('test_gateway_transactions', {
      reference: { type: DataTypes.STRING(100), primaryKey: true, allowNull: false },
      booking_id: { type: DataTypes.STRING(36), allowNull: false },
      amount_kobo: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.STRING(3), allowNull: false },
      email: { type: DataTypes.STRING(254), allowNull: false },
      // open | success | declined | abandoned
      status: { type: DataTypes.STRING(20), allowNull: false },
      channel: { type: DataTypes.STRING(40), allowNull: true },
      paid_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
  },
  async down({ context: qi }) {
    await qi.dropTable('test_gateway_transactions');
    await qi.dropTable('webhook_events');
    await qi.dropTable('refunds');
    await qi.dropTable('payments');
  },
};
