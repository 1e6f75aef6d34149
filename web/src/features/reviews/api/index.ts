export { addReview, listReviews, type ListReviewsQuery, type ReviewList, type ReviewRequest, type ReviewSummary } from './requests.ts';
export { REVIEWS_SHOWN, reviewKeys, reviewsQueryOptions } from './queries.ts';
export { useAddReview, useRefreshAfterReview, useReviews } from './hooks.ts';
