// Pins the payment calls the web client makes: opening a checkout (and the refusal once paid),
// handlePayment's verified, declined and mismatched answers, the receipt (and another customer's,
// 404), and the built-in test checkout. Each payment state answers { bookingId, reference }, which
// the paths and bodies use.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { completeTestCheckout, getReceipt, getTestCheckout, handlePayment, startPayment } from '../../web/src/features/payments/api/requests.ts';
import { PAID_AT, PAYMENT_REFERENCE, buildPaidBooking, buildReceipt, buildReturnUrl, buildTestCheckout } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

/** The spec's PaymentReference. */
const REFERENCE = '^[A-Za-z0-9._=-]{1,100}$';
const BOOKING_ID = fromProviderState('${bookingId}', 'b_1');
const PAYMENT = fromProviderState('${reference}', PAYMENT_REFERENCE);
const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** A paid booking as handlePayment answers it: matched by type, except what the screens branch on. */
function paidBookingBody() {
  const example = buildPaidBooking();
  const { street, area, city, state } = example.visit.address;
  return {
    id: BOOKING_ID,
    reference: regex('^ILE-[A-Z0-9]{6}$', example.reference),
    service: like(example.service),
    serviceName: like(example.serviceName),
    status: 'paid',
    visit: { address: like({ street, area, city, state }), date: like(example.visit.date), timeWindow: like(example.visit.timeWindow), contactPhone: like(example.visit.contactPhone) },
    details: like({}),
    price: { lines: eachLike({ label: string('Deep cleaning'), amountKobo: integer(2_500_000) }), totalKobo: integer(example.price.totalKobo), inspectionOnly: like(false) },
    createdAt: like(example.createdAt),
    // The paid screen says when: a paid booking always has the time.
    paidAt: regex(ISO_DATE_TIME, PAID_AT),
  };
}

const paymentRequest = { bookingId: 'b_1', provider: 'test' as const, reference: PAYMENT_REFERENCE };
const paymentRequestBody = { bookingId: BOOKING_ID, provider: 'test', reference: PAYMENT };

describe('POST /app/payments/start', () => {
  it('when a customer pays a booking pending payment, then a test checkout opens for its amount', () =>
    pact
      .addInteraction()
      .given(...state(STATES.bookingExists, { of: 'the signed-in customer', status: 'pending_payment' }))
      .uponReceiving('a request to open a checkout for a booking pending payment')
      .withRequest('POST', '/app/payments/start', (req) => req.headers(JSON_WRITE).jsonBody({ bookingId: BOOKING_ID }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            provider: 'test',
            reference: regex(REFERENCE, PAYMENT_REFERENCE),
            amountKobo: integer(4_300_000),
            // An in-app path: the web app opens the test checkout without leaving.
            checkoutUrl: regex('^/pay/test/[A-Za-z0-9._=-]{1,100}$', `/pay/test/${PAYMENT_REFERENCE}`),
          },
        }),
      )
      .executeTest(async (server) => {
        const checkout = await startPayment(clientFor(server.url), 'b_1');
        expect(checkout.provider).toBe('test');
        expect(checkout.checkoutUrl).toBe(`/pay/test/${checkout.reference}`);
      }));

  it('when the booking is already paid, then 409 booking_not_payable', () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'settled' }))
      .uponReceiving('a request to open a checkout for a paid booking')
      .withRequest('POST', '/app/payments/start', (req) => req.headers(JSON_WRITE).jsonBody({ bookingId: BOOKING_ID }))
      .willRespondWith(409, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'booking_not_payable', message: string('This booking is already paid or was cancelled.') }))
      .executeTest(async (server) => {
        const error = await failure(startPayment(clientFor(server.url), 'b_1'));
        expect(error).toMatchObject({ status: 409, code: 'booking_not_payable' });
      }));
});

describe('POST /app/handlePayment', () => {
  it('when the test payment succeeded, then the server verifies it and answers 200 with the booking paid', () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'success' }))
      .uponReceiving('a payment to record whose test payment succeeded')
      .withRequest('POST', '/app/handlePayment', (req) => req.headers(JSON_WRITE).jsonBody(paymentRequestBody))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: paidBookingBody() }))
      .executeTest(async (server) => {
        const result = await handlePayment(clientFor(server.url), paymentRequest);
        expect(result.outcome).toBe('paid');
        expect(result.booking).toMatchObject({ id: 'b_1', status: 'paid' });
      }));

  it('when the test card was declined, then 402 payment_not_confirmed and the booking stays payable', () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'declined' }))
      .uponReceiving('a payment to record whose test payment was declined')
      .withRequest('POST', '/app/handlePayment', (req) => req.headers(JSON_WRITE).jsonBody(paymentRequestBody))
      .willRespondWith(402, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'payment_not_confirmed', message: string('Your payment did not go through, so nothing was charged. Please try again.') }))
      .executeTest(async (server) => {
        const error = await failure(handlePayment(clientFor(server.url), paymentRequest));
        expect(error).toMatchObject({ status: 402, code: 'payment_not_confirmed' });
      }));

  it('when the payment succeeded for another amount, then 402 payment_mismatch', () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'success-other-amount' }))
      .uponReceiving('a payment to record whose amount does not match the booking')
      .withRequest('POST', '/app/handlePayment', (req) => req.headers(JSON_WRITE).jsonBody(paymentRequestBody))
      .willRespondWith(402, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'payment_mismatch', message: string('This payment does not match your booking, so we have not marked it paid.') }))
      .executeTest(async (server) => {
        const error = await failure(handlePayment(clientFor(server.url), paymentRequest));
        expect(error).toMatchObject({ status: 402, code: 'payment_mismatch' });
      }));
});

describe('GET /app/bookings/{id}/receipt', () => {
  it('when the booking was paid with the test provider, then its receipt names that payment', () => {
    const example = buildReceipt();
    return pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'settled' }))
      .uponReceiving('a request for a paid booking’s receipt')
      .withRequest('GET', fromProviderState('/app/bookings/${bookingId}/receipt', '/app/bookings/b_1/receipt'), (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            bookingId: BOOKING_ID,
            bookingReference: regex('^ILE-[A-Z0-9]{6}$', example.bookingReference),
            service: like(example.service),
            serviceName: like(example.serviceName),
            customerName: like(example.customerName),
            visitDate: regex('^\\d{4}-\\d{2}-\\d{2}$', example.visitDate),
            timeWindow: like(example.timeWindow),
            // The price breakdown the receipt shows: each line's label and amount in kobo.
            lines: eachLike({ label: string(example.lines[0]?.label ?? 'Deep cleaning'), amountKobo: integer(example.lines[0]?.amountKobo ?? 2_500_000) }),
            amountKobo: integer(example.amountKobo),
            currency: 'NGN',
            provider: 'test',
            paymentReference: PAYMENT,
            // channel is a string or null; Pact has no union matcher, so the BFF's response validation pins it.
            paidAt: regex(ISO_DATE_TIME, example.paidAt),
            refund: null,
          },
        }),
      )
      .executeTest(async (server) => {
        const receipt = await getReceipt(clientFor(server.url), 'b_1');
        expect(receipt).toMatchObject({ bookingId: 'b_1', provider: 'test', currency: 'NGN', paymentReference: PAYMENT_REFERENCE, refund: null });
        expect(receipt.lines.length).toBeGreaterThan(0);
      });
  });
});

describe("another customer's receipt", () => {
  it("when the paid booking is another customer's, then 404 not_found, as if it did not exist", () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'another customer', outcome: 'settled' }))
      .uponReceiving("a request for another customer's receipt")
      .withRequest('GET', fromProviderState('/app/bookings/${bookingId}/receipt', '/app/bookings/b_2/receipt'), (req) => req.headers(JSON_READ))
      .willRespondWith(404, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'not_found', message: string('We could not find that.') }))
      .executeTest(async (server) => {
        // The receipt page shows "No receipt for this booking yet" on a 404.
        expect(await failure(getReceipt(clientFor(server.url), 'b_2'))).toMatchObject({ status: 404, code: 'not_found' });
      }));
});

describe('the built-in test checkout', () => {
  it('when the customer opens an open test checkout, then it shows the amount, service and e-mail', () => {
    const example = buildTestCheckout();
    return pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'open' }))
      .uponReceiving('a request for an open test checkout')
      .withRequest('GET', fromProviderState('/app/payments/test/${reference}', `/app/payments/test/${PAYMENT_REFERENCE}`), (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            reference: PAYMENT,
            bookingId: BOOKING_ID,
            bookingReference: regex('^ILE-[A-Z0-9]{6}$', example.bookingReference),
            serviceName: like(example.serviceName),
            amountKobo: integer(example.amountKobo),
            email: like(example.email),
            status: 'open',
          },
        }),
      )
      .executeTest(async (server) => {
        const checkout = await getTestCheckout(clientFor(server.url), PAYMENT_REFERENCE);
        expect(checkout).toMatchObject({ reference: PAYMENT_REFERENCE, bookingId: 'b_1', status: 'open' });
      });
  });

  it('when the customer pays on the test checkout, then the outcome is recorded and the answer is the return page', () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'open' }))
      .uponReceiving('a successful outcome on an open test checkout')
      .withRequest('POST', fromProviderState('/app/payments/test/${reference}/complete', `/app/payments/test/${PAYMENT_REFERENCE}/complete`), (req) => req.headers(JSON_WRITE).jsonBody({ outcome: 'success' }))
      .willRespondWith(200, (res) =>
        // A same-site path to the return page with the reference: the web app refuses anything else.
        res.headers(JSON_RESPONSE).jsonBody({ data: { returnUrl: regex('^/pay/[^/?#]+/return\\?(.+&)?reference=[A-Za-z0-9._=-]{1,100}(&.*)?$', buildReturnUrl()) } }),
      )
      .executeTest(async (server) => {
        const { returnUrl } = await completeTestCheckout(clientFor(server.url), PAYMENT_REFERENCE, 'success');
        expect(returnUrl).toBe(buildReturnUrl());
      }));
});
