// The review form as the customer fills it (the comment exactly as typed, so nothing is lost on a
// failed send), and the reader that turns it into ReviewRequest, mirroring the spec's limits
// (openapi.yaml ReviewRequest: rating 1-5, comment up to 1,000 characters). The server checks again.
import type { ReviewRequest } from './api/requests.ts';

export const COMMENT_MAX = 1000;

export type Rating = 1 | 2 | 3 | 4 | 5;
export const RATINGS: readonly Rating[] = [1, 2, 3, 4, 5];

/** What each number of stars means, said the way customers say it. */
export const RATING_WORDS: Record<Rating, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

export interface ReviewFormValues {
  rating: Rating | null;
  comment: string;
}

export type ReviewField = keyof ReviewFormValues;
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

export const EMPTY_REVIEW_FORM: ReviewFormValues = { rating: null, comment: '' };

export function isRating(value: number): value is Rating {
  return RATINGS.some((r) => r === value);
}

/** "1 star", "4 stars". */
export function starsText(rating: number): string {
  return `${rating} ${rating === 1 ? 'star' : 'stars'}`;
}

/** "4.8" for an average, "5" for a whole number: how a rating is read out. */
export function formatRating(rating: number): string {
  return Number.isInteger(rating) ? String(rating) : rating.toFixed(1);
}

/** "4.8 out of 5 from 23 reviews": the summary as one sentence, for eyes and screen readers alike. */
export function summaryText(averageRating: number, count: number): string {
  return `${formatRating(averageRating)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The comment's length as the server counts it (trimmed), for the counter and the limit. */
export function commentLength(comment: string): number {
  return comment.trim().length;
}

export type ParsedReview = { ok: true; body: ReviewRequest } | { ok: false; errors: ReviewFieldErrors };

export function parseReview(bookingId: string, values: ReviewFormValues): ParsedReview {
  const comment = values.comment.trim();
  const errors: ReviewFieldErrors = {};
  if (values.rating === null) errors.rating = 'Choose from 1 to 5 stars.';
  if (comment.length > COMMENT_MAX) errors.comment = `Use at most ${COMMENT_MAX} characters: you have ${comment.length - COMMENT_MAX} too many.`;
  if (values.rating === null || errors.comment) return { ok: false, errors };
  // An empty comment is allowed (stars alone say a lot); it is sent as "" so the review reads the same everywhere.
  return { ok: true, body: { bookingId, rating: values.rating, comment } };
}

/** The server's field messages for the form's fields; anything else is for the summary. */
export function serverReviewErrors(fields: Readonly<Record<string, string>> | undefined): { errors: ReviewFieldErrors; other: string[] } {
  const errors: ReviewFieldErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    if (path === 'rating' || path === 'comment') errors[path] = message;
    else other.push(message);
  }
  return { errors, other };
}
