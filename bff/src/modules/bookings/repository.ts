// The bookings and idempotency_keys tables; the only bookings code that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { isRecord, NIGERIAN_STATES, SERVICE_KEYS, type BookingStatus, type Price, type ServiceKey } from '@ile/domain';
import { Op, Transaction, UniqueConstraintError } from 'sequelize';
import type { Schemas } from '../../api/types.ts';
import type { Db } from '../../db/index.ts';
import type { BookingAttributes, IdempotencyKeyAttributes } from '../../db/models.ts';
import { proModels } from '../../db/pro-models.ts';
import { claimModel, reviewModel } from '../../db/trust-models.ts';

export type Address = Schemas['Address'];
export type TimeWindow = Schemas['TimeWindow'];
export type BookingDetails = Schemas['BookingDetails'];
export type ClaimStatus = Schemas['ClaimStatus'];

/** The customer's review of a booking, as the booking carries it (whether or not an admin hid it). */
export interface BookingReview {
  rating: number;
  comment: string;
  createdAt: Date;
}

/** The happiness claim raised on a booking, as the booking carries it. */
export interface BookingClaim {
  reference: string;
  status: ClaimStatus;
  createdAt: Date;
}

/** What customers said about a booking afterwards: at most one review and one claim. */
export interface BookingFeedback {
  review: BookingReview | null;
  claim: BookingClaim | null;
}

export const NO_FEEDBACK: BookingFeedback = { review: null, claim: null };

/** The assigned pro as the customer sees them: the average of their published reviews, or null before one. */
export interface BookingProContact {
  name: string;
  /** E.164 */
  phone: string;
  rating: { average: number; count: number } | null;
}

/** The statuses in which a booking has a pro to show. */
const WITH_PRO: readonly string[] = ['pro_assigned', 'in_progress', 'completed'] satisfies BookingStatus[];
const shownPro = (row: BookingAttributes): string | null => (row.proId && WITH_PRO.includes(row.status) ? row.proId : null);

/** Where the pro goes and whom to call; the day and window live in their own columns. */
/** Someone else who will be home for the visit: they get its texts and the pro sees them. */
export interface AtHome {
  name: string;
  /** E.164, +234XXXXXXXXXX */
  phone: string;
}

export interface StoredVisit {
  address: Address;
  /** E.164, +234XXXXXXXXXX */
  contactPhone: string;
  notes?: string;
  atHome?: AtHome;
}

export interface BookingRecord {
  id: string;
  reference: string;
  userId: string;
  service: ServiceKey;
  serviceName: string;
  status: BookingStatus;
  visit: StoredVisit;
  details: BookingDetails;
  price: Price;
  totalKobo: number;
  scheduledDate: string;
  timeWindow: TimeWindow;
  paidAt: Date | null;
  cancelledAt: Date | null;
  cancelReason: string | null;
  proName: string | null;
  /** The assigned pro's id (pros.id); null until assigned (and on bookings from before dispatch). */
  proId: string | null;
  /** When it moved to completed; null before (the happiness-claim window counts from it). */
  completedAt: Date | null;
  /** The pro's steps, when they happened. */
  onTheWayAt: Date | null;
  startedAt: Date | null;
  /** What the pro wrote when marking the job done. */
  proNote: string | null;
  /** The last decline by a pro, until another pro is assigned. */
  declined: { at: Date; proName: string; reason: string } | null;
  /** The assigned pro's contact and rating (assigned, in progress or completed), or null. */
  pro: BookingProContact | null;
  review: BookingReview | null;
  claim: BookingClaim | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewBooking {
  reference: string;
  userId: string;
  service: ServiceKey;
  serviceName: string;
  status: BookingStatus;
  visit: StoredVisit;
  details: BookingDetails;
  price: Price;
  scheduledDate: string;
  timeWindow: TimeWindow;
  paidAt?: Date | null;
  cancelledAt?: Date | null;
  proName?: string | null;
  proId?: string | null;
  completedAt?: Date | null;
  startedAt?: Date | null;
}

export interface IdempotencyRecord {
  userId: string;
  key: string;
  operationId: string;
  requestHash: string;
  responseStatus: number;
  responseBody: string;
  createdAt: Date;
}

/** A second booking drew a reference that exists already (rare): draw again. */
export class DuplicateReferenceError extends Error {
  override readonly name = 'DuplicateReferenceError';
}

/** Another request stored the same user's key first (it committed while this one waited). */
export class DuplicateIdempotencyKeyError extends Error {
  override readonly name = 'DuplicateIdempotencyKeyError';
}

// ---- reading stored JSON back: checked, never trusted blindly ----

const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'];
const TIME_WINDOWS: readonly TimeWindow[] = ['morning', 'afternoon', 'evening'];

function corrupt(what: string): never {
  throw new Error(`bookings: stored ${what} is not valid`);
}

function optionalString(value: unknown, what: string): string | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : corrupt(what);
}

function requiredString(value: unknown, what: string): string {
  return typeof value === 'string' ? value : corrupt(what);
}

export function parseAddress(value: unknown): Address {
  if (!isRecord(value)) return corrupt('address');
  const state = NIGERIAN_STATES.find((known) => known === value.state) ?? corrupt('address.state');
  const address: Address = {
    street: requiredString(value.street, 'address.street'),
    area: requiredString(value.area, 'address.area'),
    city: requiredString(value.city, 'address.city'),
    state,
  };
  const landmark = optionalString(value.landmark, 'address.landmark');
  const lga = optionalString(value.lga, 'address.lga');
  if (landmark !== undefined) address.landmark = landmark;
  if (lga !== undefined) address.lga = lga;
  return address;
}

function parseVisit(json: string): StoredVisit {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value)) return corrupt('visit');
  const visit: StoredVisit = { address: parseAddress(value.address), contactPhone: requiredString(value.contactPhone, 'visit.contactPhone') };
  const notes = optionalString(value.notes, 'visit.notes');
  if (notes !== undefined) visit.notes = notes;
  if (value.atHome !== undefined) {
    if (!isRecord(value.atHome)) return corrupt('visit.atHome');
    visit.atHome = { name: requiredString(value.atHome.name, 'visit.atHome.name'), phone: requiredString(value.atHome.phone, 'visit.atHome.phone') };
  }
  return visit;
}

function parsePrice(json: string): Price {
  const value: unknown = JSON.parse(json);
  if (!isRecord(value) || !Array.isArray(value.lines) || typeof value.inspectionOnly !== 'boolean' || !Number.isInteger(value.totalKobo)) {
    return corrupt('price');
  }
  const lines = value.lines.map((line: unknown) => {
    if (!isRecord(line) || typeof line.label !== 'string' || !Number.isInteger(line.amountKobo)) return corrupt('price line');
    return { label: line.label, amountKobo: Number(line.amountKobo) };
  });
  return { lines, totalKobo: Number(value.totalKobo), inspectionOnly: value.inspectionOnly };
}

/** Details are the validated form as sent: flat scalars, plus an address for moving's destination. */
function isBookingDetails(value: unknown): value is BookingDetails {
  if (!isRecord(value)) return false;
  return Object.entries(value).every(([key, item]) => {
    if (key === 'destination') return isRecord(item);
    return typeof item === 'string' || typeof item === 'boolean' || (typeof item === 'number' && Number.isFinite(item));
  });
}

function parseDetails(json: string): BookingDetails {
  const value: unknown = JSON.parse(json);
  if (!isBookingDetails(value)) return corrupt('details');
  if (isRecord(value) && 'destination' in value) parseAddress(value.destination);
  return value;
}

/** A stored row and its feedback → a checked BookingRecord. Use loadBookingRecords for rows read elsewhere. */
export function toBookingRecord(row: BookingAttributes, feedback: BookingFeedback, pro: BookingProContact | null = null): BookingRecord {
  return {
    id: row.id,
    reference: row.reference,
    userId: row.userId,
    service: SERVICE_KEYS.find((key) => key === row.service) ?? corrupt('service'),
    serviceName: row.serviceName,
    status: BOOKING_STATUSES.find((status) => status === row.status) ?? corrupt('status'),
    visit: parseVisit(row.visit),
    details: parseDetails(row.details),
    price: parsePrice(row.price),
    // PostgreSQL answers BIGINT as a string.
    totalKobo: Number(row.totalKobo),
    scheduledDate: row.scheduledDate,
    timeWindow: TIME_WINDOWS.find((w) => w === row.timeWindow) ?? corrupt('timeWindow'),
    paidAt: row.paidAt,
    cancelledAt: row.cancelledAt,
    cancelReason: row.cancelReason,
    proName: row.proName,
    proId: row.proId,
    completedAt: row.completedAt,
    // A row just created carries no value for the columns it did not set.
    onTheWayAt: row.onTheWayAt ?? null,
    startedAt: row.startedAt ?? null,
    proNote: row.proNote ?? null,
    declined: row.declinedAt ? { at: row.declinedAt, proName: row.declinedBy ?? '', reason: row.declineReason ?? '' } : null,
    pro,
    review: feedback.review,
    claim: feedback.claim,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const CLAIM_STATUSES: readonly ClaimStatus[] = ['open', 'resolved'];

/** One decimal, as people read a rating ("4.8"). */
const roundRating = (value: number) => Math.round(value * 10) / 10;

/**
 * Booking rows → BookingRecords with their review, claim and pro, in a few more queries however
 * many rows there are (never one per booking). Also for the admin queue's own queries.
 */
export function bookingRecordLoader(db: Pick<Db, 'sequelize' | 'models'>) {
  const Review = reviewModel(db);
  const Claim = claimModel(db);
  const { Pro } = proModels(db);
  const { Booking } = db.models;

  /** Each pro's name, phone and the average of the published reviews of their completed jobs. */
  async function prosOf(ids: readonly string[], transaction?: Transaction): Promise<Map<string, BookingProContact>> {
    if (!ids.length) return new Map();
    const [pros, jobs] = await Promise.all([
      Pro.findAll({ attributes: ['id', 'name', 'phone'], where: { id: { [Op.in]: [...ids] } }, transaction }),
      Booking.findAll({ attributes: ['id', 'proId'], where: { proId: { [Op.in]: [...ids] }, status: 'completed' }, transaction }),
    ]);
    const proOfJob = new Map(jobs.map((job) => [job.get('id'), job.get('proId')]));
    const reviews = proOfJob.size
      ? await Review.findAll({ attributes: ['bookingId', 'rating'], where: { bookingId: { [Op.in]: [...proOfJob.keys()] }, hidden: false }, transaction })
      : [];
    const ratings = new Map<string, number[]>();
    for (const review of reviews) {
      const proId = proOfJob.get(review.get('bookingId'));
      if (proId) ratings.set(proId, [...(ratings.get(proId) ?? []), review.get('rating')]);
    }
    return new Map(
      pros.map((pro) => {
        const given = ratings.get(pro.get('id')) ?? [];
        const rating = given.length ? { average: roundRating(given.reduce((sum, value) => sum + value, 0) / given.length), count: given.length } : null;
        return [pro.get('id'), { name: pro.get('name'), phone: pro.get('phone'), rating }];
      }),
    );
  }

  return async (rows: readonly BookingAttributes[], transaction?: Transaction): Promise<BookingRecord[]> => {
    // Reviews and claims are only ever made on completed bookings, and a completed booking never
    // changes status again (domain/src/booking-status.ts): the others need no lookup. Open bookings
    // without a pro, which most current-user answers carry, then cost one query.
    const ids = [...new Set(rows.filter((row) => row.status === 'completed').map((row) => row.id))];
    const proIds = [...new Set(rows.flatMap((row) => shownPro(row) ?? []))];
    const [reviews, claims, pros] = await Promise.all([
      ids.length ? Review.findAll({ attributes: ['bookingId', 'rating', 'comment', 'createdAt'], where: { bookingId: { [Op.in]: ids } }, transaction }) : [],
      ids.length ? Claim.findAll({ attributes: ['bookingId', 'reference', 'status', 'createdAt'], where: { bookingId: { [Op.in]: ids } }, transaction }) : [],
      prosOf(proIds, transaction),
    ]);
    const reviewOf = new Map<string, BookingReview>(
      reviews.map((row) => [row.get('bookingId'), { rating: row.get('rating'), comment: row.get('comment'), createdAt: row.get('createdAt') }]),
    );
    const claimOf = new Map<string, BookingClaim>(
      claims.map((row) => [
        row.get('bookingId'),
        {
          reference: row.get('reference'),
          status: CLAIM_STATUSES.find((status) => status === row.get('status')) ?? corrupt('claim status'),
          createdAt: row.get('createdAt'),
        },
      ]),
    );
    return rows.map((row) =>
      toBookingRecord(
        row,
        { review: reviewOf.get(row.id) ?? null, claim: claimOf.get(row.id) ?? null },
        pros.get(shownPro(row) ?? '') ?? null,
      ),
    );
  };
}

function isAbout(err: UniqueConstraintError, pattern: RegExp): boolean {
  const names = [...Object.keys(err.fields ?? {}), ...err.errors.map((item) => item.path ?? ''), err.parent?.message ?? '', err.original?.message ?? ''].join(' ');
  return pattern.test(names);
}

/** Newest first; id breaks ties so both databases answer the same order. */
const NEWEST_FIRST: [string, string][] = [
  ['createdAt', 'DESC'],
  ['id', 'DESC'],
];

export const OPEN_STATUSES: readonly BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress'];

const BOOKING_FIELDS: (keyof BookingAttributes)[] = [
  'id', 'reference', 'userId', 'service', 'serviceName', 'status', 'visit', 'details', 'price', 'totalKobo',
  'scheduledDate', 'timeWindow', 'paidAt', 'cancelledAt', 'cancelReason', 'proName', 'proId', 'visitState', 'completedAt',
  'onTheWayAt', 'startedAt', 'proNote', 'declinedAt', 'declinedBy', 'declineReason', 'createdAt', 'updatedAt',
];

/** The fields a status move may set with it. */
const STATUS_CHANGE_FIELDS = [
  'paidAt', 'cancelledAt', 'completedAt', 'cancelReason', 'proName', 'proId', 'onTheWayAt', 'startedAt', 'proNote', 'declinedAt', 'declinedBy', 'declineReason',
] as const satisfies readonly (keyof BookingAttributes)[];
export type StatusFields = Partial<Pick<BookingAttributes, (typeof STATUS_CHANGE_FIELDS)[number]>>;

function toIdempotencyRecord(row: IdempotencyKeyAttributes): IdempotencyRecord {
  return {
    userId: row.userId,
    key: row.key,
    operationId: row.operationId,
    requestHash: row.requestHash,
    responseStatus: row.responseStatus,
    responseBody: row.responseBody,
    createdAt: row.createdAt,
  };
}

export function createBookingsRepository(db: Db) {
  const { Booking, IdempotencyKey } = db.models;
  const records = bookingRecordLoader(db);
  const record = async (row: BookingAttributes, transaction?: Transaction): Promise<BookingRecord> => {
    const [loaded] = await records([row], transaction);
    if (!loaded) throw new Error(`bookings: booking ${row.id} did not load`);
    return loaded;
  };

  return {
    /** Throws DuplicateReferenceError when the reference is taken. */
    async create(transaction: Transaction, booking: NewBooking, now: Date): Promise<BookingRecord> {
      try {
        const row = await Booking.create(
          {
            id: randomUUID(),
            reference: booking.reference,
            userId: booking.userId,
            service: booking.service,
            serviceName: booking.serviceName,
            status: booking.status,
            visit: JSON.stringify(booking.visit),
            details: JSON.stringify(booking.details),
            price: JSON.stringify(booking.price),
            totalKobo: booking.price.totalKobo,
            scheduledDate: booking.scheduledDate,
            timeWindow: booking.timeWindow,
            paidAt: booking.paidAt ?? null,
            cancelledAt: booking.cancelledAt ?? null,
            cancelReason: null,
            proName: booking.proName ?? null,
            proId: booking.proId ?? null,
            visitState: booking.visit.address.state,
            completedAt: booking.completedAt ?? null,
            startedAt: booking.startedAt ?? null,
            createdAt: now,
            updatedAt: now,
          },
          { transaction, fields: BOOKING_FIELDS },
        );
        // A new booking has no review or claim yet.
        return toBookingRecord(row.get({ plain: true }), NO_FEEDBACK);
      } catch (err) {
        if (err instanceof UniqueConstraintError && isAbout(err, /reference/)) throw new DuplicateReferenceError();
        throw err;
      }
    },

    /**
     * The user's booking with that id, or null (also when it is someone else's). Inside a write,
     * the row is locked on PostgreSQL so two status changes of one booking take turns.
     */
    async findOwned(userId: string, id: string, transaction?: Transaction): Promise<BookingRecord | null> {
      const row = await Booking.findOne({
        where: { id, userId },
        transaction,
        lock: transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined,
      });
      return row ? record(row.get({ plain: true }), transaction) : null;
    },

    async listByUser(userId: string, limit: number, transaction?: Transaction): Promise<BookingRecord[]> {
      const rows = await Booking.findAll({ where: { userId }, order: NEWEST_FIRST, limit, transaction });
      return records(rows.map((row) => row.get({ plain: true })), transaction);
    },

    async listOpenByUser(userId: string, limit: number, transaction?: Transaction): Promise<BookingRecord[]> {
      const rows = await Booking.findAll({
        where: { userId, status: { [Op.in]: [...OPEN_STATUSES] } },
        order: NEWEST_FIRST,
        limit,
        transaction,
      });
      return records(rows.map((row) => row.get({ plain: true })), transaction);
    },

    /**
     * Moves the status only if it is still `from`: of two racing changes, the second changes
     * nothing and gets false.
     */
    async updateStatus(
      transaction: Transaction,
      id: string,
      from: BookingStatus,
      to: BookingStatus,
      changes: StatusFields,
      now: Date,
    ): Promise<boolean> {
      const fields: (keyof BookingAttributes)[] = ['status', 'updatedAt', ...STATUS_CHANGE_FIELDS.filter((field) => changes[field] !== undefined)];
      const [changed] = await Booking.update({ status: to, updatedAt: now, ...changes }, { where: { id, status: from }, transaction, fields });
      return changed === 1;
    },

    /**
     * Any customer's booking by id (for admins), or null; locked inside a write on PostgreSQL like
     * findOwned, so an admin's change and a customer's or payment's take turns.
     */
    async findById(id: string, transaction?: Transaction): Promise<BookingRecord | null> {
      const row = await Booking.findOne({
        where: { id },
        transaction,
        lock: transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined,
      });
      return row ? record(row.get({ plain: true }), transaction) : null;
    },

    /** The pro sets out: only for an assigned job not yet marked, so a retry changes nothing (false). */
    async markOnTheWay(transaction: Transaction, id: string, proId: string, now: Date): Promise<boolean> {
      const [changed] = await Booking.update(
        { onTheWayAt: now, updatedAt: now },
        { where: { id, proId, status: 'pro_assigned', onTheWayAt: null }, transaction, fields: ['onTheWayAt', 'updatedAt'] },
      );
      return changed === 1;
    },

    /** Changes the pro of a booking only if its status is still `status` (a reassignment, which is no status move). */
    async setPro(transaction: Transaction, id: string, status: BookingStatus, pro: { id: string; name: string }, now: Date): Promise<boolean> {
      const [changed] = await Booking.update(
        // The new pro has not set out yet.
        { proId: pro.id, proName: pro.name, onTheWayAt: null, updatedAt: now },
        { where: { id, status }, transaction, fields: ['proId', 'proName', 'onTheWayAt', 'updatedAt'] },
      );
      return changed === 1;
    },

    /**
     * The bookings assigned to a pro (for the admin's pro page): open ones (assigned, in progress)
     * soonest visit first, then the rest most recent visit first; at most `limit`.
     */
    async listByPro(proId: string, limit: number, transaction?: Transaction): Promise<BookingRecord[]> {
      const active: BookingStatus[] = ['pro_assigned', 'in_progress'];
      const open = await Booking.findAll({
        where: { proId, status: { [Op.in]: active } },
        order: [['scheduledDate', 'ASC'], ['createdAt', 'ASC'], ['id', 'ASC']],
        limit,
        transaction,
      });
      const past = open.length < limit
        ? await Booking.findAll({
            where: { proId, status: { [Op.notIn]: active } },
            order: [['scheduledDate', 'DESC'], ['createdAt', 'DESC'], ['id', 'DESC']],
            limit: limit - open.length,
            transaction,
          })
        : [];
      return records([...open, ...past].map((row) => row.get({ plain: true })), transaction);
    },

    async reschedule(transaction: Transaction, id: string, scheduledDate: string, timeWindow: TimeWindow, now: Date): Promise<void> {
      await Booking.update({ scheduledDate, timeWindow, updatedAt: now }, { where: { id }, transaction, fields: ['scheduledDate', 'timeWindow', 'updatedAt'] });
    },

    async count(where: { userId?: string } = {}): Promise<number> {
      return Booking.count({ where });
    },

    /** Whether the customer has ever paid for a booking (refunded or not): someone who really uses Ilé. */
    async hasPaidBooking(userId: string): Promise<boolean> {
      return (await Booking.count({ where: { userId, paidAt: { [Op.ne]: null } } })) > 0;
    },

    // ---- idempotency ----

    /** The user's unexpired record for a key, or null. */
    async findIdempotencyRecord(userId: string, key: string, notBefore: Date, transaction?: Transaction): Promise<IdempotencyRecord | null> {
      const row = await IdempotencyKey.findOne({ where: { userId, key, createdAt: { [Op.gte]: notBefore } }, transaction });
      return row ? toIdempotencyRecord(row.get({ plain: true })) : null;
    },

    /** Forgets records older than `before` (they are kept 24 hours). */
    async deleteIdempotencyRecordsBefore(transaction: Transaction, before: Date): Promise<number> {
      return IdempotencyKey.destroy({ where: { createdAt: { [Op.lt]: before } }, transaction });
    },

    /**
     * Stores the record; throws DuplicateIdempotencyKeyError when the user's key exists. On
     * PostgreSQL the unique index makes a racing insert wait for the first transaction, so the
     * loser only learns of the duplicate once the winner's booking is committed.
     */
    async createIdempotencyRecord(transaction: Transaction, record: IdempotencyRecord): Promise<void> {
      try {
        await IdempotencyKey.create(
          { id: randomUUID(), ...record },
          { transaction, fields: ['id', 'userId', 'key', 'operationId', 'requestHash', 'responseStatus', 'responseBody', 'createdAt'] },
        );
      } catch (err) {
        if (err instanceof UniqueConstraintError) throw new DuplicateIdempotencyKeyError();
        throw err;
      }
    },
  };
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
