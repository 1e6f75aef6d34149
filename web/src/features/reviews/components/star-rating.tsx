// Stars for a rating: five outlines with the filled stars laid over them and cut at the rating, so an
// average of 4.8 shows four stars and most of the fifth. Read out as "4.8 out of 5" unless decorative.
import type { CSSProperties } from 'react';
import { Star } from '../../../components/icons/index.ts';
import { formatRating } from '../review-form.ts';
import './reviews.css';

export interface StarRatingProps {
  rating: number;
  size?: number;
  /** Hidden from screen readers, when the words next to it already say the rating. */
  decorative?: boolean;
}

const FIVE = [1, 2, 3, 4, 5] as const;

export function StarRating({ rating, size = 18, decorative = false }: StarRatingProps) {
  const filled = (Math.min(5, Math.max(0, rating)) / 5) * 100;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${formatRating(rating)} out of 5` };
  return (
    <span className="stars" {...a11y} style={{ '--stars-size': `${size}px` } as CSSProperties}>
      <span className="stars__row">
        {FIVE.map((n) => (
          <Star key={n} size={size} aria-hidden="true" focusable="false" />
        ))}
      </span>
      <span className="stars__row stars__row--filled" style={{ width: `${filled}%` }}>
        {FIVE.map((n) => (
          <Star key={n} size={size} fill="currentColor" aria-hidden="true" focusable="false" />
        ))}
      </span>
    </span>
  );
}
