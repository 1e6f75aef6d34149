// Settles what nobody else did: a customer who paid but never came back, a webhook that never
// arrived, a verification that timed out. It asks the provider about open payments and retries
// refunds the provider could not take. Safe to run on several instances at once: settle() and
// the refund claim make every effect happen once.
import type { Clock } from '../../clock.ts';
import type { Logger } from '../../logger.ts';
import { runEvery } from '../../run-every.ts';
import { GatewayUnavailableError, type PaymentProvider } from './provider.ts';
import type { Refunds } from './refunds.ts';
import type { PaymentsRepository } from './repository.ts';
import { OPEN_PAYMENT_TTL_MS } from './service.ts';
import type { Settle } from './settle.ts';

/** Younger payments are left alone: the customer is probably still at the checkout. */
export const RECONCILE_MIN_AGE_MS = 2 * 60 * 1000;
/** Older payments are given up on (Paystack keeps retrying its webhook for 72 hours anyway). */
export const RECONCILE_MAX_AGE_MS = 48 * 60 * 60 * 1000;
const BATCH = 100;

export interface ReconcileReport {
  /** Open payments the provider was asked about. */
  checked: number;
  /** Payments fulfilled by this run. */
  settled: number;
  /** Payments the gateway could not answer for (tried again next run). */
  unavailable: number;
  /** Requested refunds sent again. */
  refundsRetried: number;
}

export interface ReconcilerDeps {
  repo: PaymentsRepository;
  provider: PaymentProvider;
  settle: Settle;
  refunds: Pick<Refunds, 'retryRequested'>;
  clock: Clock;
  logger: Logger;
}

export function createReconciler({ repo, provider, settle, refunds, clock, logger }: ReconcilerDeps) {
  return async function reconcile(): Promise<ReconcileReport> {
    const now = clock.now();
    const report: ReconcileReport = { checked: 0, settled: 0, unavailable: 0, refundsRetried: 0 };
    const open = await repo.listOpenCreatedBetween(
      provider.name,
      new Date(now.getTime() - RECONCILE_MAX_AGE_MS),
      new Date(now.getTime() - RECONCILE_MIN_AGE_MS),
      BATCH,
    );
    for (const payment of open) {
      report.checked++;
      try {
        const result = await provider.verify(payment.reference);
        // Paystack calls a checkout nobody finished "abandoned" from the start: while the checkout
        // may still be in use, that is no answer yet.
        const stillOpen = now.getTime() - payment.createdAt.getTime() < OPEN_PAYMENT_TTL_MS;
        if (stillOpen && (result.status === 'abandoned' || result.status === 'unknown')) continue;
        const outcome = await settle(payment.reference, result);
        if (outcome.kind === 'paid') report.settled++;
      } catch (error) {
        if (error instanceof GatewayUnavailableError) {
          report.unavailable++;
          continue;
        }
        // One bad payment must not stop the others.
        logger.error('reconciling a payment failed', { reference: payment.reference, error });
      }
    }
    report.refundsRetried = await refunds.retryRequested();
    if (report.checked || report.refundsRetried) logger.info('payments reconciled', { ...report });
    return report;
  };
}

export type Reconcile = ReturnType<typeof createReconciler>;

/** Runs `reconcile` every `intervalMs` (never two runs at once) until stopped; a failed run is logged and the next one tries again. */
export function startReconciler(reconcile: () => Promise<unknown>, intervalMs: number, logger: Logger): { stop(): void } {
  return runEvery('payment reconciler run', reconcile, intervalMs, logger);
}
