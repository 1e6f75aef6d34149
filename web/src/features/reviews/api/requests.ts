// Plain request functions for the review calls: a client in, the answer out, or an ApiError thrown.
// No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import type { ServiceKey } from '@ile/domain';
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '@ile/domain/schema';
import type { Review } from '../../../api/types.ts';

export type ReviewSummary = components['schemas']['ReviewSummary'];
export type ReviewRequest = components['schemas']['ReviewRequest'];

/** The newest visible reviews, and the count and average over every visible one matching the filter. */
export interface ReviewList {
  reviews: Review[];
  summary: ReviewSummary;
}

export interface ListReviewsQuery {
  /** Only this service's reviews; every service's when left out. */
  service?: ServiceKey;
  /** How many reviews at most (1-50; the BFF answers 20 when left out). */
  limit?: number;
}

/** Published reviews, newest first (public). The summary counts all of them, not only those answered. */
export async function listReviews(client: ApiClient, { service, limit }: ListReviewsQuery = {}): Promise<ReviewList> {
  const query = { ...(service ? { service } : {}), ...(limit ? { limit } : {}) };
  const body = await unwrap(client.GET('/app/fetchReviews', { params: { query } }));
  return { reviews: body.data, summary: body.summary };
}

/**
 * Reviews the signed-in customer's completed booking, once. 201: the published review. 400: field
 * messages. 404: not their booking. 409 already_reviewed or booking_not_completed.
 */
export async function addReview(client: ApiClient, body: ReviewRequest): Promise<Review> {
  return (await unwrap(client.POST('/app/addReview', { body }))).data;
}
