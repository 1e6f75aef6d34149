// The payments, refunds and webhook_events tables; the only payments code (apart from the test
// gateway) that talks to Sequelize.
import { randomUUID } from 'node:crypto';
import { Op, Transaction, UniqueConstraintError } from 'sequelize';
import type { Db } from '../../db/index.ts';
import { paymentModels, type PaymentAttributes, type RefundAttributes } from './models.ts';
import type { PaymentProviderName } from './provider.ts';

export type PaymentStatus = 'initialized' | 'success' | 'failed' | 'abandoned';
export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

export interface PaymentRecord {
  id: string;
  bookingId: string;
  userId: string;
  provider: PaymentProviderName;
  reference: string;
  amountKobo: number;
  currency: string;
  status: PaymentStatus;
  channel: string | null;
  checkoutUrl: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RefundRecord {
  id: string;
  paymentId: string;
  bookingId: string;
  provider: PaymentProviderName;
  amountKobo: number;
  status: RefundStatus;
  providerRefundId: string | null;
  /** null: the system refunds a charge it could not fulfil. */
  requestedBy: string | null;
  reason: string | null;
  createdAt: Date;
  updatedAt: Date;
  processedAt: Date | null;
}

export interface NewPayment {
  bookingId: string;
  userId: string;
  provider: PaymentProviderName;
  reference: string;
  amountKobo: number;
  currency: string;
  checkoutUrl: string;
}

export interface NewRefund {
  paymentId: string;
  bookingId: string;
  provider: PaymentProviderName;
  amountKobo: number;
  requestedBy: string | null;
  reason: string | null;
}

/** The webhook event was handled before (a replay or a racing duplicate). */
export class DuplicateWebhookEventError extends Error {
  override readonly name = 'DuplicateWebhookEventError';
}

const PAYMENT_STATUSES: readonly PaymentStatus[] = ['initialized', 'success', 'failed', 'abandoned'];
const REFUND_STATUSES: readonly RefundStatus[] = ['requested', 'pending', 'processed', 'failed'];
const PROVIDERS: readonly PaymentProviderName[] = ['paystack', 'test'];

function corrupt(what: string): never {
  throw new Error(`payments: stored ${what} is not valid`);
}

function toPayment(row: PaymentAttributes): PaymentRecord {
  return {
    id: row.id,
    bookingId: row.bookingId,
    userId: row.userId,
    provider: PROVIDERS.find((p) => p === row.provider) ?? corrupt('provider'),
    reference: row.reference,
    // PostgreSQL answers BIGINT as a string.
    amountKobo: Number(row.amountKobo),
    currency: row.currency,
    status: PAYMENT_STATUSES.find((s) => s === row.status) ?? corrupt('payment status'),
    channel: row.channel,
    checkoutUrl: row.checkoutUrl,
    paidAt: row.paidAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

function toRefund(row: RefundAttributes): RefundRecord {
  return {
    id: row.id,
    paymentId: row.paymentId,
    bookingId: row.bookingId,
    provider: PROVIDERS.find((p) => p === row.provider) ?? corrupt('provider'),
    amountKobo: Number(row.amountKobo),
    status: REFUND_STATUSES.find((s) => s === row.status) ?? corrupt('refund status'),
    providerRefundId: row.providerRefundId,
    requestedBy: row.requestedBy,
    reason: row.reason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    processedAt: row.processedAt,
  };
}

/** Stored as text; never throws, whatever the provider sent. */
function rawJson(raw: unknown): string {
  try {
    return JSON.stringify(raw ?? null) ?? 'null';
  } catch {
    return JSON.stringify({ unserialisable: String(raw) });
  }
}

const OLDEST_FIRST: [string, string][] = [
  ['createdAt', 'ASC'],
  ['id', 'ASC'],
];

export function createPaymentsRepository(db: Db) {
  const { Payment, Refund, WebhookEvent } = paymentModels(db);
  const lock = (transaction?: Transaction) => (transaction && db.dialect === 'postgres' ? Transaction.LOCK.UPDATE : undefined);

  return {
    async create(transaction: Transaction, payment: NewPayment, now: Date): Promise<PaymentRecord> {
      const row = await Payment.create(
        { id: randomUUID(), ...payment, status: 'initialized', createdAt: now, updatedAt: now },
        {
          transaction,
          fields: ['id', 'bookingId', 'userId', 'provider', 'reference', 'amountKobo', 'currency', 'status', 'checkoutUrl', 'createdAt', 'updatedAt'],
        },
      );
      return toPayment(row.get({ plain: true }));
    },

    /** Inside a write the row is locked on PostgreSQL, so two settlements of one payment take turns. */
    async findByReference(reference: string, transaction?: Transaction): Promise<PaymentRecord | null> {
      const row = await Payment.findOne({ where: { reference }, transaction, lock: lock(transaction) });
      return row ? toPayment(row.get({ plain: true })) : null;
    },

    /** The newest still-open payment of a booking (for re-use by startPayment). */
    async findOpenForBooking(bookingId: string, notBefore: Date): Promise<PaymentRecord | null> {
      const row = await Payment.findOne({
        where: { bookingId, status: 'initialized', createdAt: { [Op.gte]: notBefore }, checkoutUrl: { [Op.ne]: null } },
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
      });
      return row ? toPayment(row.get({ plain: true })) : null;
    },

    async listSucceededForBooking(bookingId: string, transaction?: Transaction): Promise<PaymentRecord[]> {
      const rows = await Payment.findAll({ where: { bookingId, status: 'success' }, order: OLDEST_FIRST, transaction });
      return rows.map((row) => toPayment(row.get({ plain: true })));
    },

    /** Open payments created in [from, to), oldest first: what the reconciler asks the provider about. */
    async listOpenCreatedBetween(provider: PaymentProviderName, from: Date, to: Date, limit: number): Promise<PaymentRecord[]> {
      const rows = await Payment.findAll({
        where: { provider, status: 'initialized', createdAt: { [Op.gte]: from, [Op.lt]: to } },
        order: OLDEST_FIRST,
        limit,
      });
      return rows.map((row) => toPayment(row.get({ plain: true })));
    },

    /** Success, once: conditional on the payment not being a success already. */
    async markSucceeded(
      transaction: Transaction,
      id: string,
      outcome: { channel: string | null; paidAt: Date; raw: unknown },
      now: Date,
    ): Promise<boolean> {
      const [changed] = await Payment.update(
        { status: 'success', channel: outcome.channel?.slice(0, 40) ?? null, paidAt: outcome.paidAt, verification: rawJson(outcome.raw), updatedAt: now },
        { where: { id, status: { [Op.ne]: 'success' } }, transaction, fields: ['status', 'channel', 'paidAt', 'verification', 'updatedAt'] },
      );
      return changed === 1;
    },

    /** failed or abandoned, keeping what the provider said; never overwrites a success. */
    async markUnpaid(transaction: Transaction, id: string, status: 'failed' | 'abandoned', raw: unknown, now: Date): Promise<boolean> {
      const [changed] = await Payment.update(
        { status, verification: rawJson(raw), updatedAt: now },
        { where: { id, status: { [Op.ne]: 'success' } }, transaction, fields: ['status', 'verification', 'updatedAt'] },
      );
      return changed === 1;
    },

    // ---- refunds ----

    /** Null when the payment already has its refund (one per payment, enforced by a unique index). */
    async createRefund(transaction: Transaction, refund: NewRefund, now: Date): Promise<RefundRecord | null> {
      const existing = await Refund.findOne({ where: { paymentId: refund.paymentId }, transaction });
      if (existing) return null;
      const row = await Refund.create(
        { id: randomUUID(), ...refund, status: 'requested', createdAt: now, updatedAt: now },
        { transaction, fields: ['id', 'paymentId', 'bookingId', 'provider', 'amountKobo', 'status', 'requestedBy', 'reason', 'createdAt', 'updatedAt'] },
      );
      return toRefund(row.get({ plain: true }));
    },

    async findRefund(id: string): Promise<RefundRecord | null> {
      const row = await Refund.findByPk(id);
      return row ? toRefund(row.get({ plain: true })) : null;
    },

    async findRefundForPayment(paymentId: string, transaction?: Transaction): Promise<RefundRecord | null> {
      const row = await Refund.findOne({ where: { paymentId }, transaction, lock: lock(transaction) });
      return row ? toRefund(row.get({ plain: true })) : null;
    },

    async findPaymentById(id: string): Promise<PaymentRecord | null> {
      const row = await Payment.findByPk(id);
      return row ? toPayment(row.get({ plain: true })) : null;
    },

    /** Requested refunds untouched since `before`: the provider has not accepted them yet. */
    async listRequestedRefunds(provider: PaymentProviderName, before: Date, limit: number): Promise<RefundRecord[]> {
      const rows = await Refund.findAll({ where: { provider, status: 'requested', updatedAt: { [Op.lt]: before } }, order: OLDEST_FIRST, limit });
      return rows.map((row) => toRefund(row.get({ plain: true })));
    },

    /**
     * Takes a requested refund for one attempt: only the caller whose update lands (the row still
     * has the `updatedAt` it read) calls the provider, so two reconcilers never send it twice.
     */
    async claimRefund(id: string, seenUpdatedAt: Date, now: Date): Promise<boolean> {
      const [changed] = await db.write((transaction) =>
        Refund.update({ updatedAt: now }, { where: { id, status: 'requested', updatedAt: seenUpdatedAt }, transaction, fields: ['updatedAt'] }),
      );
      return changed === 1;
    },

    /**
     * Moves a refund forward only: requested → pending → processed | failed. A late or replayed
     * answer never takes a processed refund back to pending.
     */
    async advanceRefund(
      transaction: Transaction,
      id: string,
      to: Exclude<RefundStatus, 'requested'>,
      change: { providerRefundId: string | null; raw: unknown },
      now: Date,
    ): Promise<boolean> {
      const from: RefundStatus[] = to === 'pending' ? ['requested'] : ['requested', 'pending'];
      const values = {
        status: to,
        raw: rawJson(change.raw),
        updatedAt: now,
        ...(change.providerRefundId ? { providerRefundId: change.providerRefundId.slice(0, 100) } : {}),
        ...(to === 'processed' ? { processedAt: now } : {}),
      };
      const [changed] = await Refund.update(values, {
        where: { id, status: { [Op.in]: from } },
        transaction,
        fields: ['status', 'raw', 'updatedAt', ...(change.providerRefundId ? (['providerRefundId'] as const) : []), ...(to === 'processed' ? (['processedAt'] as const) : [])],
      });
      return changed === 1;
    },

    // ---- webhook events ----

    /** Records that an event was handled; DuplicateWebhookEventError when it was before. */
    async recordWebhookEvent(transaction: Transaction, provider: PaymentProviderName, eventKey: string, now: Date): Promise<void> {
      if (await WebhookEvent.findOne({ where: { provider, eventKey }, transaction })) throw new DuplicateWebhookEventError();
      try {
        await WebhookEvent.create({ id: randomUUID(), provider, eventKey, receivedAt: now }, { transaction, fields: ['id', 'provider', 'eventKey', 'receivedAt'] });
      } catch (err) {
        // PostgreSQL: a racing duplicate committed while this insert waited on the unique index.
        if (err instanceof UniqueConstraintError) throw new DuplicateWebhookEventError();
        throw err;
      }
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
