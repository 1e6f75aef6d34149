// A stand-in for Paystack's REST API on 127.0.0.1 (random port), answering its documented shapes
// for initialize, verify and refund, so the BFF's real Paystack provider is tested over real HTTP
// and never against the internet. Tests tell it, per reference, how to misbehave.
import { isRecord } from '@ile/domain';
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How verify answers for a reference:
 * success / failed / abandoned / pending: a transaction in that status for the initialised amount;
 * amount-mismatch: success for a different amount; currency-mismatch: success in GHS;
 * unknown: 400 "Transaction reference not found"; hang: never answers; error500: HTTP 500;
 * malformed: HTTP 200 with broken JSON; unexpected: valid JSON that is not Paystack's shape.
 */
export type FakeVerifyBehaviour =
  | 'success'
  | 'failed'
  | 'abandoned'
  | 'pending'
  | 'amount-mismatch'
  | 'currency-mismatch'
  | 'unknown'
  | 'hang'
  | 'error500'
  | 'malformed'
  | 'unexpected';

/** How initialize and refund answer (for every reference). */
export type FakeCallBehaviour = 'ok' | 'hang' | 'error500' | 'malformed' | 'refused';

export interface FakeTransaction {
  reference: string;
  amount: number;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
}

export interface FakeRefundCall {
  transaction: string;
  amount: number | null;
}

export interface FakePaystack {
  /** http://127.0.0.1:<port>: give it to the BFF as PAYSTACK_BASE_URL. */
  url: string;
  secretKey: string;
  /** Transactions initialised, by reference. */
  transactions: Map<string, FakeTransaction>;
  /** Every POST /refund, in order. */
  refundCalls: FakeRefundCall[];
  /** Calls by "METHOD /path-pattern", e.g. "GET /transaction/verify". */
  calls: Map<string, number>;
  /** Verify's answer for one reference; references not set answer `abandoned` (like Paystack before payment). */
  setVerify(reference: string, behaviour: FakeVerifyBehaviour): void;
  initialize: FakeCallBehaviour;
  refund: FakeCallBehaviour;
  /** The charge a success answers with: Paystack's transaction resource (also a charge.success webhook's data). */
  transactionData(reference: string, overrides?: Record<string, unknown>): Record<string, unknown>;
  close(): Promise<void>;
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (data += chunk));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function parseJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return isRecord(value) ? value : {};
  } catch {
    return {};
  }
}

export async function startFakePaystack(options: { secretKey?: string } = {}): Promise<FakePaystack> {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(16).toString('hex')}`;
  const transactions = new Map<string, FakeTransaction>();
  const verifyBehaviour = new Map<string, FakeVerifyBehaviour>();
  const refundCalls: FakeRefundCall[] = [];
  const calls = new Map<string, number>();
  const sockets = new Set<Socket>();
  let nextId = 4_099_260_000;

  const transactionData = (reference: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => {
    const known = transactions.get(reference);
    const paidAt = new Date().toISOString();
    return {
      id: nextId++,
      domain: 'test',
      status: 'success',
      reference,
      receipt_number: null,
      amount: known?.amount ?? 0,
      message: null,
      gateway_response: 'Successful',
      paid_at: paidAt,
      created_at: paidAt,
      channel: 'card',
      currency: 'NGN',
      ip_address: '197.210.45.12',
      metadata: known?.metadata ?? '',
      fees: 7500,
      customer: { id: 92_312_441, first_name: null, last_name: null, email: known?.email ?? 'customer@example.ng', customer_code: 'CUS_xnxdt6s1zg1f4nx' },
      authorization: {
        authorization_code: 'AUTH_pmx3mgawyd',
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa ',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
      },
      requested_amount: known?.amount ?? 0,
      ...overrides,
    };
  };

  /** Answers according to a misbehaviour; true when it took care of the response. */
  const misbehave = (res: ServerResponse, behaviour: FakeCallBehaviour | FakeVerifyBehaviour): boolean => {
    switch (behaviour) {
      case 'hang':
        return true; // never answer; the socket is destroyed on close()
      case 'error500':
        res.writeHead(500, { 'Content-Type': 'text/html' });
        res.end('<html><body>502 Bad Gateway</body></html>');
        return true;
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"status":true,"message":"Verification successful","data":{"status":"succ');
        return true;
      case 'unexpected':
        send(res, 200, { ok: 1, result: ['not', 'paystack'] });
        return true;
      default:
        return false;
    }
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const body = parseJson(await readBody(req));
    const route = `${req.method} ${url.pathname.replace(/^\/transaction\/verify\/.*/, '/transaction/verify')}`;
    calls.set(route, (calls.get(route) ?? 0) + 1);

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      send(res, 401, { status: false, message: 'Invalid key' });
      return;
    }

    if (route === 'POST /transaction/initialize') {
      if (misbehave(res, fake.initialize)) return;
      if (fake.initialize === 'refused') {
        send(res, 400, { status: false, message: 'Duplicate Transaction Reference' });
        return;
      }
      const { email, amount, reference } = body;
      if (typeof email !== 'string' || typeof amount !== 'number' || !Number.isInteger(amount) || typeof reference !== 'string') {
        send(res, 400, { status: false, message: 'Invalid request: email, amount (kobo) and reference are required' });
        return;
      }
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        reference,
        amount,
        email,
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        metadata: body.metadata ?? null,
      });
      send(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      });
      return;
    }

    if (route === 'GET /transaction/verify') {
      const reference = decodeURIComponent(url.pathname.slice('/transaction/verify/'.length));
      const known = transactions.get(reference);
      const behaviour = verifyBehaviour.get(reference) ?? (known ? 'abandoned' : 'unknown');
      if (misbehave(res, behaviour)) return;
      if (behaviour === 'unknown' || !known) {
        send(res, 400, { status: false, message: 'Transaction reference not found', meta: { nextStep: 'Ensure that you\'re passing the reference of a transaction that exists on this integration' }, type: 'validation_error', code: 'transaction_not_found' });
        return;
      }
      const overrides: Record<string, Record<string, unknown>> = {
        success: {},
        failed: { status: 'failed', gateway_response: 'Declined', paid_at: null },
        abandoned: { status: 'abandoned', gateway_response: 'The transaction was not completed', paid_at: null },
        pending: { status: 'ongoing', gateway_response: 'Awaiting bank transfer', paid_at: null },
        'amount-mismatch': { amount: Math.max(100, Math.floor(known.amount / 2)) },
        'currency-mismatch': { currency: 'GHS' },
      };
      send(res, 200, { status: true, message: 'Verification successful', data: transactionData(reference, overrides[behaviour] ?? {}) });
      return;
    }

    if (route === 'POST /refund') {
      const transaction = typeof body.transaction === 'string' ? body.transaction : String(body.transaction ?? '');
      refundCalls.push({ transaction, amount: typeof body.amount === 'number' ? body.amount : null });
      if (misbehave(res, fake.refund)) return;
      if (fake.refund === 'refused') {
        send(res, 400, { status: false, message: 'Transaction has been fully reversed' });
        return;
      }
      const known = transactions.get(transaction);
      const now = new Date().toISOString();
      send(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: { id: nextId++, domain: 'test', reference: transaction, amount: known?.amount ?? 0, paid_at: now, channel: 'card', currency: 'NGN' },
          integration: 428_626,
          deducted_amount: 0,
          channel: null,
          merchant_note: 'Refund for transaction',
          customer_note: 'Refund for transaction',
          status: 'pending',
          refunded_by: 'merchant@example.ng',
          expected_at: now,
          currency: 'NGN',
          domain: 'test',
          amount: typeof body.amount === 'number' ? body.amount : (known?.amount ?? 0),
          fully_deducted: true,
          id: nextId++,
          createdAt: now,
          updatedAt: now,
        },
      });
      return;
    }

    send(res, 404, { status: false, message: 'Not found' });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the fake Paystack has no TCP address');

  const fake: FakePaystack = {
    url: `http://127.0.0.1:${address.port}`,
    secretKey,
    transactions,
    refundCalls,
    calls,
    setVerify: (reference, behaviour) => verifyBehaviour.set(reference, behaviour),
    initialize: 'ok',
    refund: 'ok',
    transactionData,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}

/** The x-paystack-signature Paystack would send with `rawBody`: hex HMAC-SHA512 keyed with the secret key. */
export function signPaystackWebhook(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** A refund webhook's data as Paystack documents it (refund.pending / processed / failed). */
export function paystackRefundEventData(transactionReference: string, status: 'pending' | 'processed' | 'failed', amount: number): Record<string, unknown> {
  return {
    status,
    transaction_reference: transactionReference,
    refund_reference: status === 'processed' ? '132013318360' : null,
    amount,
    currency: 'NGN',
    processor: 'mastercard',
    customer: { first_name: null, last_name: null, email: 'customer@example.ng' },
    integration: 463_433,
    domain: 'test',
    id: '1234567',
  };
}
