// Reviews: the public lists and averages (landing and service pages) and the customer's review of a
// completed booking, with the calls behind them.
export { REVIEWS_SHOWN, addReview, listReviews, reviewKeys, reviewsQueryOptions, useAddReview, useReviews } from './api/index.ts';
export type { ListReviewsQuery, ReviewList as ReviewListAnswer, ReviewRequest, ReviewSummary } from './api/index.ts';
export { BookingReviewSection, type BookingReviewSectionProps } from './components/booking-review.tsx';
export { RatingSummary } from './components/rating-summary.tsx';
export { ReviewList, type ReviewListProps } from './components/review-list.tsx';
export { ReviewsSection, type ReviewsSectionProps } from './components/reviews-section.tsx';
export { StarRating, type StarRatingProps } from './components/star-rating.tsx';
export { COMMENT_MAX, RATING_WORDS, formatRating, summaryText } from './review-form.ts';
