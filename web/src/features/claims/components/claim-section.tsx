// The happiness guarantee on a completed booking's page: the claim form while the 7-day window is
// open, the claim's reference once raised (and whenever the booking already has one), and the support
// line once the window has closed. The server has the last word; its refusals are explained here.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ClipboardCheck, ShieldCheck } from '../../../components/icons/index.ts';
import { claimWindowOpen, formatDate, HAPPINESS_WINDOW } from '@ile/domain';
import type { ApiError } from '../../../api/errors.ts';
import type { Booking } from '../../../api/types.ts';
import { Alert, Button } from '../../../components/ui/index.ts';
import { SupportLines } from '../../../components/support-lines.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { paths } from '../../../config/routes.ts';
import { useRaiseClaim } from '../api/hooks.ts';
import type { Claim } from '../api/requests.ts';
import { CLAIM_LIMITS, EMPTY_CLAIM, characterCount, toClaimRequest, type ClaimErrors, type ClaimField, type ClaimValues } from '../claim-form.ts';
import { CLAIM_STATUS_LABELS, claimDeadline } from '../claim-window.ts';
import './claims.css';

/** The section's id: links from /happiness open the booking at it (`#claim`). */
export const CLAIM_SECTION_ID = 'claim';

const FIELD_IDS: Record<ClaimField, string> = { problem: 'claim-problem', photoDescription: 'claim-photo' };

export interface ClaimSectionProps {
  booking: Booking;
  /** The clock the window is judged by; stories and tests pin it. */
  now?: Date;
}

export function ClaimSection({ booking, now }: ClaimSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const completed = booking.status === 'completed';
  // Arriving from "Raise a claim": the form is the reason for the visit, so bring it into view.
  useEffect(() => {
    if (completed && hash === `#${CLAIM_SECTION_ID}`) {
      ref.current?.focus({ preventScroll: true });
      ref.current?.scrollIntoView({ block: 'start' });
    }
  }, [completed, hash]);
  if (!completed) return null;
  return (
    <section ref={ref} id={CLAIM_SECTION_ID} className="claim" aria-labelledby="claim-heading" tabIndex={-1}>
      <h2 id="claim-heading">
        <ShieldCheck size={22} aria-hidden="true" />
        Something not right?
      </h2>
      <ClaimBody booking={booking} now={now ?? new Date()} />
    </section>
  );
}

function ClaimBody({ booking, now }: { booking: Booking; now: Date }) {
  const raise = useRaiseClaim(booking.id);
  if (raise.data) return <ClaimRaised claim={raise.data} reference={booking.reference} />;
  if (booking.claim) return <ClaimOnFile claim={booking.claim} reference={booking.reference} />;
  if (!booking.completedAt || !claimWindowOpen(booking.completedAt, now)) return <WindowClosed completedAt={booking.completedAt} reference={booking.reference} />;
  return <ClaimForm booking={booking} completedAt={booking.completedAt} raise={raise} />;
}

function ClaimRaised({ claim, reference }: { claim: Claim; reference: string }) {
  return (
    <Alert tone="success" title={`Claim ${claim.reference} raised`} live>
      <p>
        We have your claim and have e-mailed you the reference. Someone from our team <strong>calls you within one working day</strong> to agree how we
        put it right. Quote <strong>{claim.reference}</strong> if you call us.
      </p>
      <SupportLines reference={reference} />
    </Alert>
  );
}

function ClaimOnFile({ claim, reference }: { claim: NonNullable<Booking['claim']>; reference: string }) {
  return (
    <div className="claim__on-file">
      <p className="claim__reference">
        <ClipboardCheck size={20} aria-hidden="true" />
        <span>
          Claim <strong>{claim.reference}</strong>, raised on {formatDate(claim.createdAt)}
        </span>
        <span className={`claim__status claim__status--${claim.status}`}>{CLAIM_STATUS_LABELS[claim.status]}</span>
      </p>
      {claim.status === 'open' ? (
        <p>We call you within one working day of your claim to agree how we put it right. Quote the reference if you call us.</p>
      ) : (
        <p>We have settled this claim and e-mailed you what was agreed. If something is still not right, tell us.</p>
      )}
      <SupportLines reference={reference} />
    </div>
  );
}

function WindowClosed({ completedAt, reference }: { completedAt: string | null; reference: string }) {
  return (
    <div className="claim__closed">
      <p>
        {completedAt
          ? `Claims can be raised online for ${HAPPINESS_WINDOW} after a job; for this one that ended at ${claimDeadline(completedAt)}.`
          : `Claims can be raised online for ${HAPPINESS_WINDOW} after a job is completed.`}{' '}
        If something is still wrong, talk to us and we will see what we can do.
      </p>
      <SupportLines reference={reference} />
    </div>
  );
}

const CONFLICT_TITLES: Record<string, string> = {
  claim_window_closed: `The ${HAPPINESS_WINDOW} for a claim have passed`,
  claim_exists: 'You have already raised a claim on this booking',
  booking_not_completed: 'This job is not marked completed yet',
  not_found: 'We can’t find this booking on your account',
};

function failureTitle(error: ApiError): string {
  const conflict = CONFLICT_TITLES[error.code];
  if (conflict) return conflict;
  if (error.isNetworkError) return 'You seem to be offline';
  if (error.status === 429) return 'Too many attempts';
  if (error.fields) return 'Please check the highlighted fields';
  return 'We couldn’t send your claim';
}

function ClaimForm({ booking, completedAt, raise }: { booking: Booking; completedAt: string; raise: ReturnType<typeof useRaiseClaim> }) {
  const [values, setValues] = useState<ClaimValues>(EMPTY_CLAIM);
  const [errors, setErrors] = useState<ClaimErrors>({});
  const failure = raise.error;

  const change = (field: ClaimField) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  };

  const focusFirst = (found: ClaimErrors) => {
    const first = (Object.keys(FIELD_IDS) as ClaimField[]).find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (raise.isPending) return;
    const result = toClaimRequest(values);
    if (!result.ok) {
      setErrors(result.errors);
      focusFirst(result.errors);
      return;
    }
    setErrors({});
    raise.mutate(result.body, {
      onError: (error) => {
        // The server's field messages go next to their fields; what was typed stays as it was.
        const fields: ClaimErrors = {};
        if (error.fields?.problem) fields.problem = error.fields.problem;
        if (error.fields?.photoDescription) fields.photoDescription = error.fields.photoDescription;
        setErrors(fields);
        focusFirst(fields);
      },
    });
  };

  const conflict = failure ? CONFLICT_TITLES[failure.code] !== undefined : false;
  return (
    <>
      <p>
        Our happiness guarantee covers this {booking.serviceName.toLowerCase()}: if it was not done as booked, tell us by {claimDeadline(completedAt)} and we
        send your pro or another one back to put it right at no cost, or refund you. <Link to={paths.happiness}>How the guarantee works</Link>
      </p>
      {failure ? (
        <Alert tone="error" title={failureTitle(failure)} live>
          <p>{failure.message}</p>
          {conflict ? <SupportLines reference={booking.reference} /> : <p>What you wrote is still here. Try again when you are ready.</p>}
        </Alert>
      ) : null}
      <form className="claim__form" onSubmit={submit} noValidate aria-label="Raise a claim">
        <TextArea
          id={FIELD_IDS.problem}
          label="What went wrong"
          required
          hint={
            <>
              What was booked, what was not done or went wrong, and where in the home.{' '}
              <span className="claim__counter" data-over={values.problem.trim().length > CLAIM_LIMITS.problemMax || undefined}>
                {characterCount(values.problem, CLAIM_LIMITS.problemMax)}, at least {CLAIM_LIMITS.problemMin}.
              </span>
            </>
          }
          rows={5}
          value={values.problem}
          onChange={change('problem')}
          error={errors.problem}
        />
        <TextArea
          id={FIELD_IDS.photoDescription}
          label="Describe a photo you can send us"
          optional
          hint={
            <>
              For example “water still dripping under the kitchen sink”. We ask for the photo on WhatsApp when we call.{' '}
              <span className="claim__counter" data-over={values.photoDescription.trim().length > CLAIM_LIMITS.photoMax || undefined}>
                {characterCount(values.photoDescription, CLAIM_LIMITS.photoMax)}.
              </span>
            </>
          }
          rows={3}
          value={values.photoDescription}
          onChange={change('photoDescription')}
          error={errors.photoDescription}
        />
        <Button type="submit" fullWidth loading={raise.isPending} loadingLabel="Sending your claim…">
          Raise a claim
        </Button>
      </form>
    </>
  );
}
