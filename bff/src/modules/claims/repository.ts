// The claims table, with the few facts of the booking a claim is about; the only claims code that
// talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { Op, Transaction, UniqueConstraintError, type Order, type WhereOptions } from 'sequelize';
import type { Db } from '../../db/index.ts';
import type { ClaimStatus } from '../bookings/index.ts';
import { claimModel, type ClaimAttributes } from '../../db/trust-models.ts';

export type { ClaimStatus } from '../bookings/index.ts';

export interface ClaimRecord {
  id: string;
  reference: string;
  bookingId: string;
  bookingReference: string;
  serviceName: string;
  /** When the booking was completed (the claim window counted from it). */
  completedAt: Date | null;
  userId: string;
  problem: string;
  photoDescription: string | null;
  status: ClaimStatus;
  resolution: string | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewClaim {
  reference: string;
  bookingId: string;
  userId: string;
  problem: string;
  photoDescription: string | null;
}

/** The booking has a claim already (the unique index on booking_id said so). */
export class DuplicateClaimError extends Error {
  override readonly name = 'DuplicateClaimError';
}

/** Another claim drew the same reference (rare): draw again. */
export class DuplicateClaimReferenceError extends Error {
  override readonly name = 'DuplicateClaimReferenceError';
}

const STATUSES: readonly ClaimStatus[] = ['open', 'resolved'];
const FIELDS: (keyof ClaimAttributes)[] = [
  'id', 'reference', 'bookingId', 'userId', 'problem', 'photoDescription', 'status', 'resolution', 'resolvedAt', 'resolvedBy', 'createdAt', 'updatedAt',
];

function isAboutReference(err: UniqueConstraintError): boolean {
  const names = [...Object.keys(err.fields ?? {}), ...err.errors.map((item) => item.path ?? ''), err.parent?.message ?? '', err.original?.message ?? ''].join(' ');
  return /reference/.test(names);
}

export function createClaimsRepository(db: Db) {
  const Claim = claimModel(db);
  const { Booking } = db.models;

  /** Open ones first, then newest first; id breaks ties so both databases answer the same order. */
  const OPEN_FIRST: Order = [
    [db.sequelize.literal("CASE status WHEN 'open' THEN 0 ELSE 1 END"), 'ASC'],
    ['createdAt', 'DESC'],
    ['id', 'DESC'],
  ];

  /** Rows → records with their booking's reference, service name and completion, in one more query. */
  async function withBookings(rows: readonly ClaimAttributes[], transaction?: Transaction): Promise<ClaimRecord[]> {
    if (!rows.length) return [];
    const ids = [...new Set(rows.map((row) => row.bookingId))];
    const bookings = await Booking.findAll({ attributes: ['id', 'reference', 'serviceName', 'completedAt'], where: { id: { [Op.in]: ids } }, transaction });
    const bookingOf = new Map(
      bookings.map((row) => [row.get('id'), { reference: row.get('reference'), serviceName: row.get('serviceName'), completedAt: row.get('completedAt') }]),
    );
    return rows.map((row) => {
      const booking = bookingOf.get(row.bookingId);
      // claims reference bookings without a cascade, so the booking always exists.
      if (!booking) throw new Error(`claim ${row.id} has no booking ${row.bookingId}`);
      const status = STATUSES.find((known) => known === row.status);
      if (!status) throw new Error(`claims: stored status ${row.status} is not valid`);
      return {
        id: row.id,
        reference: row.reference,
        bookingId: row.bookingId,
        bookingReference: booking.reference,
        serviceName: booking.serviceName,
        completedAt: booking.completedAt,
        userId: row.userId,
        problem: row.problem,
        photoDescription: row.photoDescription,
        status,
        resolution: row.resolution,
        resolvedAt: row.resolvedAt,
        resolvedBy: row.resolvedBy,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
  }

  async function one(row: ClaimAttributes, transaction?: Transaction): Promise<ClaimRecord> {
    const [record] = await withBookings([row], transaction);
    if (!record) throw new Error(`claim ${row.id} did not load`);
    return record;
  }

  return {
    /** Throws DuplicateClaimError when the booking has a claim, DuplicateClaimReferenceError when the reference is taken. */
    async create(transaction: Transaction, claim: NewClaim, now: Date): Promise<ClaimRecord> {
      try {
        const row = await Claim.create(
          { id: randomUUID(), ...claim, status: 'open', resolution: null, resolvedAt: null, resolvedBy: null, createdAt: now, updatedAt: now },
          { transaction, fields: FIELDS },
        );
        return await one(row.get({ plain: true }), transaction);
      } catch (err) {
        if (err instanceof UniqueConstraintError) throw isAboutReference(err) ? new DuplicateClaimReferenceError() : new DuplicateClaimError();
        throw err;
      }
    },

    /** The claim, or null; locked inside a write on PostgreSQL so two admins' resolutions take turns. */
    async findById(id: string, transaction?: Transaction): Promise<ClaimRecord | null> {
      const row = await Claim.findOne({
        where: { id },
        transaction,
        lock: transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined,
      });
      return row ? one(row.get({ plain: true }), transaction) : null;
    },

    /** One page of claims (all, or of one status), open ones first then newest first, and the total. */
    async list(options: { status?: ClaimStatus; page: number; pageSize: number }): Promise<{ items: ClaimRecord[]; total: number }> {
      const where: WhereOptions<ClaimAttributes> = options.status ? { status: options.status } : {};
      const [total, rows] = await Promise.all([
        Claim.count({ where }),
        Claim.findAll({ where, order: OPEN_FIRST, limit: options.pageSize, offset: (options.page - 1) * options.pageSize }),
      ]);
      return { items: await withBookings(rows.map((row) => row.get({ plain: true }))), total };
    },

    /** Resolves the claim only if it is still open: of two racing resolutions, the second gets false. */
    async resolve(transaction: Transaction, id: string, resolution: string, resolvedBy: string, now: Date): Promise<boolean> {
      const [changed] = await Claim.update(
        { status: 'resolved', resolution, resolvedBy, resolvedAt: now, updatedAt: now },
        { where: { id, status: 'open' }, transaction, fields: ['status', 'resolution', 'resolvedBy', 'resolvedAt', 'updatedAt'] },
      );
      return changed === 1;
    },

    async countOpen(transaction?: Transaction): Promise<number> {
      return Claim.count({ where: { status: 'open' }, transaction });
    },
  };
}

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;
