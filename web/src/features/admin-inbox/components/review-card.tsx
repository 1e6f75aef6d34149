// One review as the admin sees it: the rating, the comment, who wrote it (full name and the public
// "Ada O."), the service, the booking it came from, and whether the public pages show it. Hide or
// Show opens a short form with an optional note for the history; what was typed survives a failure.
// Below, the history of what admins did to it (who, when, the note), closed until asked for.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Eye, EyeOff } from '../../../components/icons/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { paths } from '../../../config/routes.ts';
import { useSetReviewVisibility } from '../api/hooks.ts';
import type { AdminReview } from '../api/requests.ts';
import { VISIBILITY_NOTE_MAX, formatWhen, stars, visibilityNoteProblem } from '../inbox-labels.ts';
import { Facts } from './facts.tsx';
import { ItemHistory } from './item-history.tsx';
import { useReveal } from './use-reveal.ts';
import './inbox.css';

export interface ReviewCardProps {
  item: AdminReview;
  /** Told what happened once the review is hidden or shown again. */
  onChanged?: (notice: string) => void;
}

export function ReviewCard({ item, onChanged }: ReviewCardProps) {
  const { review } = item;
  const headingId = `review-${review.id}-title`;
  const change = useSetReviewVisibility();
  const reveal = useReveal();
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  // The action on offer is the opposite of how the review is now.
  const hide = !item.hidden;
  const serverNoteError = change.error?.status === 400 ? change.error.fields?.note : undefined;
  const failure = change.error && !serverNoteError ? change.error : null;

  const close = () => {
    reveal.cancel();
    setNote('');
    setProblem(undefined);
    change.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const issue = visibilityNoteProblem(note);
    setProblem(issue);
    if (issue) return;
    const trimmed = note.trim();
    change.mutate(
      { id: review.id, hidden: hide, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          reveal.done();
          setNote('');
          onChanged?.(hide ? `${item.customerName}’s review is hidden from the public pages.` : `${item.customerName}’s review shows on the public pages again.`);
        },
      },
    );
  };

  return (
    <article className={item.hidden ? 'inbox-card inbox-card--muted' : 'inbox-card'} aria-labelledby={headingId}>
      <div className="inbox-card__top">
        <span className={item.hidden ? 'inbox-badge inbox-badge--hidden' : 'inbox-badge inbox-badge--visible'}>
          {item.hidden ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          {item.hidden ? 'Hidden' : 'Visible'}
        </span>
        <time className="inbox-card__when" dateTime={review.createdAt}>
          {formatWhen(review.createdAt)}
        </time>
      </div>
      <h3 id={headingId} className="inbox-card__title">
        {review.serviceName} · {item.customerName}
      </h3>
      <p className="inbox-rating">
        <span className="inbox-rating__stars" aria-hidden="true">
          {stars(review.rating)}
        </span>{' '}
        {review.rating} out of 5
      </p>
      {review.comment ? <blockquote className="inbox-card__text inbox-quote">{review.comment}</blockquote> : <p className="inbox-card__muted">No comment, only the rating.</p>}
      <Facts
        facts={[
          { label: 'Customer', value: `${item.customerName} (shown as “${review.authorName}”)` },
          { label: 'Service', value: review.serviceName },
          {
            label: 'Booking',
            value: (
              <Link to={paths.adminBooking(item.bookingId)} className="inbox-link">
                {item.bookingReference}
              </Link>
            ),
          },
        ]}
      />
      {reveal.open ? (
        <form className="inbox-form" onSubmit={submit} aria-label={hide ? `Hide ${item.customerName}’s review` : `Show ${item.customerName}’s review again`} noValidate>
          <p className="inbox-card__muted">{hide ? 'Hidden reviews leave the public pages and their average. You can show it again later.' : 'The review goes back on the public pages and into their average.'}</p>
          {failure ? (
            <Alert tone="error" title={failure.isNetworkError ? 'You seem to be offline' : hide ? 'We couldn’t hide the review' : 'We couldn’t show the review'} live>
              <p>{failure.message}</p>
            </Alert>
          ) : null}
          <TextArea
            label="Note"
            optional
            hint={`Why, for the history; the customer doesn’t see it. At most ${VISIBILITY_NOTE_MAX} characters.`}
            rows={2}
            value={note}
            autoFocus
            onChange={(event) => {
              setNote(event.target.value);
              setProblem(undefined);
            }}
            error={problem ?? serverNoteError}
          />
          <div className="inbox-card__actions">
            <Button type="submit" size="sm" loading={change.isPending} loadingLabel="Saving…">
              {hide ? 'Hide review' : 'Show review'}
            </Button>
            <Button variant="ghost" size="sm" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <div className="inbox-card__actions">
          <Button id={reveal.openerId} variant="secondary" size="sm" onClick={reveal.show} aria-describedby={headingId}>
            {hide ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
            {hide ? 'Hide' : 'Show'}
          </Button>
        </div>
      )}
      <ItemHistory entries={item.history} />
    </article>
  );
}
