// The one way a payment is fulfilled, whoever learnt of it first: the customer's return
// (handlePayment), Paystack's webhook or the reconciler. Value is given only when the provider
// says success and its amount, currency and reference are exactly ours, and only once: the
// checks, the payment's success, the booking's move to paid and the receipt e-mail are one write,
// conditional on the payment not being a success already.
import { isPayable } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { createMailOnCommit } from '../../mail/mail-on-commit.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { TextOnCommit } from '../../texts/text.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import { moveBooking, type BookingRecord, type BookingsRepository } from '../bookings/index.ts';
import { CURRENCY, type TransactionResult } from './provider.ts';
import { paymentReceiptMail } from './receipt-mail.ts';
import { paidText } from './paid-text.ts';
import { UNFULFILLABLE_CHARGE_REASON, type Refunds } from './refunds.ts';
import type { PaymentRecord, PaymentsRepository } from './repository.ts';

export type SettleOutcome =
  /** No payment has this reference. */
  | { kind: 'unknown_reference' }
  /** Fulfilled now: the booking moved to paid. */
  | { kind: 'paid'; payment: PaymentRecord; booking: BookingRecord }
  /** This reference was fulfilled before; nothing happened again. */
  | { kind: 'already_paid'; payment: PaymentRecord; booking: BookingRecord }
  /** Money arrived for a booking already paid (another reference) or cancelled: it is refunded. */
  | { kind: 'not_payable'; payment: PaymentRecord; booking: BookingRecord }
  /** The provider's success does not match the payment (amount, currency, reference). */
  | { kind: 'mismatch'; payment: PaymentRecord; booking: BookingRecord }
  /** Declined, abandoned or unknown to the provider; the booking stays payable. */
  | { kind: 'not_paid'; payment: PaymentRecord; booking: BookingRecord }
  /** The provider has not decided yet. */
  | { kind: 'pending'; payment: PaymentRecord; booking: BookingRecord };

export interface SettleOptions {
  /**
   * Runs first inside the settling write (the webhook records its event key here, so the event
   * and its effect commit together or not at all).
   */
  inTransaction?: (transaction: Transaction) => Promise<void>;
}

export interface SettleDeps {
  db: Db;
  payments: PaymentsRepository;
  bookings: Pick<BookingsRepository, 'findOwned' | 'updateStatus'>;
  accounts: Pick<AccountsRepository, 'findUserById'>;
  refunds: Pick<Refunds, 'recordRefund' | 'sendRefund'>;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  publicUrl: string;
  /** The customer's "booking confirmed" text, written in the settling write. */
  textOnCommit: TextOnCommit;
}

/** Why a success is not ours to accept, or null when it matches in every respect. */
export function mismatchOf(result: TransactionResult, payment: PaymentRecord, booking: BookingRecord): string | null {
  if (result.reference !== payment.reference) return `reference ${String(result.reference)} is not ${payment.reference}`;
  if (result.amountKobo !== payment.amountKobo) return `amount ${String(result.amountKobo)} kobo is not ${payment.amountKobo}`;
  if (payment.amountKobo !== booking.totalKobo) return `payment amount ${payment.amountKobo} kobo is not the booking's ${booking.totalKobo}`;
  if (result.currency !== CURRENCY) return `currency ${String(result.currency)} is not ${CURRENCY}`;
  return null;
}

export function createSettle({ db, payments, bookings, accounts, refunds, mailer, clock, logger, publicUrl, textOnCommit }: SettleDeps) {
  const mailOnCommit = createMailOnCommit({ db, mailer, logger });

  return async function settle(reference: string, result: TransactionResult, options: SettleOptions = {}): Promise<SettleOutcome> {
    const done = await db.write(async (transaction): Promise<{ outcome: SettleOutcome; refundId?: string | null }> => {
      if (options.inTransaction) await options.inTransaction(transaction);
      const now = clock.now();

      // Payment first, then its booking: every writer locks in this order (PostgreSQL).
      const payment = await payments.findByReference(reference, transaction);
      if (!payment) return { outcome: { kind: 'unknown_reference' } };
      const booking = await bookings.findOwned(payment.userId, payment.bookingId, transaction);
      if (!booking) throw new Error(`payment ${payment.reference} has no booking`);

      if (payment.status === 'success') {
        // A charge we could not fulfil got a refund nobody asked for (requestedBy null).
        const refund = await payments.findRefundForPayment(payment.id, transaction);
        return { outcome: { kind: refund && refund.requestedBy === null ? 'not_payable' : 'already_paid', payment, booking } };
      }

      switch (result.status) {
        case 'pending':
          return { outcome: { kind: 'pending', payment, booking } };
        case 'failed':
        case 'unknown':
          await payments.markUnpaid(transaction, payment.id, 'failed', result.raw, now);
          return { outcome: { kind: 'not_paid', payment: { ...payment, status: 'failed' }, booking } };
        case 'abandoned':
          await payments.markUnpaid(transaction, payment.id, 'abandoned', result.raw, now);
          return { outcome: { kind: 'not_paid', payment: { ...payment, status: 'abandoned' }, booking } };
        case 'success':
          break;
      }

      const mismatch = mismatchOf(result, payment, booking);
      if (mismatch) {
        logger.warn('payment does not match its booking; not fulfilled', { reference, mismatch });
        await payments.markUnpaid(transaction, payment.id, 'failed', { mismatch, received: result.raw }, now);
        return { outcome: { kind: 'mismatch', payment: { ...payment, status: 'failed' }, booking } };
      }

      const paidAt = result.paidAt ?? now;
      await payments.markSucceeded(transaction, payment.id, { channel: result.channel, paidAt, raw: result.raw }, now);
      const succeeded: PaymentRecord = { ...payment, status: 'success', channel: result.channel?.slice(0, 40) ?? null, paidAt, updatedAt: now };

      if (!isPayable(booking.status)) {
        // The money is in, but the booking was paid by another reference or cancelled meanwhile.
        logger.warn('payment arrived for a booking that is not payable; refunding it', { reference, bookingStatus: booking.status });
        const refundId = await refunds.recordRefund(transaction, succeeded, null, UNFULFILLABLE_CHARGE_REASON);
        return { outcome: { kind: 'not_payable', payment: succeeded, booking }, refundId };
      }

      const paid = await moveBooking(bookings, transaction, booking, 'paid', now);
      const user = await accounts.findUserById(payment.userId, transaction);
      if (!user) throw new Error(`payment ${payment.reference} has no user`);
      // No e-mail on the account (made by phone): no receipt mail; the dashboard has the receipt.
      if (user.email !== null) {
        await mailOnCommit(transaction, paymentReceiptMail({ name: user.name, email: user.email }, paid, succeeded, paidAt, publicUrl), now, { reference, mail: 'payment receipt' });
      }
      const text = await paidText(db, transaction, paid);
      if (text) await textOnCommit(transaction, text, now);
      return { outcome: { kind: 'paid', payment: succeeded, booking: paid } };
    });

    if (done.outcome.kind === 'paid') logger.info('payment settled', { reference, bookingId: done.outcome.booking.id });
    if (done.refundId) await refunds.sendRefund(done.refundId);
    return done.outcome;
  };
}

export type Settle = ReturnType<typeof createSettle>;
