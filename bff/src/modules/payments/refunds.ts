// Refunds: recorded in the same write as whatever makes them due (a cancellation, or a charge
// that arrived for a booking already paid or cancelled), sent to the provider after commit, and
// retried by the reconciler while the provider cannot take them.
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import type { BookingRecord, CancellationRefunds } from '../bookings/index.ts';
import { GatewayUnavailableError, type PaymentProvider } from './provider.ts';
import type { PaymentRecord, PaymentsRepository } from './repository.ts';

/** A requested refund is retried once it has been left alone this long (the first send is immediate). */
export const REFUND_RETRY_AFTER_MS = 60_000;
const RETRY_BATCH = 100;

export const UNFULFILLABLE_CHARGE_REASON = 'The payment arrived after the booking was already paid or cancelled.';

export interface RefundsDeps {
  db: Db;
  repo: PaymentsRepository;
  /** Null while no provider is configured: refunds wait, requested, for one. */
  provider: PaymentProvider | null;
  clock: Clock;
  logger: Logger;
}

export function createRefunds({ db, repo, provider, clock, logger }: RefundsDeps) {
  /** Inside the caller's write. Null when the payment already has its refund. */
  async function recordRefund(transaction: Transaction, payment: PaymentRecord, requestedBy: string | null, reason: string | null): Promise<string | null> {
    const refund = await repo.createRefund(
      transaction,
      { paymentId: payment.id, bookingId: payment.bookingId, provider: payment.provider, amountKobo: payment.amountKobo, requestedBy, reason },
      clock.now(),
    );
    return refund?.id ?? null;
  }

  /** Asks the provider for one requested refund and stores its answer. Never throws. */
  async function sendRefund(refundId: string): Promise<void> {
    try {
      const refund = await repo.findRefund(refundId);
      if (!refund || refund.status !== 'requested') return;
      if (!provider || refund.provider !== provider.name) {
        logger.warn('refund left for its own provider', { refundId, provider: refund.provider });
        return;
      }
      const payment = await repo.findPaymentById(refund.paymentId);
      if (!payment) throw new Error(`refund ${refundId} has no payment`);
      const answer = await provider.refund(payment.reference, refund.amountKobo);
      await db.write((transaction) =>
        repo.advanceRefund(transaction, refund.id, answer.status, { providerRefundId: answer.providerRefundId, raw: answer.raw }, clock.now()),
      );
      if (answer.status === 'failed') logger.error('the provider refused a refund; support must follow up', { refundId, reference: payment.reference });
      else logger.info('refund sent', { refundId, reference: payment.reference, status: answer.status });
    } catch (error) {
      if (error instanceof GatewayUnavailableError) {
        logger.warn('refund not sent: the gateway is unavailable; the reconciler retries it', { refundId, detail: error.detail });
        return;
      }
      logger.error('refund not sent', { refundId, error });
    }
  }

  const cancellation: CancellationRefunds = {
    async recordRefundForCancellation(transaction: Transaction, booking: BookingRecord, requestedBy: string, reason: string | null): Promise<string[]> {
      const ids: string[] = [];
      for (const payment of await repo.listSucceededForBooking(booking.id, transaction)) {
        const id = await recordRefund(transaction, payment, requestedBy, reason);
        if (id) ids.push(id);
      }
      return ids;
    },
    async sendRefunds(refundIds: string[]): Promise<void> {
      for (const id of refundIds) await sendRefund(id);
    },
  };

  return {
    ...cancellation,
    recordRefund,
    sendRefund,

    /** Sends again the refunds the provider has not accepted yet; answers how many were tried. */
    async retryRequested(): Promise<number> {
      const now = clock.now();
      if (!provider) return 0;
      const due = await repo.listRequestedRefunds(provider.name, new Date(now.getTime() - REFUND_RETRY_AFTER_MS), RETRY_BATCH);
      let tried = 0;
      for (const refund of due) {
        // Another instance's reconciler may have taken it since the list was read.
        if (!(await repo.claimRefund(refund.id, refund.updatedAt, clock.now()))) continue;
        tried++;
        await sendRefund(refund.id);
      }
      return tried;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
