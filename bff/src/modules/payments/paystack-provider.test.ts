// Proves the Paystack provider against a fake Paystack over real HTTP: the documented requests go
// out with the secret key, the documented answers are normalised, and every way the gateway can
// fail (refused connection, time-out, 5xx, broken or unexpected JSON, our key refused) becomes a
// GatewayUnavailableError rather than a crash.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../../testing/fake-paystack.ts';
import { createPaystackProvider } from './paystack-provider.ts';
import { GatewayUnavailableError, type PaymentProvider } from './provider.ts';

describe('the Paystack provider', () => {
  let fake: FakePaystack;
  let paystack: PaymentProvider;
  const TIMEOUT_MS = 250;

  beforeAll(async () => {
    fake = await startFakePaystack();
    paystack = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: fake.url, timeoutMs: TIMEOUT_MS });
  });
  afterAll(async () => {
    await fake?.close();
  });
  beforeEach(() => {
    fake.initialize = 'ok';
    fake.refund = 'ok';
  });

  let counter = 0;
  const opened = async (amountKobo = 1_250_000) => {
    const reference = `ILE-TEST01-REF${String(++counter).padStart(5, '0')}`;
    await paystack.initialize(reference, amountKobo, 'ada@example.ng', 'http://localhost:3000/pay/b_1/return', { bookingId: 'b_1' });
    return reference;
  };

  it('when a transaction is initialised, then Paystack gets email, amount in kobo, our reference, the callback URL and metadata, and we get its checkout URL', async () => {
    const reference = `ILE-TEST01-INIT${counter++}`;
    const session = await paystack.initialize(reference, 4_300_000, 'ada@example.ng', 'http://localhost:3000/pay/b_1/return', { bookingId: 'b_1' });
    expect(session.checkoutUrl).toMatch(/^https:\/\/checkout\.paystack\.com\/[0-9a-f]+$/);
    expect(session.accessCode).toEqual(expect.any(String));
    expect(fake.transactions.get(reference)).toEqual({
      reference,
      amount: 4_300_000,
      email: 'ada@example.ng',
      callbackUrl: 'http://localhost:3000/pay/b_1/return',
      metadata: { bookingId: 'b_1' },
    });
  });

  it.each([
    ['success', 'success'],
    ['failed', 'failed'],
    ['abandoned', 'abandoned'],
    ['pending', 'pending'],
    ['unknown', 'unknown'],
  ] as const)('when Paystack answers verify with %s, then the result is %s', async (behaviour, status) => {
    const reference = await opened(1_250_000);
    fake.setVerify(reference, behaviour);
    const result = await paystack.verify(reference);
    expect(result.status).toBe(status);
    if (status === 'success') {
      expect(result).toMatchObject({ amountKobo: 1_250_000, currency: 'NGN', reference, channel: 'card', paidAt: expect.any(Date) });
      expect(result.raw).toMatchObject({ status: 'success', amount: 1_250_000, gateway_response: 'Successful' });
    }
    if (status === 'unknown') expect(result.amountKobo).toBeNull();
  });

  it('when Paystack says success for another amount or currency, then the result says so (the caller refuses it)', async () => {
    const half = await opened(1_000_000);
    fake.setVerify(half, 'amount-mismatch');
    expect(await paystack.verify(half)).toMatchObject({ status: 'success', amountKobo: 500_000 });
    const cedis = await opened(1_000_000);
    fake.setVerify(cedis, 'currency-mismatch');
    expect(await paystack.verify(cedis)).toMatchObject({ status: 'success', currency: 'GHS' });
  });

  it.each(['hang', 'error500', 'malformed', 'unexpected'] as const)('when verify meets %s, then GatewayUnavailableError', async (behaviour) => {
    const reference = await opened();
    fake.setVerify(reference, behaviour);
    const started = Date.now();
    await expect(paystack.verify(reference)).rejects.toBeInstanceOf(GatewayUnavailableError);
    // A hanging gateway is given up on after the time-out, not waited for.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it.each(['hang', 'error500', 'malformed', 'refused'] as const)('when initialize meets %s, then GatewayUnavailableError', async (behaviour) => {
    fake.initialize = behaviour;
    await expect(paystack.initialize('ILE-TEST01-NOPE', 100_000, 'ada@example.ng', 'http://localhost/pay/b/return', {})).rejects.toBeInstanceOf(
      GatewayUnavailableError,
    );
  });

  it('when nothing listens at the base URL or the key is wrong, then GatewayUnavailableError', async () => {
    const closed = createPaystackProvider({ secretKey: fake.secretKey, baseUrl: 'http://127.0.0.1:1', timeoutMs: TIMEOUT_MS });
    await expect(closed.verify('ILE-TEST01-ANY')).rejects.toBeInstanceOf(GatewayUnavailableError);
    const wrongKey = createPaystackProvider({ secretKey: 'sk_test_wrong', baseUrl: fake.url, timeoutMs: TIMEOUT_MS });
    await expect(wrongKey.verify('ILE-TEST01-ANY')).rejects.toThrow(/401/);
  });

  it('when a refund is asked for, then Paystack gets the transaction reference and amount, and the queued refund comes back pending with its id', async () => {
    const reference = await opened(2_000_000);
    const before = fake.refundCalls.length;
    const answer = await paystack.refund(reference, 2_000_000);
    expect(fake.refundCalls.slice(before)).toEqual([{ transaction: reference, amount: 2_000_000 }]);
    expect(answer).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^\d+$/) });
  });

  it('when Paystack refuses a refund, then it is failed; when it cannot answer, then GatewayUnavailableError', async () => {
    const reference = await opened();
    fake.refund = 'refused';
    expect(await paystack.refund(reference, 100)).toMatchObject({ status: 'failed', providerRefundId: null });
    for (const behaviour of ['hang', 'error500', 'malformed'] as const) {
      fake.refund = behaviour;
      await expect(paystack.refund(reference, 100)).rejects.toBeInstanceOf(GatewayUnavailableError);
    }
  });
});
