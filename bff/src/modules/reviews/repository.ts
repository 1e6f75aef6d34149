// The reviews table, with the few facts of the booking and the customer a review is shown with;
// the only reviews code that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import { Op, Transaction, UniqueConstraintError, type WhereOptions } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { reviewModel, type ReviewAttributes } from '../../db/trust-models.ts';

export interface ReviewRecord {
  id: string;
  bookingId: string;
  /** The booking's reference, e.g. ILE-7KX2Q9 (for admins). */
  bookingReference: string;
  userId: string;
  /** The customer's full name as on their account; the public sees only first name and initial. */
  customerName: string;
  service: ServiceKey;
  /** The service's name as it was booked. */
  serviceName: string;
  rating: number;
  comment: string;
  hidden: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewReview {
  bookingId: string;
  userId: string;
  service: ServiceKey;
  rating: number;
  comment: string;
}

export interface ReviewSummary {
  count: number;
  /** Rounded to one decimal; null without reviews. */
  averageRating: number | null;
}

/** The booking has a review already (the unique index on booking_id said so). */
export class DuplicateReviewError extends Error {
  override readonly name = 'DuplicateReviewError';
}

/** Newest first; id breaks ties so both databases answer the same order. */
const NEWEST_FIRST: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

const FIELDS: (keyof ReviewAttributes)[] = ['id', 'bookingId', 'userId', 'service', 'rating', 'comment', 'hidden', 'createdAt', 'updatedAt'];

/** Average of `count` ratings adding up to `sum`, to one decimal, computed from integers so 4.35 rounds to 4.4. */
export function averageOf(sum: number, count: number): number | null {
  return count ? Math.round((sum * 10) / count) / 10 : null;
}

export function createReviewsRepository(db: Db) {
  const Review = reviewModel(db);
  const { Booking, User } = db.models;

  /** Rows → records with their booking's reference and service name and the customer's name, in two more queries. */
  async function withContext(rows: readonly ReviewAttributes[], transaction?: Transaction): Promise<ReviewRecord[]> {
    if (!rows.length) return [];
    const bookingIds = [...new Set(rows.map((row) => row.bookingId))];
    const userIds = [...new Set(rows.map((row) => row.userId))];
    const [bookings, users] = await Promise.all([
      Booking.findAll({ attributes: ['id', 'reference', 'serviceName'], where: { id: { [Op.in]: bookingIds } }, transaction }),
      User.findAll({ attributes: ['id', 'name'], where: { id: { [Op.in]: userIds } }, transaction }),
    ]);
    const bookingOf = new Map(bookings.map((row) => [row.get('id'), { reference: row.get('reference'), serviceName: row.get('serviceName') }]));
    const nameOf = new Map(users.map((row) => [row.get('id'), row.get('name')]));
    return rows.map((row) => {
      const booking = bookingOf.get(row.bookingId);
      const customerName = nameOf.get(row.userId);
      // reviews reference bookings and users without a cascade, so both always exist.
      if (!booking || customerName === undefined) throw new Error(`review ${row.id} has no booking or customer`);
      const service = SERVICE_KEYS.find((key) => key === row.service);
      if (!service) throw new Error(`reviews: stored service ${row.service} is not valid`);
      return {
        id: row.id,
        bookingId: row.bookingId,
        bookingReference: booking.reference,
        userId: row.userId,
        customerName,
        service,
        serviceName: booking.serviceName,
        rating: row.rating,
        comment: row.comment,
        // SQLite answers BOOLEAN as 0/1.
        hidden: Boolean(row.hidden),
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
  }

  function visibleWhere(service: ServiceKey | undefined): WhereOptions<ReviewAttributes> {
    return service ? { service, hidden: false } : { hidden: false };
  }

  return {
    /** Throws DuplicateReviewError when the booking has a review already. */
    async create(transaction: Transaction, review: NewReview, now: Date): Promise<ReviewRecord> {
      try {
        const row = await Review.create({ id: randomUUID(), ...review, hidden: false, createdAt: now, updatedAt: now }, { transaction, fields: FIELDS });
        const [record] = await withContext([row.get({ plain: true })], transaction);
        if (!record) throw new Error(`review ${row.id} did not load`);
        return record;
      } catch (err) {
        if (err instanceof UniqueConstraintError) throw new DuplicateReviewError();
        throw err;
      }
    },

    /** The review, or null; locked inside a write on PostgreSQL so two admins' changes take turns. */
    async findById(id: string, transaction?: Transaction): Promise<ReviewRecord | null> {
      const row = await Review.findOne({
        where: { id },
        transaction,
        lock: transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined,
      });
      if (!row) return null;
      const [record] = await withContext([row.get({ plain: true })], transaction);
      return record ?? null;
    },

    /** Visible reviews (of one service, or all), newest first, at most `limit`. */
    async listVisible(options: { service?: ServiceKey; limit: number }): Promise<ReviewRecord[]> {
      const rows = await Review.findAll({ where: visibleWhere(options.service), order: NEWEST_FIRST, limit: options.limit });
      return withContext(rows.map((row) => row.get({ plain: true })));
    },

    /** Count and average rating of every visible review (of one service, or all). */
    async summary(options: { service?: ServiceKey }): Promise<ReviewSummary> {
      const where = visibleWhere(options.service);
      const [count, sum] = await Promise.all([Review.count({ where }), Review.sum('rating', { where })]);
      // PostgreSQL answers SUM of an integer column as a string; no rows → null.
      return { count, averageRating: averageOf(Number(sum ?? 0), count) };
    },

    /** Every review (or only hidden, or only visible), newest first, one page, and the total. */
    async list(options: { hidden?: boolean; page: number; pageSize: number }): Promise<{ items: ReviewRecord[]; total: number }> {
      const where: WhereOptions<ReviewAttributes> = options.hidden === undefined ? {} : { hidden: options.hidden };
      const [total, rows] = await Promise.all([
        Review.count({ where }),
        Review.findAll({ where, order: NEWEST_FIRST, limit: options.pageSize, offset: (options.page - 1) * options.pageSize }),
      ]);
      return { items: await withContext(rows.map((row) => row.get({ plain: true }))), total };
    },

    async setHidden(transaction: Transaction, id: string, hidden: boolean, now: Date): Promise<void> {
      await Review.update({ hidden, updatedAt: now }, { where: { id }, transaction, fields: ['hidden', 'updatedAt'] });
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
