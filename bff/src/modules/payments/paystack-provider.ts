// Paystack over its REST API (https://paystack.com/docs/api/): initialise a transaction, verify it
// by reference, refund it. Every call has a time-out; anything that is not one of Paystack's
// documented answers becomes a GatewayUnavailableError, never an exception the browser would see.
import { isRecord } from '@ile/domain';
import {
  GatewayUnavailableError,
  type CheckoutSession,
  type PaymentProvider,
  type RefundResult,
  type TransactionResult,
  type TransactionStatus,
} from './provider.ts';

export interface PaystackOptions {
  secretKey: string;
  /** e.g. https://api.paystack.co, without a trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

/** Paystack's transaction statuses → ours. "reversed" money went back, so it is not a payment. */
const STATUSES: Record<string, TransactionStatus> = {
  success: 'success',
  failed: 'failed',
  reversed: 'failed',
  abandoned: 'abandoned',
  pending: 'pending',
  ongoing: 'pending',
  processing: 'pending',
  queued: 'pending',
};

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function dateOrNull(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A Paystack transaction (verify's `data`, or a charge.success webhook's `data`) → our result.
 * Returns null when the shape is not a transaction at all.
 */
export function parsePaystackTransaction(data: unknown): TransactionResult | null {
  if (!isRecord(data) || typeof data.status !== 'string') return null;
  const status = STATUSES[data.status] ?? 'unknown';
  const amount = data.amount;
  // Kobo are whole numbers; anything else is not an amount we can compare.
  const amountKobo = typeof amount === 'number' && Number.isSafeInteger(amount) ? amount : null;
  if (status === 'success' && amountKobo === null) return null;
  return {
    status,
    amountKobo,
    currency: stringOrNull(data.currency),
    reference: stringOrNull(data.reference),
    channel: stringOrNull(data.channel),
    paidAt: dateOrNull(data.paid_at ?? data.paidAt),
    raw: data,
  };
}

const REFUND_STATUSES: Record<string, RefundResult['status']> = {
  pending: 'pending',
  processing: 'pending',
  'needs-attention': 'pending',
  processed: 'processed',
  failed: 'failed',
};

export function createPaystackProvider({ secretKey, baseUrl, timeoutMs }: PaystackOptions): PaymentProvider {
  const unavailable = (detail: string, cause?: unknown) => new GatewayUnavailableError('paystack', detail, { cause });

  /** One call: the HTTP status and the parsed JSON body, or GatewayUnavailableError. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ httpStatus: number; json: Record<string, unknown> }> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${secretKey}`,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // The time-out covers the body too: a server that sends headers and then stalls still ends.
      text = await response.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw unavailable(timedOut ? `no answer within ${timeoutMs} ms` : 'network error', err);
    }
    if (response.status >= 500 || response.status === 429) throw unavailable(`HTTP ${response.status}`);
    // Our own key or account is refused: nothing the customer did; retry once it is fixed.
    if (response.status === 401 || response.status === 403) throw unavailable(`HTTP ${response.status} (check PAYSTACK_SECRET_KEY)`);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw unavailable(`HTTP ${response.status} with a body that is not JSON`, err);
    }
    if (!isRecord(json) || typeof json.status !== 'boolean') throw unavailable(`HTTP ${response.status} with an unexpected body`);
    return { httpStatus: response.status, json };
  }

  return {
    name: 'paystack',

    async initialize(reference, amountKobo, email, callbackUrl, metadata): Promise<CheckoutSession> {
      const { httpStatus, json } = await call('POST', '/transaction/initialize', {
        email,
        amount: amountKobo,
        reference,
        callback_url: callbackUrl,
        metadata,
      });
      const data = json.data;
      if (json.status !== true || !isRecord(data) || typeof data.authorization_url !== 'string' || !data.authorization_url.startsWith('https://')) {
        // Paystack refused (e.g. a duplicate reference): no checkout to send the customer to.
        throw unavailable(`initialize answered HTTP ${httpStatus}: ${stringOrNull(json.message) ?? 'no checkout URL'}`);
      }
      return { checkoutUrl: data.authorization_url, accessCode: stringOrNull(data.access_code) };
    },

    async verify(reference): Promise<TransactionResult> {
      const { httpStatus, json } = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      // Paystack answers 400/404 with status false for a reference it never saw.
      if (json.status === false) {
        if (httpStatus >= 400 && httpStatus < 500) {
          return { status: 'unknown', amountKobo: null, currency: null, reference: null, channel: null, paidAt: null, raw: json };
        }
        throw unavailable(`verify answered HTTP ${httpStatus} with status false`);
      }
      const result = parsePaystackTransaction(json.data);
      if (!result) throw unavailable('verify answered an unexpected transaction shape');
      return result;
    },

    async refund(reference, amountKobo): Promise<RefundResult> {
      const { httpStatus, json } = await call('POST', '/refund', { transaction: reference, amount: amountKobo });
      const data = json.data;
      if (json.status === false) {
        // A definite no (already reversed, amount too high…): support follows up; retrying won't help.
        if (httpStatus >= 400 && httpStatus < 500) return { status: 'failed', providerRefundId: null, raw: json };
        throw unavailable(`refund answered HTTP ${httpStatus} with status false`);
      }
      if (!isRecord(data)) throw unavailable('refund answered without data');
      const id = data.id;
      return {
        status: (typeof data.status === 'string' ? REFUND_STATUSES[data.status] : undefined) ?? 'pending',
        providerRefundId: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
        raw: data,
      };
    },
  };
}
