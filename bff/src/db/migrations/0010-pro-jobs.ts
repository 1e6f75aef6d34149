// Pros get accounts and work their jobs: a pro's row points at its sign-in account, keeps its two
// references, and a booking records the pro's steps (on the way, started, done) and a decline.
import { DataTypes } from 'sequelize';
import type { Migration } from './index.ts';

export const proJobs: Migration = {
  name: '0010-pro-jobs',
  async up({ context: qi }) {
    // The account made when the application is approved (users.id); null until then.
    await qi.addColumn('pros', 'user_id', { type: DataTypes.STRING(36), allowNull: true });
    await qi.addIndex('pros', ['user_id'], { name: 'pros_user_id', unique: true });
    // JSON: the two references [{ name, phone }] the applicant gave; '[]' for applications made before references were asked.
    await qi.addColumn('pros', 'referees', { type: DataTypes.TEXT, allowNull: false, defaultValue: '[]' });
    await qi.addColumn('bookings', 'on_the_way_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('bookings', 'started_at', { type: DataTypes.DATE, allowNull: true });
    // What the pro wrote when marking the job done.
    await qi.addColumn('bookings', 'pro_note', { type: DataTypes.TEXT, allowNull: true });
    // The last decline by a pro, kept until another pro is assigned: the queue shows it as needing action.
    await qi.addColumn('bookings', 'declined_at', { type: DataTypes.DATE, allowNull: true });
    await qi.addColumn('bookings', 'declined_by', { type: DataTypes.STRING(80), allowNull: true });
    await qi.addColumn('bookings', 'decline_reason', { type: DataTypes.TEXT, allowNull: true });
  },
  async down({ context: qi }) {
    for (const column of ['decline_reason', 'declined_by', 'declined_at', 'pro_note', 'started_at', 'on_the_way_at']) await qi.removeColumn('bookings', column);
    await qi.removeColumn('pros', 'referees');
    await qi.removeIndex('pros', 'pros_user_id');
    await qi.removeColumn('pros', 'user_id');
  },
};
