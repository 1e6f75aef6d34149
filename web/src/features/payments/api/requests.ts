// Plain request functions for the payment calls: a client in, the answer's `data` out, or an ApiError
// thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { Booking, PaymentCheckout, PaymentRequest, Receipt, TestCheckout, paths } from '../../../api/types.ts';

export type TestCheckoutOutcome = paths['/app/payments/test/{reference}/complete']['post']['requestBody']['content']['application/json']['outcome'];

/**
 * handlePayment's two good answers. 200: the provider confirmed it and the booking is paid. 202: the
 * provider could not be reached in time; the booking is unchanged and settles later on its own.
 */
export type PaymentConfirmation = { outcome: 'paid'; booking: Booking } | { outcome: 'still-confirming'; booking: Booking };

/** Opens (or re-opens, while it is still open) a checkout for an unpaid booking: where to send the browser. */
export async function startPayment(client: ApiClient, bookingId: string): Promise<PaymentCheckout> {
  return (await unwrap(client.POST('/app/payments/start', { body: { bookingId } }))).data;
}

/**
 * Asks the server to verify `reference` with the provider and mark the booking paid. Safe to repeat:
 * the same reference answers the paid booking again. 402 and 409 arrive as ApiErrors.
 */
export async function handlePayment(client: ApiClient, body: PaymentRequest): Promise<PaymentConfirmation> {
  // Both 200 and 202 carry the booking; only the status tells them apart, and unwrap keeps just the body.
  let status = 0;
  const answer = await unwrap(
    client.POST('/app/handlePayment', { body }).then((result) => {
      status = result.response.status;
      return result;
    }),
  );
  return status === 202 ? { outcome: 'still-confirming', booking: answer.data } : { outcome: 'paid', booking: answer.data };
}

/** The receipt of a paid booking (with its refund, if any); 404 until the booking is paid. */
export async function getReceipt(client: ApiClient, bookingId: string): Promise<Receipt> {
  return (await unwrap(client.GET('/app/bookings/{id}/receipt', { params: { path: { id: bookingId } } }))).data;
}

/** What the built-in test checkout shows; 404 unless the test provider is on. */
export async function getTestCheckout(client: ApiClient, reference: string): Promise<TestCheckout> {
  return (await unwrap(client.GET('/app/payments/test/{reference}', { params: { path: { reference } } }))).data;
}

/** Records the customer's choice on the test checkout; the answer says where the browser goes next. 409 once closed. */
export async function completeTestCheckout(client: ApiClient, reference: string, outcome: TestCheckoutOutcome): Promise<{ returnUrl: string }> {
  return (await unwrap(client.POST('/app/payments/test/{reference}/complete', { params: { path: { reference } }, body: { outcome } }))).data;
}
