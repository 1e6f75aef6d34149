// The review section of a customer's completed booking: the form (1-5 stars and an optional comment)
// until they have reviewed it, then their review. After sending, the review shows at once and the
// bookings, the current user and every review list are asked for again. Failures keep the comment.
import { useState } from 'react';
import { Send } from '../../../components/icons/index.ts';
import { formatDate } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import type { Booking } from '../../../api/types.ts';
import { Alert, Button, ErrorSummary } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { site } from '../../../config/site.ts';
import { useFormSubmission, type FormFailure } from '../../../lib/use-form-submission.ts';
import { useAddReview, useRefreshAfterReview } from '../api/hooks.ts';
import {
  COMMENT_MAX,
  EMPTY_REVIEW_FORM,
  RATING_WORDS,
  commentLength,
  isRating,
  parseReview,
  serverReviewErrors,
  type Rating,
  type ReviewField,
  type ReviewFormValues,
} from '../review-form.ts';
import { RatingInput } from './rating-input.tsx';
import { StarRating } from './star-rating.tsx';
import './reviews.css';

type BookingReview = NonNullable<Booking['review']>;

const FIELD_IDS: Record<ReviewField, string> = { rating: 'review-rating', comment: 'review-comment' };

interface Notice {
  title: string;
  body: string;
}

export interface BookingReviewSectionProps {
  booking: Booking;
}

/** Shown on a completed booking only; renders nothing for any other status. */
export function BookingReviewSection({ booking }: BookingReviewSectionProps) {
  // The answer to this page's own send, shown until the refetched booking carries it.
  const [published, setPublished] = useState<BookingReview | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  if (booking.status !== 'completed') return null;
  const review = booking.review ?? published;
  return (
    <section className="review-section" aria-labelledby="review-heading">
      <h2 id="review-heading">{review ? 'Your review' : `Rate your ${booking.serviceName.toLowerCase()}`}</h2>
      {notice ? (
        <Alert tone="info" title={notice.title} live>
          <p>{notice.body}</p>
        </Alert>
      ) : null}
      {published && !notice ? (
        <Alert tone="success" title="Thank you for your review" live>
          <p>It is now on our site, where it helps other customers choose.</p>
        </Alert>
      ) : null}
      {review ? (
        <YourReview review={review} />
      ) : (
        <ReviewForm
          booking={booking}
          onPublished={(answer) => setPublished({ rating: answer.rating, comment: answer.comment, createdAt: answer.createdAt })}
          onAlreadyReviewed={(error) => setNotice({ title: 'You have already reviewed this booking', body: `${error.message} Each booking can be reviewed once.` })}
        />
      )}
    </section>
  );
}

function YourReview({ review }: { review: BookingReview }) {
  const rating = isRating(review.rating) ? review.rating : null;
  return (
    <div className="your-review">
      <p className="your-review__stars">
        <StarRating rating={review.rating} size={22} />
        {rating ? <span>{RATING_WORDS[rating]}</span> : null}
      </p>
      {review.comment ? <blockquote className="your-review__comment">{review.comment}</blockquote> : <p className="your-review__muted">You left stars only, no comment.</p>}
      <p className="your-review__muted">Reviewed on {formatDate(review.createdAt)}.</p>
    </div>
  );
}

const REVIEW_FIELDS: readonly ReviewField[] = ['rating', 'comment'];

function failureOf(error: ApiError, other: readonly string[]): FormFailure {
  const message = [error.message, ...other].join(' ');
  if (error.code === 'booking_not_completed') {
    return { title: 'This job is not marked completed yet', message: `${message} If your pro has finished, call us on ${site.support.phoneDisplay} and we will update it.` };
  }
  if (error.status === 404) return { title: 'We can’t find this booking', message: `${message} Reload the page, or call us on ${site.support.phoneDisplay}.` };
  if (error.isNetworkError) return { title: 'You seem to be offline', message: `${message} Your review is still here: send it again when you are back online.` };
  if (error.status === 429) return { title: 'Too many attempts', message };
  if (error.status === 400) return { title: 'Please check your review', message };
  return { title: 'Your review was not sent', message: `${message} Your review is still here.` };
}

interface ReviewFormProps {
  booking: Booking;
  onPublished: (review: { rating: number; comment: string; createdAt: string }) => void;
  onAlreadyReviewed: (error: ApiError) => void;
}

function ReviewForm({ booking, onPublished, onAlreadyReviewed }: ReviewFormProps) {
  const add = useAddReview();
  const refresh = useRefreshAfterReview();
  const { values, errors, failure, problems, focusRequest, set, submit } = useFormSubmission({
    start: () => EMPTY_REVIEW_FORM,
    fields: REVIEW_FIELDS,
    fieldId: (field: ReviewField) => FIELD_IDS[field],
    parse: (current: ReviewFormValues) => parseReview(booking.id, current),
    serverErrors: serverReviewErrors,
    failureOf,
    invalidTitle: 'Please check your review',
    send: add,
    // The review replaces this form as soon as it is answered.
    onSent: onPublished,
    handled: (error) => {
      if (error.code !== 'already_reviewed') return false;
      // The booking's review exists: fetch it, so the page shows it instead of the form.
      onAlreadyReviewed(error);
      void refresh();
      return true;
    },
  });
  const length = commentLength(values.comment);

  return (
    <form className="review-form" noValidate onSubmit={submit} aria-label="Review this job">
      <p className="review-form__lead">
        {booking.proName ? `${booking.proName} finished the job` : 'The job was completed'}
        {booking.completedAt ? ` on ${formatDate(booking.completedAt)}` : ''}. Your review helps other customers choose, and helps our pros get better.
      </p>
      {failure || problems.length > 0 ? <ErrorSummary focusRequest={focusRequest} title={failure?.title} message={failure?.message} problems={problems} /> : null}
      <RatingInput id={FIELD_IDS.rating} legend="Your rating" value={values.rating} onChange={(rating: Rating) => set('rating', rating)} error={errors.rating} />
      <TextArea
        id={FIELD_IDS.comment}
        label="Tell us more"
        optional
        rows={4}
        hint={
          <>
            What went well, and what could be better?{' '}
            <span className="review-form__counter" data-over={length > COMMENT_MAX || undefined}>
              {length}/{COMMENT_MAX} characters.
            </span>
          </>
        }
        value={values.comment}
        onChange={(e) => set('comment', e.target.value)}
        error={errors.comment}
      />
      <p className="review-form__note">We show your first name and initial with your review, never your address or phone number.</p>
      <Button type="submit" fullWidth loading={add.isPending} loadingLabel="Sending your review…">
        <Send size={18} aria-hidden="true" />
        Publish my review
      </Button>
    </form>
  );
}
