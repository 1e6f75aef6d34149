// A page's reviews section: the average and the newest reviews, of one service or of all. It never
// holds the page up: the heading and a placeholder of fixed height show at once, the reviews fill in,
// and a failed call leaves a quiet sentence (never an error page: reviews are a nice-to-have).
import type { ReactNode } from 'react';
import type { ServiceKey } from '@ile/domain';
import { useReviews } from '../api/hooks.ts';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewList } from './review-list.tsx';
import './reviews.css';

export interface ReviewsSectionProps {
  heading: string;
  headingId: string;
  /** Only this service's reviews; every service's when left out. */
  service?: ServiceKey;
  /** What to say while there are no reviews yet. */
  empty: ReactNode;
  showService?: boolean;
  className?: string;
}

function ReviewsPlaceholder() {
  return (
    <div className="reviews-section__loading" role="status">
      <span className="visually-hidden">Loading reviews…</span>
      {[1, 2].map((n) => (
        <div key={n} className="review-card review-card--placeholder" aria-hidden="true">
          <span className="review-skeleton review-skeleton--stars" />
          <span className="review-skeleton" />
          <span className="review-skeleton review-skeleton--short" />
        </div>
      ))}
    </div>
  );
}

export function ReviewsSection({ heading, headingId, service, empty, showService = false, className }: ReviewsSectionProps) {
  const query = useReviews(service);
  let body: ReactNode;
  if (query.isPending) body = <ReviewsPlaceholder />;
  else if (query.isError) body = <p className="reviews-section__note">Reviews are not showing right now. Please look again later.</p>;
  else if (query.data.reviews.length === 0) body = <div className="reviews-section__note">{empty}</div>;
  else {
    const { reviews, summary } = query.data;
    body = (
      <>
        <RatingSummary summary={summary} />
        <ReviewList reviews={reviews} showService={showService} label={heading} />
        {summary.count > reviews.length ? <p className="reviews-section__more">The {reviews.length} newest of {summary.count} reviews.</p> : null}
      </>
    );
  }
  return (
    <section className={['reviews-section', className].filter(Boolean).join(' ')} aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <h2 id={headingId}>{heading}</h2>
      {body}
    </section>
  );
}
