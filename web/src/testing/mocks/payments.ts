// MSW handlers for the payment calls, per state a screen can be in: opening a checkout, the built-in
// test checkout, confirming a payment (handlePayment) and the receipt. Handlers can record what they
// received, so play functions count requests and check the bodies sent. `paymentsStore` plays the
// whole test-provider flow in memory (pay, checkout, return, paid list, receipt), as the BFF would.
import { delay, HttpResponse } from 'msw';
import type { Booking, PaymentCheckout, Receipt, TestCheckout } from '../../api/types.ts';
import {
  buildApiError,
  buildBooking,
  buildBookingNotPayableError,
  buildBookingsInEveryStatus,
  buildCheckoutClosedError,
  buildCustomerWithBooking,
  buildBookingNotFoundError,
  buildPaidBooking,
  buildPaymentCheckout,
  buildPaymentMismatchError,
  buildPaymentNotConfirmedError,
  buildPaymentProviderUnavailableError,
  buildPaymentsUnavailableError,
  buildPaystackCheckout,
  buildReceipt,
  buildRefundedReceipt,
  buildReturnUrl,
  buildSignInRequiredError,
  buildTestCheckout,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';

/** What a payment handler received: the path and the JSON body (undefined for reads). */
export interface RecordedPaymentRequest {
  path: string;
  body: unknown;
}

export interface PaymentRequestLog {
  readonly requests: RecordedPaymentRequest[];
  /** Stories call it in `beforeEach`, so a re-run starts from zero. */
  clear(): void;
}

export function createPaymentRequestLog(): PaymentRequestLog {
  const requests: RecordedPaymentRequest[] = [];
  return { requests, clear: () => void requests.splice(0) };
}

/** Records the request and returns the 1-based attempt number (from the log, so a re-run counts from 1). */
async function record(request: Request, log: PaymentRequestLog | undefined, attempts: { count: number }): Promise<number> {
  attempts.count += 1;
  if (!log) return attempts.count;
  const text = request.method === 'GET' ? '' : await request.clone().text();
  log.requests.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
  return log.requests.length;
}

export const startPaymentHandlers = {
  /** The test provider's checkout: a screen of this app. */
  ok: (checkout: PaymentCheckout = buildPaymentCheckout(), log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/payments/start', async ({ request, response }) => {
      await record(request, log, attempts);
      return response(200).json({ data: checkout });
    });
  },
  /** Paystack's hosted checkout: the browser leaves the app. */
  paystack: (log?: PaymentRequestLog) => startPaymentHandlers.ok(buildPaystackCheckout(), log),
  /** Answers after SLOW_MS: the busy button, and long enough for a second tap to land. */
  slow: (checkout: PaymentCheckout = buildPaystackCheckout(), log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/payments/start', async ({ request, response }) => {
      await record(request, log, attempts);
      await delay(SLOW_MS);
      return response(200).json({ data: checkout });
    });
  },
  /** Never answers: the button stays busy. */
  pending: () =>
    http.post('/app/payments/start', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildPaymentCheckout() });
    }),
  /** A checkout URL no browser should follow. */
  unsafeUrl: () => startPaymentHandlers.ok(buildPaymentCheckout({ checkoutUrl: 'javascript:alert(document.cookie)' })),
  notPayable: () => http.post('/app/payments/start', ({ response }) => response(409).json(buildBookingNotPayableError())),
  providerDown: () => http.post('/app/payments/start', ({ response }) => response(409).json(buildPaymentProviderUnavailableError())),
  /** No provider configured on the server: paying online is not available at all. */
  unavailable: () => http.post('/app/payments/start', ({ response }) => response(503).json(buildPaymentsUnavailableError())),
  networkError: () => http.post('/app/payments/start', () => HttpResponse.error()),
  /** Paystack doesn't answer the first time; the retry opens the checkout. */
  providerDownThenOk: (checkout: PaymentCheckout = buildPaystackCheckout(), log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/payments/start', async ({ request, response }) => {
      const attempt = await record(request, log, attempts);
      return attempt === 1 ? response(409).json(buildPaymentProviderUnavailableError()) : response(200).json({ data: checkout });
    });
  },
};

export const handlePaymentHandlers = {
  /** 200: verified; the booking that was asked about, now paid. */
  paid: (booking: Booking = buildPaidBooking(), log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/handlePayment', async ({ request, response }) => {
      await record(request, log, attempts);
      const body = await request.json();
      return response(200).json({ data: { ...booking, id: body.bookingId } });
    });
  },
  /** 202: the provider didn't answer in time; the booking is unchanged. */
  stillConfirming: (booking: Booking = buildBooking(), log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/handlePayment', async ({ request, response }) => {
      await record(request, log, attempts);
      return response(202).json({ data: booking });
    });
  },
  /** 202 first; "Check again" finds it paid. */
  stillConfirmingThenPaid: (log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/handlePayment', async ({ request, response }) => {
      const attempt = await record(request, log, attempts);
      return attempt === 1 ? response(202).json({ data: buildBooking() }) : response(200).json({ data: buildPaidBooking() });
    });
  },
  /** Never answers: the confirming state. */
  pending: () =>
    http.post('/app/handlePayment', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildPaidBooking() });
    }),
  notConfirmed: (log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/handlePayment', async ({ request, response }) => {
      await record(request, log, attempts);
      return response(402).json(buildPaymentNotConfirmedError());
    });
  },
  mismatch: () => http.post('/app/handlePayment', ({ response }) => response(402).json(buildPaymentMismatchError())),
  notPayable: () => http.post('/app/handlePayment', ({ response }) => response(409).json(buildBookingNotPayableError())),
  notFound: () => http.post('/app/handlePayment', ({ response }) => response(404).json(buildBookingNotFoundError())),
  signedOut: () => http.post('/app/handlePayment', ({ response }) => response(401).json(buildSignInRequiredError())),
  serverError: () => http.post('/app/handlePayment', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.post('/app/handlePayment', () => HttpResponse.error()),
  /** The connection drops on the first attempt; the retry (same reference) is verified. */
  networkErrorThenPaid: (log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/handlePayment', async ({ request, response }) => {
      const attempt = await record(request, log, attempts);
      return attempt === 1 ? HttpResponse.error() : response(200).json({ data: buildPaidBooking() });
    });
  },
};

export const receiptHandlers = {
  paid: (receipt: Receipt = buildReceipt()) => http.get('/app/bookings/{id}/receipt', ({ params, response }) => response(200).json({ data: { ...receipt, bookingId: params.id } })),
  refunded: (receipt: Receipt = buildRefundedReceipt()) => receiptHandlers.paid(receipt),
  loading: () =>
    http.get('/app/bookings/{id}/receipt', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildReceipt() });
    }),
  notFound: () => http.get('/app/bookings/{id}/receipt', ({ response }) => response(404).json(buildBookingNotFoundError())),
  error: () => http.get('/app/bookings/{id}/receipt', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/bookings/{id}/receipt', () => HttpResponse.error()),
};

export const testCheckoutHandlers = {
  open: (checkout: TestCheckout = buildTestCheckout()) => http.get('/app/payments/test/{reference}', ({ response }) => response(200).json({ data: checkout })),
  /** A checkout that already has an outcome (opened again with Back, or from another tab). */
  closed: (status: TestCheckout['status'] = 'success') => testCheckoutHandlers.open(buildTestCheckout({ status })),
  loading: () =>
    http.get('/app/payments/test/{reference}', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildTestCheckout() });
    }),
  notFound: () => http.get('/app/payments/test/{reference}', ({ response }) => response(404).json(buildApiError({ code: 'not_found', message: 'We could not find that.' }))),
  error: () => http.get('/app/payments/test/{reference}', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/payments/test/{reference}', () => HttpResponse.error()),
};

export const completeTestCheckoutHandlers = {
  /** Records the outcome and sends the browser back to b_1's return page. */
  ok: (log?: PaymentRequestLog, returnUrl: string = buildReturnUrl()) => {
    const attempts = { count: 0 };
    return http.post('/app/payments/test/{reference}/complete', async ({ request, response }) => {
      await record(request, log, attempts);
      return response(200).json({ data: { returnUrl } });
    });
  },
  slow: (log?: PaymentRequestLog) => {
    const attempts = { count: 0 };
    return http.post('/app/payments/test/{reference}/complete', async ({ request, response }) => {
      await record(request, log, attempts);
      await delay(SLOW_MS);
      return response(200).json({ data: { returnUrl: buildReturnUrl() } });
    });
  },
  /** A return URL that leads to another site: never followed. */
  offSite: () => completeTestCheckoutHandlers.ok(undefined, 'https://evil.example/pay/b_1/return?reference=ILE-7KX2Q9-P3F8K2AM'),
  closed: () => http.post('/app/payments/test/{reference}/complete', ({ response }) => response(409).json(buildCheckoutClosedError())),
  networkError: () => http.post('/app/payments/test/{reference}/complete', () => HttpResponse.error()),
};

/**
 * A customer's bookings and test payments kept in memory: Pay opens a test checkout, its outcome is
 * recorded, handlePayment marks the booking paid only after a success, and the refetched list,
 * current user and receipt follow, as with the real BFF. Call `reset()` in the story's `beforeEach`.
 */
export function paymentsStore(initial: () => Booking[] = buildBookingsInEveryStatus, log?: PaymentRequestLog) {
  let bookings = initial();
  let payments = new Map<string, { bookingId: string; status: TestCheckout['status'] }>();
  const attempts = { count: 0 };
  const find = (id: string) => bookings.find((b) => b.id === id);
  const open = () => bookings.filter((b) => b.status !== 'completed' && b.status !== 'cancelled');
  const checkoutOf = (reference: string): TestCheckout | null => {
    const payment = payments.get(reference);
    const booking = payment ? find(payment.bookingId) : undefined;
    if (!payment || !booking) return null;
    return buildTestCheckout({ reference, bookingId: booking.id, bookingReference: booking.reference, serviceName: booking.serviceName, amountKobo: booking.price.totalKobo, status: payment.status });
  };
  return {
    reset() {
      bookings = initial();
      payments = new Map();
      log?.clear();
    },
    handlers: {
      currentUser: http.get('/app/current_user', ({ response }) => response(200).json({ data: buildCustomerWithBooking(undefined, { bookings: open() }) })),
      bookings: http.get('/app/fetchCompleteBookings', ({ response }) => response(200).json({ data: bookings })),
      startPayment: http.post('/app/payments/start', async ({ request, response }) => {
        await record(request, log, attempts);
        const { bookingId } = await request.json();
        const booking = find(bookingId);
        if (!booking) return response(404).json(buildBookingNotFoundError());
        if (booking.status !== 'pending_payment') return response(409).json(buildBookingNotPayableError());
        const reference = `${booking.reference}-P${payments.size + 1}`;
        payments.set(reference, { bookingId, status: 'open' });
        return response(200).json({ data: buildPaymentCheckout({ reference, amountKobo: booking.price.totalKobo, checkoutUrl: `/pay/test/${reference}` }) });
      }),
      testCheckout: http.get('/app/payments/test/{reference}', ({ params, response }) => {
        const checkout = checkoutOf(params.reference);
        return checkout ? response(200).json({ data: checkout }) : response(404).json(buildBookingNotFoundError());
      }),
      completeTestCheckout: http.post('/app/payments/test/{reference}/complete', async ({ params, request, response }) => {
        await record(request, log, attempts);
        const payment = payments.get(params.reference);
        if (!payment) return response(404).json(buildBookingNotFoundError());
        if (payment.status !== 'open') return response(409).json(buildCheckoutClosedError());
        payment.status = (await request.json()).outcome;
        return response(200).json({ data: { returnUrl: buildReturnUrl(payment.bookingId, params.reference) } });
      }),
      handlePayment: http.post('/app/handlePayment', async ({ request, response }) => {
        await record(request, log, attempts);
        const { bookingId, reference } = await request.json();
        const payment = payments.get(reference);
        const booking = find(bookingId);
        if (!booking) return response(404).json(buildBookingNotFoundError());
        if (!payment || payment.bookingId !== bookingId) return response(402).json(buildPaymentMismatchError());
        if (payment.status !== 'success') return response(402).json(buildPaymentNotConfirmedError());
        // Fulfilled once: asking again with the same reference answers the paid booking again.
        const paid: Booking = booking.status === 'pending_payment' ? { ...booking, status: 'paid', paidAt: new Date().toISOString() } : booking;
        bookings = bookings.map((b) => (b.id === paid.id ? paid : b));
        return response(200).json({ data: paid });
      }),
      receipt: http.get('/app/bookings/{id}/receipt', ({ params, response }) => {
        const booking = find(params.id);
        const reference = [...payments].find(([, p]) => p.bookingId === params.id && p.status === 'success')?.[0];
        if (!booking?.paidAt) return response(404).json(buildBookingNotFoundError());
        return response(200).json({
          data: buildReceipt({ bookingId: booking.id, bookingReference: booking.reference, service: booking.service, serviceName: booking.serviceName, visitDate: booking.visit.date, timeWindow: booking.visit.timeWindow, amountKobo: booking.price.totalKobo, paidAt: booking.paidAt, ...(reference ? { paymentReference: reference } : {}) }),
        });
      }),
    },
  };
}
