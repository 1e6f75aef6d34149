// One happiness claim: its reference and status, the customer and how to reach them, the booking
// (a link to its admin page), what went wrong and what a photo would show, when the job was done and
// the claim raised. An open claim can be resolved with what was done (3–1000 characters; the customer
// is told). If another admin resolved it first (409), that is said plainly and the text stays. Last,
// the history of what admins did to it, closed until asked for.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { CircleCheck, CircleDot, RotateCw } from '../../../components/icons/index.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { paths } from '../../../config/routes.ts';
import type { ApiError } from '../../../api/errors.ts';
import { useRefreshClaims, useResolveClaim } from '../api/hooks.ts';
import type { AdminClaim } from '../api/requests.ts';
import { CLAIM_STATUS_LABELS, RESOLUTION_MAX, RESOLUTION_MIN, formatWhen, resolutionProblem } from '../inbox-labels.ts';
import { EmailLink, Facts, PhoneLink } from './facts.tsx';
import { ItemHistory } from './item-history.tsx';
import { useReveal } from './use-reveal.ts';
import './inbox.css';

export interface ClaimCardProps {
  item: AdminClaim;
  /** Told what happened once the claim is resolved. */
  onResolved?: (notice: string) => void;
}

export function ClaimCard({ item, onResolved }: ClaimCardProps) {
  const { claim, customer } = item;
  const headingId = `claim-${claim.id}-title`;
  const open = claim.status === 'open';
  return (
    <article className={open ? 'inbox-card inbox-card--open' : 'inbox-card'} aria-labelledby={headingId}>
      <div className="inbox-card__top">
        <span className={open ? 'inbox-badge inbox-badge--unread' : 'inbox-badge inbox-badge--visible'}>
          {open ? <CircleDot size={16} aria-hidden="true" /> : <CircleCheck size={16} aria-hidden="true" />}
          {CLAIM_STATUS_LABELS[claim.status]}
        </span>
        <span className="inbox-ref">{claim.reference}</span>
        <span className="inbox-card__when">
          Raised <time dateTime={claim.createdAt}>{formatWhen(claim.createdAt)}</time>
        </span>
      </div>
      <h3 id={headingId} className="inbox-card__title">
        {claim.serviceName} · {customer.name}
      </h3>
      <Facts
        facts={[
          { label: 'Customer', value: customer.name },
          { label: 'Phone', value: <PhoneLink phone={customer.phone} /> },
          { label: 'E-mail', value: <EmailLink email={customer.email} /> },
          {
            label: 'Booking',
            value: (
              <Link to={paths.adminBooking(claim.bookingId)} className="inbox-link">
                {claim.bookingReference}
              </Link>
            ),
          },
          { label: 'Job completed', value: item.completedAt ? <time dateTime={item.completedAt}>{formatWhen(item.completedAt)}</time> : 'Not recorded' },
        ]}
      />
      <div className="inbox-block">
        <h4>What went wrong</h4>
        <p className="inbox-card__text">{claim.problem}</p>
      </div>
      <div className="inbox-block">
        <h4>What a photo would show</h4>
        {claim.photoDescription ? <p className="inbox-card__text">{claim.photoDescription}</p> : <p className="inbox-card__muted">Nothing described.</p>}
      </div>
      {claim.status === 'resolved' ? (
        <div className="inbox-block inbox-block--resolution">
          <h4>
            Resolved
            {claim.resolvedAt ? (
              <>
                {' '}
                <time dateTime={claim.resolvedAt}>{formatWhen(claim.resolvedAt)}</time>
              </>
            ) : null}
          </h4>
          <p className="inbox-card__text">{claim.resolution}</p>
        </div>
      ) : (
        <ResolveClaim item={item} headingId={headingId} onResolved={onResolved} />
      )}
      <ItemHistory entries={item.history} />
    </article>
  );
}

function failureOf(error: ApiError): { title: string; message: string } {
  if (error.code === 'claim_already_resolved') {
    return { title: 'This claim is already resolved', message: `${error.message} Another admin resolved it while you were writing; what you wrote is still below, nothing was sent.` };
  }
  if (error.isNetworkError) return { title: 'You seem to be offline', message: `${error.message} What you wrote is still below.` };
  if (error.status === 404) return { title: 'We can’t find this claim any more', message: error.message };
  return { title: 'We couldn’t resolve the claim', message: `${error.message} What you wrote is still below.` };
}

function ResolveClaim({ item, headingId, onResolved }: { item: AdminClaim; headingId: string; onResolved: ClaimCardProps['onResolved'] }) {
  const { claim, customer } = item;
  const resolve = useResolveClaim();
  const refresh = useRefreshClaims();
  const reveal = useReveal();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const serverError = resolve.error?.status === 400 ? resolve.error.fields?.resolution : undefined;
  const failure = resolve.error && !serverError ? failureOf(resolve.error) : null;
  const alreadyResolved = resolve.error?.code === 'claim_already_resolved';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resolve.isPending) return;
    const issue = resolutionProblem(text);
    setProblem(issue);
    if (issue) return;
    resolve.mutate(
      { id: claim.id, resolution: text.trim() },
      {
        onSuccess: () => {
          reveal.done();
          setText('');
          onResolved?.(`Claim ${claim.reference} is resolved. ${customer.name} is told by e-mail and in the app.`);
        },
      },
    );
  };

  if (!reveal.open) {
    return (
      <div className="inbox-card__actions">
        <Button id={reveal.openerId} size="sm" onClick={reveal.show} aria-describedby={headingId}>
          Resolve
        </Button>
      </div>
    );
  }
  return (
    <form className="inbox-form" onSubmit={submit} aria-label={`Resolve claim ${claim.reference}`} noValidate>
      {failure ? (
        <Alert tone="error" title={failure.title} live>
          <p>{failure.message}</p>
          {alreadyResolved ? (
            <Button variant="secondary" size="sm" onClick={() => void refresh()}>
              <RotateCw size={18} aria-hidden="true" />
              Show the claim as it is now
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <TextArea
        label="What was done"
        required
        hint={`A redo, a refund… ${customer.name} gets this by e-mail and in the app. ${RESOLUTION_MIN} to ${RESOLUTION_MAX} characters.`}
        rows={4}
        value={text}
        autoFocus
        onChange={(event) => {
          setText(event.target.value);
          setProblem(undefined);
        }}
        error={problem ?? serverError}
      />
      <div className="inbox-card__actions">
        <Button type="submit" size="sm" loading={resolve.isPending} loadingLabel="Resolving…">
          Resolve claim
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            reveal.cancel();
            setProblem(undefined);
            resolve.reset();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
