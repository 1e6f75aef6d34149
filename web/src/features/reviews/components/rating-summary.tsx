// The average over every visible review, as a big number, stars and one plain sentence:
// "4.8 out of 5 from 23 reviews". Nothing at all while there are no reviews.
import type { ReviewSummary } from '../api/requests.ts';
import { formatRating, summaryText } from '../review-form.ts';
import { StarRating } from './star-rating.tsx';
import './reviews.css';

export function RatingSummary({ summary }: { summary: ReviewSummary }) {
  const { averageRating, count } = summary;
  if (averageRating === null || count === 0) return null;
  return (
    <div className="rating-summary">
      <span className="rating-summary__score" aria-hidden="true">
        {formatRating(averageRating)}
      </span>
      <span className="rating-summary__detail">
        <StarRating rating={averageRating} size={22} decorative />
        <span className="rating-summary__text">{summaryText(averageRating, count)}</span>
      </span>
    </div>
  );
}
