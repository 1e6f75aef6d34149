// Customers' in-app notifications, an HTML part for outbox mail, and what dispatch needs on
// bookings: the assigned pro (a real reference, not just the name shown to the customer), the
// visit's state as a column the admin queue can filter on, and the queue's indexes.
import { DataTypes, QueryTypes } from 'sequelize';
import type { Migration } from './index.ts';

interface VisitRow {
  id: string;
  visit: string;
}

/** The state in a stored visit's JSON ({ address: { state } }), or null if it has none. */
function stateOf(visitJson: string): string | null {
  try {
    const visit: unknown = JSON.parse(visitJson);
    if (typeof visit !== 'object' || visit === null || !('address' in visit)) return null;
    const { address } = visit;
    if (typeof address !== 'object' || address === null || !('state' in address)) return null;
    return typeof address.state === 'string' ? address.state : null;
  } catch {
    return null;
  }
}

export const notifications: Migration = {
  name: '0006-notifications',
  async up({ context: qi }) {
    await qi.createTable('notifications', {
      id: { type: DataTypes.STRING(36), primaryKey: true, allowNull: false },
      // A notification is the customer's own message: it goes with the account.
      user_id: { type: DataTypes.STRING(36), allowNull: false, references: { model: 'users', key: 'id' }, onDelete: 'CASCADE' },
      // announcement (the /pushnotetool) | booking (a change to one of their bookings)
      kind: { type: DataTypes.STRING(20), allowNull: false },
      title: { type: DataTypes.STRING(80), allowNull: false },
      body: { type: DataTypes.STRING(500), allowNull: false },
      // A path on this site, e.g. /dashboard/bookings/<id>.
      link: { type: DataTypes.STRING(200), allowNull: true },
      read_at: { type: DataTypes.DATE, allowNull: true },
      created_at: { type: DataTypes.DATE, allowNull: false },
    });
    // The customer's latest 50 and their unread count.
    await qi.addIndex('notifications', ['user_id', 'created_at'], { name: 'notifications_user_id_created_at' });
    await qi.addIndex('notifications', ['user_id', 'read_at'], { name: 'notifications_user_id_read_at' });

    // Mail is sent as plain text with a simple HTML alternative; the outbox keeps both.
    await qi.addColumn('outbox_emails', 'html_body', { type: DataTypes.TEXT, allowNull: true });

    // No cascade: a pro with bookings is suspended, never deleted.
    await qi.addColumn('bookings', 'pro_id', { type: DataTypes.STRING(36), allowNull: true, references: { model: 'pros', key: 'id' } });
    await qi.addColumn('bookings', 'visit_state', { type: DataTypes.STRING(40), allowNull: true });
    // Raw SQL, not the models: a migration must keep working as the models change after it.
    const sequelize = qi.sequelize;
    const rows = await sequelize.query<VisitRow>('SELECT id, visit FROM bookings', { type: QueryTypes.SELECT });
    for (const row of rows) {
      await sequelize.query('UPDATE bookings SET visit_state = :state WHERE id = :id', { replacements: { state: stateOf(row.visit), id: row.id } });
    }
    // The admin queue: by status, service or state, soonest visit first; a pro's bookings.
    await qi.addIndex('bookings', ['status', 'scheduled_date'], { name: 'bookings_status_scheduled_date' });
    await qi.addIndex('bookings', ['scheduled_date'], { name: 'bookings_scheduled_date' });
    await qi.addIndex('bookings', ['service', 'scheduled_date'], { name: 'bookings_service_scheduled_date' });
    await qi.addIndex('bookings', ['visit_state', 'scheduled_date'], { name: 'bookings_visit_state_scheduled_date' });
    await qi.addIndex('bookings', ['pro_id', 'scheduled_date'], { name: 'bookings_pro_id_scheduled_date' });
  },
  async down({ context: qi }) {
    for (const name of [
      'bookings_pro_id_scheduled_date',
      'bookings_visit_state_scheduled_date',
      'bookings_service_scheduled_date',
      'bookings_scheduled_date',
      'bookings_status_scheduled_date',
    ]) {
      await qi.removeIndex('bookings', name);
    }
    await qi.removeColumn('bookings', 'visit_state');
    await qi.removeColumn('bookings', 'pro_id');
    await qi.removeColumn('outbox_emails', 'html_body');
    await qi.dropTable('notifications');
  },
};
