// The queue's three sections: what needs action (open and paid without a pro, declined by a pro, or
// starting today in Lagos without a pro), what is upcoming (open, visit today or later), the rest.
import type { Sequelize } from 'sequelize';
import { OPEN_STATUSES } from '../bookings/index.ts';

export interface QueueSections {
  needsAction: number;
  upcoming: number;
  rest: number;
}

/** The sections in the order the queue shows them; a booking's rank is its index here. */
export const SECTION_ORDER: readonly (keyof QueueSections)[] = ['needsAction', 'upcoming', 'rest'];

/**
 * A booking's section rank (0, 1, 2) as SQL, for `today` (YYYY-MM-DD in Lagos). Raw SQL because
 * Sequelize has no CASE; its values are escaped, and the one expression both orders and counts.
 */
export function sectionRankSql(sequelize: Sequelize, today: string): string {
  const open = `status IN (${OPEN_STATUSES.map((status) => sequelize.escape(status)).join(', ')})`;
  const day = sequelize.escape(today);
  const needsAction = `(status = 'paid' AND pro_id IS NULL) OR declined_at IS NOT NULL OR (pro_id IS NULL AND scheduled_date = ${day})`;
  return `CASE WHEN ${open} AND (${needsAction}) THEN 0 WHEN ${open} AND scheduled_date >= ${day} THEN 1 ELSE 2 END`;
}
