// Pins the review calls the web client makes: the public list (all services, and one service with
// ?service=), each with the summary over every visible review, and a customer reviewing their
// completed booking (201) or sending a comment over the limit (400). Bodies come from the fixtures.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { REVIEWS_SHOWN } from '../../web/src/features/reviews/api/queries.ts';
import { addReview, listReviews } from '../../web/src/features/reviews/api/requests.ts';
import { buildReview, buildReviewRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, number, regex, string } = MatchersV3;
const pact = newPact();

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
/** "Ada O.", or a one-word name on its own: never a full surname. */
const AUTHOR_NAME = '^\\S+( \\S\\.)?$';

/** A published review matched by type; `service` pinned when the list is filtered by it. */
function reviewBody(service?: 'home-cleaning') {
  const example = buildReview();
  return {
    id: like(example.id),
    service: service ?? like(example.service),
    serviceName: like(example.serviceName),
    rating: integer(example.rating),
    comment: like(example.comment),
    authorName: regex(AUTHOR_NAME, example.authorName),
    createdAt: regex(ISO_DATE_TIME, example.createdAt),
  };
}

describe('GET /app/fetchReviews', () => {
  it('when reviews are published, then the newest visible ones come with the count and the average of all of them', () =>
    pact
      .addInteraction()
      .given(STATES.reviewsPublished)
      .uponReceiving('a request for the newest reviews of every service')
      .withRequest('GET', '/app/fetchReviews', (req) => req.headers(JSON_READ).query({ limit: String(REVIEWS_SHOWN) }))
      .willRespondWith(200, (res) =>
        // The state publishes two reviews and hides a third: the hidden one is neither listed nor counted.
        res.headers(JSON_RESPONSE).jsonBody({ data: eachLike(reviewBody(), 2), summary: { count: 2, averageRating: number(4.5) } }),
      )
      .executeTest(async (server) => {
        const answer = await listReviews(clientFor(server.url), { limit: REVIEWS_SHOWN });
        expect(answer.reviews).toHaveLength(2);
        expect(answer.summary).toEqual({ count: 2, averageRating: 4.5 });
      }));

  it('when one service is asked for, then only its reviews come, with its own summary', () =>
    pact
      .addInteraction()
      .given(STATES.reviewsPublished)
      .uponReceiving('a request for the newest home-cleaning reviews')
      .withRequest('GET', '/app/fetchReviews', (req) => req.headers(JSON_READ).query({ service: 'home-cleaning', limit: String(REVIEWS_SHOWN) }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: eachLike(reviewBody('home-cleaning'), 1), summary: { count: 1, averageRating: number(5) } }))
      .executeTest(async (server) => {
        const answer = await listReviews(clientFor(server.url), { service: 'home-cleaning', limit: REVIEWS_SHOWN });
        expect(answer.reviews.every((r) => r.service === 'home-cleaning')).toBe(true);
        expect(answer.summary.count).toBe(1);
      }));
});

describe('POST /app/addReview', () => {
  it('when the customer reviews their completed booking, then 201 answers the published review with their first name and initial', () => {
    const body = buildReviewRequest();
    return pact
      .addInteraction()
      .given(STATES.customerWithCompletedBooking)
      .uponReceiving('a review of a completed booking')
      .withRequest('POST', '/app/addReview', (req) => req.headers(JSON_WRITE).jsonBody({ ...body, bookingId: fromProviderState('${bookingId}', body.bookingId) }))
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...reviewBody('home-cleaning'), rating: body.rating, comment: body.comment } }),
      )
      .executeTest(async (server) => {
        const review = await addReview(clientFor(server.url), body);
        expect(review).toMatchObject({ service: 'home-cleaning', rating: 5, comment: body.comment });
      });
  });

  it('when the comment is over 1,000 characters, then 400 validation_failed names the comment', () => {
    // What a client without the form's checks could send.
    const body = buildReviewRequest({ comment: 'a'.repeat(1001) });
    return pact
      .addInteraction()
      .given(STATES.customerWithCompletedBooking)
      .uponReceiving('a review with a comment over 1,000 characters')
      .withRequest('POST', '/app/addReview', (req) => req.headers(JSON_WRITE).jsonBody({ ...body, bookingId: fromProviderState('${bookingId}', body.bookingId) }))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ code: 'validation_failed', message: string('Please check the highlighted fields.'), fields: { comment: string('Use at most 1000 characters.') } }),
      )
      .executeTest(async (server) => {
        const error = await failure(addReview(clientFor(server.url), body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(Object.keys(error.fields ?? {})).toEqual(['comment']);
      });
  });
});
