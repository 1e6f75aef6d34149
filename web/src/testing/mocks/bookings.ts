// MSW handlers for the order side: the 17 booking calls (one handler answers them all), the bookings
// list, cancel and reschedule; per state a screen can be in. Booking handlers can record what they
// received, so play functions count requests and compare Idempotency-Key headers.
import { delay, HttpResponse, http as mswHttp } from 'msw';
import type { Booking, CurrentUser, ErrorBody, paths } from '../../api/types.ts';
import { IDEMPOTENCY_HEADER, type BookingPath } from '../../features/bookings/api/requests.ts';
import { buildApiError, buildBooking } from '../fixtures/index.ts';
import {
  buildBookingValidationError,
  buildBookingsInEveryStatus,
  buildCustomerWithBooking,
  buildIdempotencyInFlightError,
  buildIdempotencyMismatchError,
  buildNotCancellableError,
  buildNotReschedulableError,
} from '../fixtures/bookings.ts';
import { http, SLOW_MS } from './http.ts';

type BookingCreated = paths['/app/home']['post']['responses'][201]['content']['application/json'];

/** What a booking handler received: which call, with which key. */
export interface RecordedBookingRequest {
  path: string;
  idempotencyKey: string | null;
}

export interface BookingRequestLog {
  readonly requests: RecordedBookingRequest[];
  /** Stories call it in `beforeEach`, so a re-run starts from zero. */
  clear(): void;
}

export function createBookingRequestLog(): BookingRequestLog {
  const requests: RecordedBookingRequest[] = [];
  return { requests, clear: () => void requests.splice(0) };
}

// The 17 booking calls this handler answers, spelt out so the contract-coverage report (and a reader)
// can find each one; the type below fails to compile if the list and the client's map ever differ.
const BOOKING_CALL_PATHS = [
  '/app/home', '/app/carpentery', '/app/plumbing', '/app/fumigation', '/app/electricals', '/app/painting',
  '/app/interiors', '/app/ocleaning', '/app/acrepair', '/app/tvrepair', '/app/dishinstalls', '/app/windowinstalls',
  '/app/wifiinstalls', '/app/theatreinstalls', '/app/garbageform', '/app/movingform', '/app/curtainform',
] as const satisfies readonly BookingPath[];
const everyBookingCallListed: Exclude<BookingPath, (typeof BOOKING_CALL_PATHS)[number]> extends never ? true : never = true;
void everyBookingCallListed;

// Every booking call in one matcher.
const BOOKING_CALL = new RegExp(`^[^?#]*(?:${BOOKING_CALL_PATHS.join('|')})$`);

type Answer = (attempt: number) => Promise<Response> | Response;

/** One handler for all 17 booking calls; `answer` gets the 1-based attempt number. */
function bookingCall(answer: Answer, log?: BookingRequestLog) {
  let attempt = 0;
  return mswHttp.post(BOOKING_CALL, ({ request }) => {
    attempt += 1;
    log?.requests.push({ path: new URL(request.url).pathname, idempotencyKey: request.headers.get(IDEMPOTENCY_HEADER) });
    // A story re-run gets a fresh log but the same handler: count from the log when there is one.
    return answer(log ? log.requests.length : attempt);
  });
}

const created = (user: CurrentUser) => HttpResponse.json<BookingCreated>({ data: user }, { status: 201 });
const failure = (status: number, body: ErrorBody) => HttpResponse.json<ErrorBody>(body, { status });

export const createBookingHandlers = {
  ok: (user: CurrentUser = buildCustomerWithBooking(), log?: BookingRequestLog) => bookingCall(() => created(user), log),
  /** Answers after SLOW_MS: the submitting state, and long enough for a second tap to land. */
  slow: (user: CurrentUser = buildCustomerWithBooking(), log?: BookingRequestLog) =>
    bookingCall(async () => {
      await delay(SLOW_MS);
      return created(user);
    }, log),
  /** Never answers: the button stays busy. */
  pending: (log?: BookingRequestLog) =>
    bookingCall(async () => {
      await delay('infinite');
      return created(buildCustomerWithBooking());
    }, log),
  serverError: (log?: BookingRequestLog) => bookingCall(() => failure(500, buildApiError()), log),
  networkError: (log?: BookingRequestLog) => bookingCall(() => HttpResponse.error(), log),
  inFlight: (log?: BookingRequestLog) => bookingCall(() => failure(409, buildIdempotencyInFlightError()), log),
  mismatch: (log?: BookingRequestLog) => bookingCall(() => failure(422, buildIdempotencyMismatchError()), log),
  fieldErrors: (fields?: Record<string, string>, log?: BookingRequestLog) => bookingCall(() => failure(400, buildBookingValidationError(fields)), log),
  /** The connection drops on the first attempt; the retry gets through. */
  networkErrorThenOk: (user: CurrentUser = buildCustomerWithBooking(), log?: BookingRequestLog) =>
    bookingCall((attempt) => (attempt === 1 ? HttpResponse.error() : created(user)), log),
  /** The first answer is "still working" (409); the retry gets the booking. */
  inFlightThenOk: (user: CurrentUser = buildCustomerWithBooking(), log?: BookingRequestLog) =>
    bookingCall((attempt) => (attempt === 1 ? failure(409, buildIdempotencyInFlightError()) : created(user)), log),
};

export const bookingsHandlers = {
  ok: (bookings: Booking[] = buildBookingsInEveryStatus()) => http.get('/app/fetchCompleteBookings', ({ response }) => response(200).json({ data: bookings })),
  empty: () => http.get('/app/fetchCompleteBookings', ({ response }) => response(200).json({ data: [] })),
  loading: () =>
    http.get('/app/fetchCompleteBookings', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: [] });
    }),
  error: () => http.get('/app/fetchCompleteBookings', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/fetchCompleteBookings', () => HttpResponse.error()),
};

export const cancelBookingHandlers = {
  ok: (booking: Booking = buildBooking()) =>
    http.post('/app/bookings/{id}/cancel', ({ params, response }) => response(200).json({ data: { ...booking, id: params.id, status: 'cancelled' } })),
  notCancellable: () => http.post('/app/bookings/{id}/cancel', ({ response }) => response(409).json(buildNotCancellableError())),
  networkError: () => http.post('/app/bookings/{id}/cancel', () => HttpResponse.error()),
};

export const rescheduleBookingHandlers = {
  ok: (booking: Booking = buildBooking()) =>
    http.post('/app/bookings/{id}/reschedule', async ({ params, request, response }) => {
      const body = await request.json();
      return response(200).json({ data: { ...booking, id: params.id, visit: { ...booking.visit, date: body.date, timeWindow: body.timeWindow } } });
    }),
  notReschedulable: () => http.post('/app/bookings/{id}/reschedule', ({ response }) => response(409).json(buildNotReschedulableError())),
  fieldErrors: (fields: Record<string, string> = { date: 'Choose a day within the next 60 days.' }) =>
    http.post('/app/bookings/{id}/reschedule', ({ response }) => response(400).json(buildBookingValidationError(fields))),
  networkError: () => http.post('/app/bookings/{id}/reschedule', () => HttpResponse.error()),
};

/**
 * A customer's bookings kept in memory, so a cancel or reschedule shows up in the refetched list and
 * current user, as with the real BFF. Call `reset()` in the story's `beforeEach`.
 */
export function bookingsStore(initial: () => Booking[] = buildBookingsInEveryStatus) {
  let bookings = initial();
  const replace = (next: Booking) => {
    bookings = bookings.map((b) => (b.id === next.id ? next : b));
    return next;
  };
  const find = (id: string) => bookings.find((b) => b.id === id);
  const open = () => bookings.filter((b) => b.status !== 'completed' && b.status !== 'cancelled');
  return {
    reset() {
      bookings = initial();
    },
    handlers: {
      currentUser: http.get('/app/current_user', ({ response }) => response(200).json({ data: buildCustomerWithBooking(undefined, { bookings: open() }) })),
      bookings: http.get('/app/fetchCompleteBookings', ({ response }) => response(200).json({ data: bookings })),
      cancelBooking: http.post('/app/bookings/{id}/cancel', ({ params, response }) => {
        const booking = find(params.id);
        if (!booking) return response(404).json(buildApiError({ code: 'not_found', message: 'We could not find that booking.' }));
        return response(200).json({ data: replace({ ...booking, status: 'cancelled' }) });
      }),
      rescheduleBooking: http.post('/app/bookings/{id}/reschedule', async ({ params, request, response }) => {
        const booking = find(params.id);
        if (!booking) return response(404).json(buildApiError({ code: 'not_found', message: 'We could not find that booking.' }));
        const body = await request.json();
        return response(200).json({ data: replace({ ...booking, visit: { ...booking.visit, date: body.date, timeWindow: body.timeWindow } }) });
      }),
    },
  };
}
