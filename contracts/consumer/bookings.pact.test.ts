// Pins the booking calls the web client makes: the 17 service forms (with an Idempotency-Key),
// the customer's bookings list, cancel (and another customer's booking, 404) and reschedule, and a key
// used again for another booking (422); bodies come from the shared fixtures.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { SERVICE_KEYS, SMALLEST_JOB, type ServiceKey } from '@ile/domain';
import { BOOKING_PATHS, cancelBooking, createBooking, listBookings, rescheduleBooking, type BookingRequest } from '../../web/src/features/bookings/api/requests.ts';
import type { ApiClient } from '../../web/src/api/client.ts';
import { buildBooking, buildCurrentUser } from '../../web/src/testing/fixtures/index.ts';
import { describeFailure } from '../../web/src/features/bookings/confirm-failure.ts';
import type { Booking } from '../../web/src/api/types.ts';
import { STATES, VISIT_DAY_EXAMPLE, bookableVisitDay, state } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact, userFields } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const UUID = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
const IDEMPOTENCY_KEY = '5b0e6a0e-1f2b-4c3d-9e4f-5a6b7c8d9e0f';
/** The day the client sends: bookable today. The pact records VISIT_DAY_EXAMPLE in its place (states.ts). */
const VISIT_DAY = bookableVisitDay();
/** The visit day in an interaction: any string here, the provider state's `visitDay` when verified. */
const visitDay = () => fromProviderState('${visitDay}', VISIT_DAY_EXAMPLE);

function visit() {
  return { ...buildBooking().visit, date: VISIT_DAY, contactPhone: '0803 123 4567' };
}

/** A booking as the BFF answers it, matched by type except what the client branches on. */
function bookingBody(service: ServiceKey, status: Booking['status'], details: object = SMALLEST_JOB[service]) {
  const example = buildBooking({ service, status });
  const { street, area, city, state } = example.visit.address;
  return {
    id: like(example.id),
    reference: regex('^ILE-[A-Z0-9]{6}$', example.reference),
    service,
    serviceName: like(example.serviceName),
    status,
    visit: { address: like({ street, area, city, state }), date: like(example.visit.date), timeWindow: like(example.visit.timeWindow), contactPhone: like('+2348031234567') },
    details: like(details),
    price: { lines: eachLike({ label: string('Call-out'), amountKobo: integer(800000) }), totalKobo: integer(example.price.totalKobo), inspectionOnly: like(false) },
    createdAt: like(example.createdAt),
  };
}


/** One booking call: the request body typed for its service, and the web client's call. */
function bookingCase<K extends ServiceKey>(service: K, body: BookingRequest<K>) {
  return { service, body, book: (client: ApiClient, key: string) => createBooking(client, service, body, key) };
}

/** A service's smallest job. The cast: TypeScript cannot pair a generic key's details with its spec body. */
const smallestBooking = <K extends ServiceKey>(service: K) => ({ visit: visit(), details: SMALLEST_JOB[service] }) as BookingRequest<K>;

/** One case per catalogue entry, each booked through its own call. */
const BOOKING_CASES = SERVICE_KEYS.map((service) => bookingCase(service, smallestBooking(service)));

describe('the 17 booking calls', () => {
  for (const { service, body, book } of BOOKING_CASES) {
    const path = BOOKING_PATHS[service];
    it(`when a signed-in customer books ${service}, then the answer is the customer with the new booking first`, () =>
      pact
        .addInteraction()
        .given(STATES.customerSignedIn)
        .uponReceiving(`a booking of ${service}`)
        .withRequest('POST', path, (req) => req.headers({ ...JSON_WRITE, 'Idempotency-Key': regex(UUID, IDEMPOTENCY_KEY) }).jsonBody({ ...body, visit: { ...body.visit, date: visitDay() } }))
        .willRespondWith(201, (res) =>
          res.headers(JSON_RESPONSE).jsonBody({
            data: { ...userFields(buildCurrentUser(), ['role']), bookings: eachLike(bookingBody(service, 'pending_payment', body.details)) },
          }),
        )
        .executeTest(async (server) => {
          const user = await book(clientFor(server.url), IDEMPOTENCY_KEY);
          expect(user.bookings[0]?.service).toBe(service);
        }));
  }
});

describe('an Idempotency-Key used again for another booking', () => {
  it('when the same key comes with another body, then 422 idempotency_mismatch, which the confirm step reads as "changed"', () => {
    // The state booked the morning with this key; the customer has since moved to the evening.
    const body = { visit: { ...visit(), timeWindow: 'evening' as const }, details: SMALLEST_JOB['home-cleaning'] };
    return pact
      .addInteraction()
      .given(...state(STATES.bookedWithKey, { idempotencyKey: IDEMPOTENCY_KEY, timeWindow: 'morning' }))
      .uponReceiving('a booking of home-cleaning with a key already used for another booking')
      .withRequest('POST', BOOKING_PATHS['home-cleaning'], (req) =>
        // The key exactly: only the one the state booked with is refused.
        req.headers({ ...JSON_WRITE, 'Idempotency-Key': IDEMPOTENCY_KEY }).jsonBody({ ...body, visit: { ...body.visit, date: visitDay() } }),
      )
      .willRespondWith(422, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'idempotency_mismatch', message: string('This request does not match the one first sent with this key.') }))
      .executeTest(async (server) => {
        const error = await failure(createBooking(clientFor(server.url), 'home-cleaning', body, IDEMPOTENCY_KEY));
        expect(error).toMatchObject({ status: 422, code: 'idempotency_mismatch' });
        // The next confirm makes a new key rather than retrying this one.
        expect(describeFailure(error).kind).toBe('changed');
      });
  });
});

describe('GET /app/fetchCompleteBookings', () => {
  it('when a customer has bookings, then they come newest first with their status', () =>
    pact
      .addInteraction()
      .given(STATES.customerWithBookings)
      .uponReceiving('a request for the customer\'s bookings')
      .withRequest('GET', '/app/fetchCompleteBookings', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: eachLike({ ...bookingBody('home-cleaning', 'pending_payment', {}), service: like('home-cleaning'), status: like('pending_payment') }) }))
      .executeTest(async (server) => {
        const bookings = await listBookings(clientFor(server.url));
        expect(bookings.length).toBeGreaterThan(0);
      }));
});

describe('cancel and reschedule', () => {
  it('when the customer cancels a booking pending payment, then it comes back cancelled', () =>
    pact
      .addInteraction()
      .given(...state(STATES.bookingExists, { of: 'the signed-in customer', status: 'pending_payment' }))
      .uponReceiving('a cancellation of a booking pending payment')
      .withRequest('POST', fromProviderState('/app/bookings/${bookingId}/cancel', '/app/bookings/b_1/cancel'), (req) => req.headers(JSON_WRITE).jsonBody({ reason: 'My plans changed.' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: bookingBody('home-cleaning', 'cancelled', {}) }))
      .executeTest(async (server) => {
        const booking = await cancelBooking(clientFor(server.url), 'b_1', { reason: 'My plans changed.' });
        expect(booking.status).toBe('cancelled');
      }));

  it('when a pro is already assigned, then cancelling is refused with 409', () =>
    pact
      .addInteraction()
      .given(...state(STATES.bookingExists, { of: 'the signed-in customer', status: 'pro_assigned' }))
      .uponReceiving('a cancellation of a booking whose pro is assigned')
      .withRequest('POST', fromProviderState('/app/bookings/${bookingId}/cancel', '/app/bookings/b_1/cancel'), (req) => req.headers(JSON_WRITE).jsonBody({}))
      .willRespondWith(409, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'booking_not_cancellable', message: string('This booking can no longer be cancelled online.') }))
      .executeTest(async (server) => {
        const error = await failure(cancelBooking(clientFor(server.url), 'b_1', {}));
        expect(error).toMatchObject({ status: 409, code: 'booking_not_cancellable' });
      }));

  it("when the booking is another customer's, then cancelling answers 404 not_found, as if it did not exist", () =>
    pact
      .addInteraction()
      .given(...state(STATES.bookingExists, { of: 'another customer', status: 'pending_payment' }))
      .uponReceiving("a cancellation of another customer's booking")
      .withRequest('POST', fromProviderState('/app/bookings/${bookingId}/cancel', '/app/bookings/b_2/cancel'), (req) => req.headers(JSON_WRITE).jsonBody({ reason: 'My plans changed.' }))
      .willRespondWith(404, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'not_found', message: string('We could not find that.') }))
      .executeTest(async (server) => {
        const error = await failure(cancelBooking(clientFor(server.url), 'b_2', { reason: 'My plans changed.' }));
        expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'We could not find that.' });
      }));

  it('when the customer moves a booking to another day, then it comes back with the new day and window', () =>
    pact
      .addInteraction()
      .given(...state(STATES.bookingExists, { of: 'the signed-in customer', status: 'pending_payment' }))
      .uponReceiving('a reschedule of a booking pending payment')
      .withRequest('POST', fromProviderState('/app/bookings/${bookingId}/reschedule', '/app/bookings/b_1/reschedule'), (req) => req.headers(JSON_WRITE).jsonBody({ date: visitDay(), timeWindow: 'evening' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...bookingBody('home-cleaning', 'pending_payment', {}), visit: { ...bookingBody('home-cleaning', 'pending_payment').visit, date: visitDay(), timeWindow: 'evening' } } }),
      )
      .executeTest(async (server) => {
        const booking = await rescheduleBooking(clientFor(server.url), 'b_1', { date: VISIT_DAY, timeWindow: 'evening' });
        expect(booking.visit.timeWindow).toBe('evening');
      }));
});
