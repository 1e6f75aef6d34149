// The admin's reads across bookings: the queue (filtered, paged, by section then soonest visit), counts at a
// glance, and the pros they name (customers' contacts come from the accounts repository). Writes go
// through the bookings repository and moveBooking, never here.
import type { BookingStatus, NigerianState, ServiceKey } from '@ile/domain';
import { referenceSearchCode } from '@ile/domain';
import { Op, type Order, type Transaction, type WhereOptions } from 'sequelize';
import type { Db } from '../../db/index.ts';
import type { BookingAttributes } from '../../db/models.ts';
import { bookingRecordLoader, OPEN_STATUSES, type BookingRecord } from '../bookings/index.ts';
import { proModels } from '../pros/index.ts';
import { SECTION_ORDER, sectionRankSql, type QueueSections } from './queue-sections.ts';

export interface QueueFilter {
  status?: BookingStatus;
  service?: ServiceKey;
  state?: NigerianState;
  /** First visit day (YYYY-MM-DD, WAT), inclusive. */
  from?: string;
  /** Last visit day, inclusive. */
  to?: string;
  /** A reference as typed ("ile 7kx2q9"), or part of one. */
  reference?: string;
}

export interface Page {
  page: number;
  pageSize: number;
}

/** What an admin sees of the assigned pro next to a booking. */
export interface ProContact {
  id: string;
  name: string;
  phone: string;
}

const STATUSES: readonly BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'];

export function createAdminBookingsRepository(db: Db) {
  const { Booking } = db.models;
  const { Pro } = proModels(db);
  const { sequelize } = db;
  const records = bookingRecordLoader(db);

  /**
   * By section (needs action, upcoming, the rest), then soonest visit first: by day, then window in
   * the order of the day (not the alphabet), then the oldest booking; id breaks ties so both
   * databases answer the same order.
   */
  const queueOrder = (today: string): Order => [
    [sequelize.literal(sectionRankSql(sequelize, today)), 'ASC'],
    ['scheduledDate', 'ASC'],
    [sequelize.literal("CASE time_window WHEN 'morning' THEN 0 WHEN 'afternoon' THEN 1 ELSE 2 END"), 'ASC'],
    ['createdAt', 'ASC'],
    ['id', 'ASC'],
  ];

  function whereOf(filter: QueueFilter): WhereOptions<BookingAttributes> {
    const where: WhereOptions<BookingAttributes> = {};
    if (filter.status) where.status = filter.status;
    if (filter.service) where.service = filter.service;
    if (filter.state) where.visitState = filter.state;
    if (filter.from && filter.to) where.scheduledDate = { [Op.between]: [filter.from, filter.to] };
    else if (filter.from) where.scheduledDate = { [Op.gte]: filter.from };
    else if (filter.to) where.scheduledDate = { [Op.lte]: filter.to };
    const code = filter.reference === undefined ? null : referenceSearchCode(filter.reference);
    // References are stored in capitals; the code holds capitals and digits only, so no LIKE wildcard.
    if (code) where.reference = { [Op.like]: `%${code}%` };
    return where;
  }

  return {
    /**
     * One page of the queue, the total matching the filter and how many of them are in each section
     * on `today` (YYYY-MM-DD in Lagos). Days are YYYY-MM-DD text, so they compare as dates.
     */
    async listQueue(filter: QueueFilter, page: Page, today: string): Promise<{ items: BookingRecord[]; total: number; sections: QueueSections }> {
      const where = whereOf(filter);
      const rank = sequelize.literal(sectionRankSql(sequelize, today));
      const [counts, rows] = await Promise.all([
        Booking.count({ where, attributes: [[rank, 'section_rank']], group: ['section_rank'] }),
        Booking.findAll({ where, order: queueOrder(today), limit: page.pageSize, offset: (page.page - 1) * page.pageSize }),
      ]);
      const sections: QueueSections = { needsAction: 0, upcoming: 0, rest: 0 };
      for (const row of counts) {
        // PostgreSQL answers COUNT (and the CASE) as strings.
        const section = SECTION_ORDER[Number(row.section_rank)];
        if (section) sections[section] = Number(row.count);
      }
      const total = sections.needsAction + sections.upcoming + sections.rest;
      return { items: await records(rows.map((row) => row.get({ plain: true }))), total, sections };
    },

    /** How many bookings are in each status (every status present, 0 when none). */
    async countByStatus(): Promise<Record<BookingStatus, number>> {
      const counts = Object.fromEntries(STATUSES.map((status) => [status, 0])) as Record<BookingStatus, number>;
      const rows = await Booking.count({ group: ['status'] });
      for (const row of rows) {
        const status = STATUSES.find((known) => known === row.status);
        // PostgreSQL answers COUNT as a string.
        if (status) counts[status] = Number(row.count);
      }
      return counts;
    },

    /** Open bookings (not completed or cancelled) whose visit is on `day`. */
    async countOpenVisitsOn(day: string): Promise<number> {
      return Booking.count({ where: { scheduledDate: day, status: { [Op.in]: [...OPEN_STATUSES] } } });
    },

    async prosByIds(ids: readonly string[], transaction?: Transaction): Promise<Map<string, ProContact>> {
      const unique = [...new Set(ids)];
      if (!unique.length) return new Map();
      const rows = await Pro.findAll({ attributes: ['id', 'name', 'phone'], where: { id: { [Op.in]: unique } }, transaction });
      return new Map(rows.map((row) => [row.get('id'), { id: row.get('id'), name: row.get('name'), phone: row.get('phone') }]));
    },
  };
}

export type AdminBookingsRepository = ReturnType<typeof createAdminBookingsRepository>;
