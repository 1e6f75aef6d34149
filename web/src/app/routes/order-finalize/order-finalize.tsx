// /order/finalize: the draft's summary and price, and Confirm. The guard lets only a signed-in
// customer with a draft in; every failure keeps the summary on screen with a way forward, and every
// retry reuses the draft's Idempotency-Key, so nothing is ever booked twice.
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSettledNavigate } from '../../settled-navigate.ts';
import { CalendarCheck, Pencil, RotateCw } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import type { CurrentUser } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, Container } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { DraftSummary } from '../../draft-quote/draft-summary.tsx';
import { bookingFailureOfState } from '../../../features/bookings/failure-hand-off.ts';
import { fieldLabel } from '../../../features/bookings/field-label.ts';
import { readDraft, type BookingDraft } from '../../../lib/booking-draft.ts';
import { useConfirmBooking, type ConfirmFailure } from '../../../features/bookings/use-confirm-booking.ts';
import { useDraftQuote } from '../../draft-quote/use-draft-quote.ts';
import { preloadScreens } from '../booking-screens.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './order-finalize.css';

export function OrderFinalizeScreen() {
  // Read once: the guard only lets us in with a readable draft, and a later write (another tab)
  // must not change what the customer is looking at while they confirm it.
  const [draft] = useState(readDraft);
  if (!draft) return <NoDraft />;
  return <Finalize draft={draft} />;
}

function NoDraft() {
  return (
    <Container narrow className="order-finalize">
      <DocumentTitle>Finish your booking · Ilé</DocumentTitle>
      <h1>There is nothing to confirm</h1>
      <p>Choose a service and fill in its form; you come back here to check and confirm.</p>
      <ButtonLink to={paths.services} fullWidth>
        See all services
      </ButtonLink>
    </Container>
  );
}

function Finalize({ draft }: { draft: BookingDraft }) {
  const navigate = useNavigate();
  const navigateSettled = useSettledNavigate();
  const location = useLocation();
  const quote = useDraftQuote(draft);
  const { booking, price } = quote;
  // Sent here by the sign-in screen when the account was made but the booking failed: show why, with Retry.
  const [initialError] = useState(() => bookingFailureOfState(location.state));
  // Shown once: history keeps location state across reloads and Back, where it would be stale.
  useEffect(() => {
    if (initialError) void navigate(location.pathname, { replace: true, state: null });
  }, [initialError, navigate, location.pathname]);
  const onBooked = (user: CurrentUser) => {
    const created = user.bookings[0];
    return navigateSettled(created ? paths.orderConfirmed(created.id) : paths.dashboard, { replace: true });
  };
  const { confirm, pending, slow, failure } = useConfirmBooking({ draft, onBooked, initialError });

  const editLink = (
    <ButtonLink to={paths.service(draft.page)} variant="secondary" fullWidth>
      <Pencil size={18} aria-hidden="true" />
      Edit details
    </ButtonLink>
  );

  return (
    <Container narrow className="order-finalize">
      <DocumentTitle>Check and confirm · Ilé</DocumentTitle>
      <h1>Check and confirm your booking</h1>
      <p className="order-finalize__intro">Nothing is booked until you tap Confirm. You don’t pay anything now.</p>

      <DraftSummary quote={quote} editLink={editLink} />

      {failure ? <FailureMessage failure={failure} editLink={editLink} /> : null}
      {slow ? (
        <Alert tone="info" title="Still sending…" live>
          <p>Your connection seems slow. Keep this page open: if it drops, tapping Retry won’t book you twice.</p>
        </Alert>
      ) : null}

      {booking && price ? (
        <div className="order-finalize__actions">
          <Button
            fullWidth
            loading={pending}
            loadingLabel="Booking your visit…"
            onClick={() => {
              preloadScreens('orderConfirmation');
              confirm(booking);
            }}
          >
            {failure && failure.kind !== 'fields' && failure.kind !== 'signed-out' ? <RotateCw size={18} aria-hidden="true" /> : <CalendarCheck size={18} aria-hidden="true" />}
            {failure && (failure.kind === 'retryable' || failure.kind === 'in-flight') ? 'Retry' : `Confirm booking · ${formatNaira(price.totalKobo)}`}
          </Button>
          <p className="order-finalize__next">
            Next: you pay on a secure checkout, then we match your vetted pro. Questions? Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>.
          </p>
        </div>
      ) : null}
    </Container>
  );
}

function FailureMessage({ failure, editLink }: { failure: ConfirmFailure; editLink: ReactNode }) {
  switch (failure.kind) {
    case 'retryable':
      return (
        <Alert tone="error" title={failure.error.isNetworkError ? 'You seem to be offline' : 'Your booking didn’t go through'} live>
          <p>{failure.error.message}</p>
          <p>Your details are saved on this phone. Tap Retry: if the first try did reach us, you still get only one booking.</p>
        </Alert>
      );
    case 'in-flight':
      return (
        <Alert tone="info" title="We’re still working on your booking" live>
          <p>{failure.autoRetrying ? 'We’ll check again in a moment; please keep this page open.' : 'Please wait a moment, then tap Retry. You won’t be booked twice.'}</p>
        </Alert>
      );
    case 'fields':
      return (
        <Alert tone="error" title="Some details need fixing" live>
          <p>Nothing was booked. Fix these on the form, then confirm again:</p>
          <ul className="alert__list">
            {failure.fields.map((f) => (
              <li key={f.field}>
                {fieldLabel(f.field)}: {f.message}
              </li>
            ))}
          </ul>
          {editLink}
        </Alert>
      );
    case 'changed':
      return (
        <Alert tone="warning" title="Your booking changed since you first confirmed" live>
          <p>Nothing new was booked. Check the summary above and tap Confirm again.</p>
        </Alert>
      );
    case 'signed-out':
      return (
        <Alert tone="error" title="Please sign in again" live>
          <p>{failure.error.message} Your details are saved on this phone.</p>
          <ButtonLink to={paths.signIn} state={{ from: paths.orderFinalize }} variant="secondary" fullWidth>
            Sign in
          </ButtonLink>
        </Alert>
      );
  }
}
