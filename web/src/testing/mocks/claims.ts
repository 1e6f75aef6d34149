// MSW handlers for raiseClaim, per state the claim section can be in: raised, slow, never answering,
// field errors, each 409, not found, too many, offline. `claimsStore` keeps a customer's bookings in
// memory, so a raised claim shows on the refetched booking, as with the real BFF.
import { delay, HttpResponse } from 'msw';
import type { Booking } from '../../api/types.ts';
import type { Claim, ClaimRequest } from '../../features/claims/api/requests.ts';
import {
  buildApiError,
  buildBookingsWithClaimableJobs,
  buildClaim,
  buildClaimExistsError,
  buildClaimNotCompletedError,
  buildClaimValidationError,
  buildClaimWindowClosedError,
  buildCurrentUser,
  claimOnBooking,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import type { RequestLog } from './request-log.ts';

/** What raiseClaim received: which booking, with which body. */
export interface RecordedClaim {
  bookingId: string;
  body: ClaimRequest;
}

/** The claim the BFF would answer for this booking and body. */
function claimFor(bookingId: string, body: ClaimRequest): Claim {
  return buildClaim({ bookingId, problem: body.problem, photoDescription: body.photoDescription ?? null, createdAt: new Date().toISOString() });
}

const NOT_FOUND = () => buildApiError({ code: 'not_found', message: 'We could not find that booking.' });

export const raiseClaimHandlers = {
  ok: (log?: RequestLog<RecordedClaim>) =>
    http.post('/app/bookings/{id}/claim', async ({ params, request, response }) => {
      const body = await request.json();
      log?.requests.push({ bookingId: params.id, body });
      return response(201).json({ data: claimFor(params.id, body) });
    }),
  /** Answers after SLOW_MS: the sending state. */
  slow: () =>
    http.post('/app/bookings/{id}/claim', async ({ params, request, response }) => {
      const body = await request.json();
      await delay(SLOW_MS);
      return response(201).json({ data: claimFor(params.id, body) });
    }),
  /** Never answers: the button stays busy. */
  pending: () =>
    http.post('/app/bookings/{id}/claim', async ({ response }) => {
      await delay('infinite');
      return response(201).json({ data: buildClaim() });
    }),
  fieldErrors: (fields?: Record<string, string>) => http.post('/app/bookings/{id}/claim', ({ response }) => response(400).json(buildClaimValidationError(fields))),
  windowClosed: () => http.post('/app/bookings/{id}/claim', ({ response }) => response(409).json(buildClaimWindowClosedError())),
  exists: () => http.post('/app/bookings/{id}/claim', ({ response }) => response(409).json(buildClaimExistsError())),
  notCompleted: () => http.post('/app/bookings/{id}/claim', ({ response }) => response(409).json(buildClaimNotCompletedError())),
  notFound: () => http.post('/app/bookings/{id}/claim', ({ response }) => response(404).json(NOT_FOUND())),
  serverError: () => http.post('/app/bookings/{id}/claim', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.post('/app/bookings/{id}/claim', () => HttpResponse.error()),
};

/**
 * A customer's bookings kept in memory: raiseClaim puts the claim on the booking (and refuses a second
 * one), so the refetched list shows it. Counts list calls, so a story can see the refetch. Call
 * `reset()` in the story's `beforeEach`.
 */
export function claimsStore(initial: () => Booking[] = () => buildBookingsWithClaimableJobs()) {
  let bookings = initial();
  let listCalls = 0;
  return {
    /** How many times the bookings list was asked for. */
    listCalls: () => listCalls,
    reset() {
      bookings = initial();
      listCalls = 0;
    },
    handlers: {
      currentUser: http.get('/app/current_user', ({ response }) => response(200).json({ data: buildCurrentUser() })),
      bookings: http.get('/app/fetchCompleteBookings', ({ response }) => {
        listCalls += 1;
        return response(200).json({ data: bookings });
      }),
      raiseClaim: http.post('/app/bookings/{id}/claim', async ({ params, request, response }) => {
        const booking = bookings.find((b) => b.id === params.id);
        if (!booking) return response(404).json(NOT_FOUND());
        if (booking.claim) return response(409).json(buildClaimExistsError());
        const claim = claimFor(booking.id, await request.json());
        bookings = bookings.map((b) => (b.id === booking.id ? { ...b, claim: claimOnBooking(claim) } : b));
        return response(201).json({ data: claim });
      }),
    },
  };
}
