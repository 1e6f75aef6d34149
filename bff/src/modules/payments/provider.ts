// What the payments module needs from a payment provider, whoever it is (Paystack, the built-in
// test gateway). Everything a provider answers is normalised here, so the rules that give value
// (settle.ts) never read a provider's own shapes.
import type { PaymentProviderName } from '../../config.ts';

export type { PaymentProviderName } from '../../config.ts';

export interface CheckoutSession {
  /** Where the customer's browser goes to pay. */
  checkoutUrl: string;
  /** Paystack's access_code (for its inline popup); null for the test gateway. */
  accessCode: string | null;
}

/**
 * success: money taken. failed: declined (or reversed). abandoned: the customer never finished.
 * pending: still under way (e.g. a bank transfer not yet in). unknown: the provider has no such
 * transaction.
 */
export type TransactionStatus = 'success' | 'failed' | 'abandoned' | 'pending' | 'unknown';

export interface TransactionResult {
  status: TransactionStatus;
  /** What the provider says was charged, in kobo; null when it did not say (unknown). */
  amountKobo: number | null;
  currency: string | null;
  /** The reference the provider answered for; compared with ours before any value is given. */
  reference: string | null;
  channel: string | null;
  paidAt: Date | null;
  /** The provider's data as received, stored with the payment. */
  raw: unknown;
}

export type ProviderRefundStatus = 'pending' | 'processed' | 'failed';

export interface RefundResult {
  status: ProviderRefundStatus;
  providerRefundId: string | null;
  raw: unknown;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  initialize(reference: string, amountKobo: number, email: string, callbackUrl: string, metadata: Record<string, string>): Promise<CheckoutSession>;
  verify(reference: string): Promise<TransactionResult>;
  refund(reference: string, amountKobo: number): Promise<RefundResult>;
}

/**
 * The provider could not be asked or did not answer sensibly (network error, time-out, 5xx,
 * malformed or unexpected JSON). Never a 5xx for the browser: the caller answers "try again" or
 * "we'll settle it later", and the reconciler retries.
 */
export class GatewayUnavailableError extends Error {
  override readonly name = 'GatewayUnavailableError';
  constructor(
    readonly provider: PaymentProviderName,
    readonly detail: string,
    options?: { cause?: unknown },
  ) {
    super(`${provider} is unavailable: ${detail}`, options);
  }
}

export const CURRENCY = 'NGN';
