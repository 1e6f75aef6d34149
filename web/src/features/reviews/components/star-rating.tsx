// Stars for a rating: five outlines with the filled stars laid over them and cut at the rating, so an
// average of 4.8 shows four stars and most of the fifth. Read out as "4.8 out of 5" unless decorative.
// Each row is one element drawn by CSS (reviews.css: a star repeated as a mask), not five SVG icons:
// a service page's six reviews and their summary were 70 <svg><use> pairs made in one go when the
// reviews arrived, most of that task's time on a slow phone.
import type { CSSProperties } from 'react';
import { formatRating } from '../review-form.ts';
import './reviews.css';

export interface StarRatingProps {
  rating: number;
  size?: number;
  /** Hidden from screen readers, when the words next to it already say the rating. */
  decorative?: boolean;
}

export function StarRating({ rating, size = 18, decorative = false }: StarRatingProps) {
  const filled = (Math.min(5, Math.max(0, rating)) / 5) * 100;
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${formatRating(rating)} out of 5` };
  return (
    <span className="stars" {...a11y} style={{ '--stars-size': `${size}px` } as CSSProperties}>
      <span className="stars__row" />
      <span className="stars__row stars__row--filled" style={{ width: `${filled}%` }} />
    </span>
  );
}
