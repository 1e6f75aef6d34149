// POST /hooks/paystack: Paystack tells us about charges and refunds, server to server (no session,
// no CSRF, not in openapi.yaml). The sender is proven by x-paystack-signature, the hex HMAC-SHA512
// of the raw body keyed with our secret key, checked before the body is even parsed. Each event
// takes effect once: its key is recorded in the same write as its effect.
import { isRecord } from '@ile/domain';
import { createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router, type RequestHandler } from 'express';
import type { Transaction } from 'sequelize';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import { MESSAGES } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import { parsePaystackTransaction } from './paystack-provider.ts';
import { DuplicateWebhookEventError, type PaymentsRepository, type RefundStatus } from './repository.ts';
import type { Settle } from './settle.ts';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';
export const WEBHOOK_BODY_LIMIT = '64kb';

export type WebhookResult = 'handled' | 'duplicate' | 'ignored';

/** The signature Paystack sends for `rawBody`. */
export function paystackSignature(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time comparison of the sent signature with ours (lengths first: timingSafeEqual needs equal lengths). */
export function signatureMatches(secretKey: string, rawBody: Buffer, sent: string | undefined): boolean {
  if (!sent) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'utf8');
  const given = Buffer.from(sent.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const REFUND_EVENTS: Record<string, Exclude<RefundStatus, 'requested'>> = {
  'refund.pending': 'pending',
  'refund.processing': 'pending',
  'refund.processed': 'processed',
  'refund.failed': 'failed',
};

function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : null;
}

export interface PaystackEventsDeps {
  db: Db;
  repo: PaymentsRepository;
  settle: Settle;
  clock: Clock;
  logger: Logger;
}

/** What each Paystack event does; answers whether it took effect, was a duplicate, or is not ours. */
export function createPaystackEventHandler({ db, repo, settle, clock, logger }: PaystackEventsDeps) {
  /** Records the event inside the write that applies it: both commit, or neither. */
  const record = (eventKey: string) => (transaction: Transaction) => repo.recordWebhookEvent(transaction, 'paystack', eventKey, clock.now());

  async function chargeSuccess(data: Record<string, unknown>): Promise<WebhookResult> {
    const result = parsePaystackTransaction(data);
    // Only a success gives value; anything else in a charge.success is not a charge we can use.
    if (!result || result.status !== 'success' || !result.reference) {
      logger.warn('charge.success without a usable transaction; ignored', { reference: result?.reference ?? null });
      return 'ignored';
    }
    const outcome = await settle(result.reference, result, { inTransaction: record(`charge.success:${result.reference}`) });
    if (outcome.kind === 'unknown_reference') {
      logger.warn('charge.success for a reference we never issued; ignored', { reference: result.reference });
      return 'ignored';
    }
    return 'handled';
  }

  async function refundEvent(event: string, to: Exclude<RefundStatus, 'requested'>, data: Record<string, unknown>): Promise<WebhookResult> {
    const transaction = isRecord(data.transaction) ? data.transaction : null;
    const reference = idOf(data.transaction_reference) ?? idOf(transaction?.reference);
    const providerRefundId = idOf(data.id) ?? idOf(data.refund_reference);
    if (!reference) return 'ignored';
    return db.write(async (tx): Promise<WebhookResult> => {
      await record(`${event}:${reference}:${providerRefundId ?? ''}`)(tx);
      const payment = await repo.findByReference(reference, tx);
      const refund = payment ? await repo.findRefundForPayment(payment.id, tx) : null;
      // A refund made from Paystack's dashboard, not by us: nothing of ours to update.
      if (!refund) return 'ignored';
      await repo.advanceRefund(tx, refund.id, to, { providerRefundId, raw: data }, clock.now());
      return 'handled';
    });
  }

  return async function handle(event: string, data: Record<string, unknown>): Promise<WebhookResult> {
    try {
      if (event === 'charge.success') return await chargeSuccess(data);
      const to = REFUND_EVENTS[event];
      if (to) return await refundEvent(event, to, data);
      return 'ignored';
    } catch (err) {
      if (err instanceof DuplicateWebhookEventError) return 'duplicate';
      throw err;
    }
  };
}

export type PaystackEventHandler = ReturnType<typeof createPaystackEventHandler>;

/**
 * The webhook endpoint. `secretKey` is null unless Paystack is the provider, and then the
 * endpoint does not exist (404).
 */
export function paystackWebhookRouter(secretKey: string | null, handle: PaystackEventHandler): Router {
  const router = Router();

  const enabled: RequestHandler = (_req, res, next) => {
    if (secretKey) {
      next();
      return;
    }
    res.status(404).json({ code: 'not_found', message: MESSAGES.notFound });
  };

  router.post('/', enabled, express.raw({ type: '*/*', limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    if (!secretKey) throw new Error('unreachable: the webhook is off without a secret key');
    const raw: Buffer = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    if (!signatureMatches(secretKey, raw, req.get(PAYSTACK_SIGNATURE_HEADER))) {
      res.status(401).json({ code: 'invalid_signature', message: 'The request signature is missing or wrong.' });
      return;
    }
    // Parsed only now, from the exact bytes that were signed (never re-serialised).
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      res.status(400).json({ code: 'invalid_json', message: 'The request body is not valid JSON.' });
      return;
    }
    if (!isRecord(body) || typeof body.event !== 'string' || !isRecord(body.data)) {
      res.status(400).json({ code: 'bad_request', message: 'Expected { event, data }.' });
      return;
    }
    const result = await handle(body.event, body.data);
    res.status(200).json({ received: true, result });
  });

  return router;
}
