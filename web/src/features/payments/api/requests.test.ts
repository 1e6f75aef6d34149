// Proves the payment requests hit the spec's paths with the right bodies, and that handlePayment tells
// a verified payment (200) from one still being confirmed (202), and hands back 402s as ApiErrors.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/client.ts';
import { ApiError } from '../../../api/errors.ts';
import { PAYMENT_REFERENCE, buildBooking, buildPaidBooking, buildPaymentCheckout, buildPaymentMismatchError, buildReceipt, buildReturnUrl, buildTestCheckout } from '../../../testing/fixtures/index.ts';
import { completeTestCheckout, getReceipt, getTestCheckout, handlePayment, startPayment } from './requests.ts';

function recordingClient(status: number, answer: unknown) {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://bff.test',
    csrfToken: () => 'csrf',
    fetch: async (request) => {
      seen.push(request);
      return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { client, seen };
}

describe('startPayment', () => {
  it('when a checkout opens, then it posted the booking id with the CSRF header and returns the checkout', async () => {
    const { client, seen } = recordingClient(200, { data: buildPaymentCheckout() });
    expect(await startPayment(client, 'b_1')).toEqual(buildPaymentCheckout());
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/app/payments/start');
    expect(seen[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf');
    expect(await seen[0]?.json()).toEqual({ bookingId: 'b_1' });
  });
});

describe('handlePayment', () => {
  const body = { bookingId: 'b_1', provider: 'test' as const, reference: PAYMENT_REFERENCE };

  it('when the server answers 200, then the payment is paid, with the booking', async () => {
    const { client, seen } = recordingClient(200, { data: buildPaidBooking() });
    expect(await handlePayment(client, body)).toEqual({ outcome: 'paid', booking: buildPaidBooking() });
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/app/handlePayment');
    expect(await seen[0]?.json()).toEqual(body);
  });

  it('when the server answers 202, then it is still being confirmed, with the unchanged booking', async () => {
    const { client } = recordingClient(202, { data: buildBooking() });
    expect(await handlePayment(client, body)).toEqual({ outcome: 'still-confirming', booking: buildBooking() });
  });

  it('when the server answers 402 payment_mismatch, then an ApiError with its status and code is thrown', async () => {
    const { client } = recordingClient(402, buildPaymentMismatchError());
    const failure = await handlePayment(client, body).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 402, code: 'payment_mismatch' });
  });
});

describe('receipt and test checkout', () => {
  it('when reading a receipt, then it asks for the booking’s receipt path', async () => {
    const { client, seen } = recordingClient(200, { data: buildReceipt() });
    expect(await getReceipt(client, 'b_1')).toEqual(buildReceipt());
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/app/bookings/b_1/receipt');
  });

  it('when reading and completing a test checkout, then the reference is in the path and the outcome in the body', async () => {
    const read = recordingClient(200, { data: buildTestCheckout() });
    expect(await getTestCheckout(read.client, PAYMENT_REFERENCE)).toEqual(buildTestCheckout());
    expect(new URL(read.seen[0]?.url ?? '').pathname).toBe(`/app/payments/test/${PAYMENT_REFERENCE}`);

    const done = recordingClient(200, { data: { returnUrl: buildReturnUrl() } });
    expect(await completeTestCheckout(done.client, PAYMENT_REFERENCE, 'declined')).toEqual({ returnUrl: buildReturnUrl() });
    expect(new URL(done.seen[0]?.url ?? '').pathname).toBe(`/app/payments/test/${PAYMENT_REFERENCE}/complete`);
    expect(await done.seen[0]?.json()).toEqual({ outcome: 'declined' });
  });
});
