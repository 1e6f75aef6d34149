// Choosing 1 to 5 stars: five real radio buttons (arrow keys move between them, each is read out as
// "4 stars, Very good"), drawn as stars that fill up to the choice, each at least 44 px square.
import { Star } from '../../../components/icons/index.ts';
import { CircleAlert } from '../../../components/icons/index.ts';
import { RATINGS, RATING_WORDS, starsText, type Rating } from '../review-form.ts';
import './reviews.css';

export interface RatingInputProps {
  /** The first star's id: where "focus the field with the problem" lands. */
  id: string;
  legend: string;
  value: Rating | null;
  onChange: (rating: Rating) => void;
  error?: string | undefined;
}

export function RatingInput({ id, legend, value, onChange, error }: RatingInputProps) {
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="rating-input" aria-describedby={errorId}>
      <legend className="rating-input__legend">{legend}</legend>
      {error ? (
        <span className="field__error" id={errorId}>
          <CircleAlert size={16} aria-hidden="true" />
          <span>{error}</span>
        </span>
      ) : null}
      <div className="rating-input__stars">
        {RATINGS.map((rating) => (
          <label key={rating} className="rating-input__star" data-filled={(value !== null && rating <= value) || undefined} data-invalid={error ? true : undefined}>
            <input
              type="radio"
              className="visually-hidden"
              id={rating === 1 ? id : `${id}-${rating}`}
              name={id}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-invalid={error ? true : undefined}
            />
            <Star size={32} aria-hidden="true" focusable="false" fill={value !== null && rating <= value ? 'currentColor' : 'none'} />
            <span className="visually-hidden">
              {starsText(rating)}, {RATING_WORDS[rating]}
            </span>
          </label>
        ))}
        <span className="rating-input__word" aria-hidden="true">
          {value ? RATING_WORDS[value] : ''}
        </span>
      </div>
    </fieldset>
  );
}
