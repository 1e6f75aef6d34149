// MSW handlers for the review calls: the public list (by ?service=, as the BFF filters it) in each
// state a page can meet, and addReview in each answer it can give. `reviewsStore` keeps a customer's
// bookings and the published reviews in memory, so a new review shows on the refetched booking and
// in the lists, as with the real BFF.
import { delay, HttpResponse } from 'msw';
import { SERVICE_KEYS, type ServiceKey } from '@ile/domain';
import type { Booking, Review } from '../../api/types.ts';
import type { ReviewRequest } from '../../features/reviews/api/requests.ts';
import {
  buildAlreadyReviewedError,
  buildApiError,
  buildBookingNotCompletedError,
  buildCurrentUser,
  buildNoReviewsAnswer,
  buildReviewList,
  buildReviewSummary,
  buildReviewValidationError,
  buildReviewableBooking,
  buildReviewsAnswer,
  reviewFor,
  type ReviewsAnswer,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import { createRequestLog, queryOf, type RequestLog } from './request-log.ts';

export type ReviewsQueryLog = RequestLog<Record<string, string>>;
export const createReviewsQueryLog = (): ReviewsQueryLog => createRequestLog<Record<string, string>>();
export type AddReviewLog = RequestLog<ReviewRequest>;
export const createAddReviewLog = (): AddReviewLog => createRequestLog<ReviewRequest>();

function serviceOf(request: Request): ServiceKey | undefined {
  const service = new URL(request.url).searchParams.get('service');
  return SERVICE_KEYS.find((key) => key === service);
}

type ListAnswer = (service: ServiceKey | undefined) => ReviewsAnswer;

function listCall(answer: ListAnswer, log?: ReviewsQueryLog, wait?: number | 'infinite') {
  return http.get('/app/fetchReviews', async ({ request, response }) => {
    log?.requests.push(queryOf(request));
    if (wait !== undefined) await delay(wait);
    return response(200).json(answer(serviceOf(request)));
  });
}

export const reviewsHandlers = {
  /** The six fixture reviews (4.8 from 23 in all), or one service's share of them. */
  ok: (log?: ReviewsQueryLog) => listCall((service) => buildReviewsAnswer(service), log),
  /** The same reviews for every page, whatever the filter. */
  fixed: (answer: ReviewsAnswer) => listCall(() => answer),
  empty: (log?: ReviewsQueryLog) => listCall(() => buildNoReviewsAnswer(), log),
  /** Never answers: the placeholder stays. */
  loading: () => listCall(() => buildNoReviewsAnswer(), undefined, 'infinite'),
  slow: () => listCall((service) => buildReviewsAnswer(service), undefined, SLOW_MS),
  error: () => http.get('/app/fetchReviews', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/fetchReviews', () => HttpResponse.error()),
};

type AddAnswer = (body: ReviewRequest) => Promise<Response> | Response;

function addCall(answer: AddAnswer, log?: AddReviewLog) {
  return http.post('/app/addReview', async ({ request }) => {
    const body = await request.json();
    log?.requests.push(body);
    return answer(body);
  });
}

const refused = (status: number, body: ReturnType<typeof buildApiError>) => HttpResponse.json(body, { status });
const published = (review: Review) => HttpResponse.json({ data: review }, { status: 201 });

export const addReviewHandlers = {
  ok: (log?: AddReviewLog) => addCall((body) => published(reviewFor(body)), log),
  /** Answers after SLOW_MS: the sending state, long enough for a second tap to land. */
  slow: (log?: AddReviewLog) =>
    addCall(async (body) => {
      await delay(SLOW_MS);
      return published(reviewFor(body));
    }, log),
  /** Never answers: the button stays busy. */
  pending: (log?: AddReviewLog) =>
    addCall(async (body) => {
      await delay('infinite');
      return published(reviewFor(body));
    }, log),
  fieldErrors: (fields?: Record<string, string>, log?: AddReviewLog) => addCall(() => refused(400, buildReviewValidationError(fields)), log),
  alreadyReviewed: (log?: AddReviewLog) => addCall(() => refused(409, buildAlreadyReviewedError()), log),
  notCompleted: (log?: AddReviewLog) => addCall(() => refused(409, buildBookingNotCompletedError()), log),
  notFound: (log?: AddReviewLog) => addCall(() => refused(404, buildApiError({ code: 'not_found', message: 'We could not find that booking.' })), log),
  serverError: (log?: AddReviewLog) => addCall(() => refused(500, buildApiError()), log),
  networkError: (log?: AddReviewLog) => addCall(() => HttpResponse.error(), log),
};

export interface ReviewsStoreOptions {
  /** The customer's bookings; by default one completed home cleaning with no review. */
  bookings?: () => Booking[];
  /** The booking was reviewed from another phone meanwhile: addReview answers 409 and the booking then carries this review. */
  reviewedElsewhere?: NonNullable<Booking['review']>;
}

/**
 * A customer's bookings and the published reviews in memory: addReview stores the review on the
 * booking and at the top of the lists; the bookings, the current user and the lists read from it.
 * Call `reset()` in the story's `beforeEach`.
 */
export function reviewsStore({ bookings: initial = () => [buildReviewableBooking()], reviewedElsewhere }: ReviewsStoreOptions = {}) {
  let bookings = initial();
  let reviews = buildReviewList();
  let extra = 0;
  const log = createAddReviewLog();
  const answer = (service: ServiceKey | undefined): ReviewsAnswer => {
    const matching = reviews.filter((r) => !service || r.service === service);
    if (matching.length === 0) return buildNoReviewsAnswer();
    // One service: every review it has is here. All services: the fixtures' 23, plus the new ones.
    const summary = service
      ? { count: matching.length, averageRating: Math.round((matching.reduce((sum, r) => sum + r.rating, 0) / matching.length) * 10) / 10 }
      : buildReviewSummary({ count: buildReviewSummary().count + extra });
    return { data: matching.slice(0, 6), summary };
  };
  return {
    log,
    reset() {
      bookings = initial();
      reviews = buildReviewList();
      extra = 0;
      log.clear();
    },
    handlers: {
      currentUser: http.get('/app/current_user', ({ response }) => response(200).json({ data: buildCurrentUser({ bookings: [] }) })),
      bookings: http.get('/app/fetchCompleteBookings', ({ response }) => response(200).json({ data: bookings })),
      reviews: http.get('/app/fetchReviews', ({ request, response }) => response(200).json(answer(serviceOf(request)))),
      addReview: http.post('/app/addReview', async ({ request, response }) => {
        const body = await request.json();
        log.requests.push(body);
        const booking = bookings.find((b) => b.id === body.bookingId);
        if (!booking) return response(404).json(buildApiError({ code: 'not_found', message: 'We could not find that booking.' }));
        if (booking.status !== 'completed') return response(409).json(buildBookingNotCompletedError());
        if (reviewedElsewhere && !booking.review) {
          bookings = bookings.map((b) => (b.id === booking.id ? { ...b, review: reviewedElsewhere } : b));
          return response(409).json(buildAlreadyReviewedError());
        }
        if (booking.review) return response(409).json(buildAlreadyReviewedError());
        const review = reviewFor(body, booking);
        bookings = bookings.map((b) => (b.id === booking.id ? { ...b, review: { rating: review.rating, comment: review.comment, createdAt: review.createdAt } } : b));
        reviews = [review, ...reviews];
        extra += 1;
        return response(201).json({ data: review });
      }),
    },
  };
}
