// Published reviews as cards: the stars, the customer's words, who wrote it (first name and initial),
// the service when the list mixes services, and the day (WAT).
import { formatDate } from '@ile/domain';
import type { Review } from '../../../api/types.ts';
import { StarRating } from './star-rating.tsx';
import './reviews.css';

export interface ReviewListProps {
  reviews: readonly Review[];
  /** Name the service on each card (the landing page mixes them; a service page does not). */
  showService?: boolean;
  /** The list's accessible name, e.g. "Recent reviews". */
  label: string;
}

export function ReviewList({ reviews, showService = false, label }: ReviewListProps) {
  return (
    <ul className="review-list" aria-label={label}>
      {reviews.map((review) => (
        <li key={review.id} className="review-card">
          <StarRating rating={review.rating} />
          {review.comment ? <p className="review-card__comment">{review.comment}</p> : null}
          <p className="review-card__meta">
            <span className="review-card__author">{review.authorName}</span>
            {showService ? <span className="review-card__service">{review.serviceName}</span> : null}
            <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
