// Pro applications and pros (one row each, pending → approved | rejected, approved ⇄ suspended),
// the services each offers, and the audit log of every admin action.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const prosAudit: Migration = {
  name: '0005-pros-audit',
  async up({ context: qi }) {
    await qi.createTable('pros', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // What the applicant quotes when they call, e.g. PRO-4KD9QX.
      reference: { type: DataTypes.STRING(16), allowNull: false },
      name: { type: DataTypes.STRING(80), allowNull: false },
      // Stored lowercased by the repository, so the pending-e-mail index is case-insensitive on both databases.
      email: { type: DataTypes.STRING(254), allowNull: false },
      // E.164, +234XXXXXXXXXX, however it was typed.
      phone: { type: DataTypes.STRING(14), allowNull: false },
      state: { type: DataTypes.STRING(20), allowNull: false },
      area: { type: DataTypes.STRING(100), allowNull: false },
      years_experience: { type: DataTypes.INTEGER, allowNull: false },
      about: { type: DataTypes.TEXT, allowNull: false },
      // nin | drivers_licence | voters_card | international_passport
      id_type: { type: DataTypes.STRING(30), allowNull: false },
      id_number: { type: DataTypes.STRING(20), allowNull: false },
      own_tools: { type: DataTypes.BOOLEAN, allowNull: false },
      // JSON: the weekdays, e.g. ["mon","tue"].
      days_available: { type: DataTypes.TEXT, allowNull: false },
      // When the applicant agreed to identity, reference and background checks.
      consented_at: { type: DataTypes.DATE, allowNull: false },
      // pending | approved | rejected | suspended
      status: { type: DataTypes.STRING(12), allowNull: false },
      // The last decision's note and time; each decision is also kept in audit_log.
      decision_note: { type: DataTypes.TEXT, allowNull: true },
      decided_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
      updated_at: { type: DataTypes.DATE, allowNull: false },
    });
    await qi.addIndex('pros', ['reference'], { unique: true, name: 'pros_reference_unique' });
    // The admin list: by status, newest first.
    await qi.addIndex('pros', ['status', 'created_at'], { name: 'pros_status_created_at' });
    await qi.addIndex('pros', ['created_at'], { name: 'pros_created_at' });
    // At most one pending application per phone and per e-mail: the partial unique indexes are
    // what make twenty identical submissions store one row, on SQLite and PostgreSQL alike. (Raw SQL,
    // as first written: a migration that has run stays as it ran.)
    await qi.sequelize.query("CREATE UNIQUE INDEX pros_pending_phone_unique ON pros (phone) WHERE status = 'pending'");
    await qi.sequelize.query("CREATE UNIQUE INDEX pros_pending_email_unique ON pros (email) WHERE status = 'pending'");

    // One row per service a pro offers, so "approved pros who offer plumbing" is an indexed join
    // on both databases rather than a search inside JSON.
    await qi.createTable('pro_services', {
      pro_id: {
        type: DataTypes.STRING(36),
        allowNull: false,
        primaryKey: true,
        references: { model: 'pros', key: 'id' },
        onDelete: 'CASCADE',
      },
      service: { type: DataTypes.STRING(40), allowNull: false, primaryKey: true },
    });
    await qi.addIndex('pro_services', ['service', 'pro_id'], { name: 'pro_services_service_pro_id' });

    await qi.createTable('audit_log', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // No foreign key: the record outlives the account, and the name is kept as it was.
      actor_id: { type: DataTypes.STRING(36), allowNull: true },
      actor_name: { type: DataTypes.STRING(80), allowNull: false },
      // e.g. booking.assign, booking.status, booking.cancel, pro.approve, service.update
      action: { type: DataTypes.STRING(60), allowNull: false },
      // booking | pro | service
      subject_type: { type: DataTypes.STRING(20), allowNull: false },
      subject_id: { type: DataTypes.STRING(40), allowNull: false },
      note: { type: DataTypes.TEXT, allowNull: true },
      // JSON objects: the fields the action changed, as they were and as they became.
      before_data: { type: DataTypes.TEXT, allowNull: true },
      after_data: { type: DataTypes.TEXT, allowNull: true },
      at: { type: DataTypes.DATE, allowNull: false },
    });
    // An item's history.
    await qi.addIndex('audit_log', ['subject_type', 'subject_id', 'at'], { name: 'audit_log_subject_at' });
  },
  async down({ context: qi }) {
    await qi.dropTable('audit_log');
    await qi.dropTable('pro_services');
    await qi.dropTable('pros');
  },
};
