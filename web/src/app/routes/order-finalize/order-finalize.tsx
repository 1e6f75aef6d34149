// /order/finalize: the draft's summary and price, and Confirm. The guard lets only a signed-in
// customer with a draft in; every failure keeps the summary on screen with a way forward, and every
// retry reuses the draft's Idempotency-Key, so nothing is ever booked twice.
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Pencil, RotateCw } from 'lucide-react';
import { DEFAULT_CATALOGUE, formatNaira } from '@ile/domain';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { CurrentUser } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, Card, Container, Spinner } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { servicesQueryOptions } from '../../../features/catalogue/api/index.ts';
import { BookingFacts, FactList } from '../../../features/bookings/components/booking-facts.tsx';
import { PriceBreakdown } from '../../../features/bookings/components/price-breakdown.tsx';
import { readDraft, type BookingDraft } from '../../../lib/booking-draft.ts';
import { useConfirmBooking, type ConfirmFailure } from '../../../features/bookings/use-confirm-booking.ts';
import { summariseDraft } from '../../../features/service-forms/index.ts';
import { fieldLabel } from './field-label.ts';
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
      <title>Finish your booking · Ilé</title>
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
  const client = useApiClient();
  // The catalogue's current prices (usually cached from the service page): the same `quote` the server charges with.
  const services = useQuery(servicesQueryOptions(client));
  const entry = services.data?.find((s) => s.key === draft.service);
  const summary = useMemo(() => summariseDraft(draft, entry?.priceItems ?? []), [draft, entry]);
  const booking = summary.parsed.ok ? summary.parsed.booking : null;
  const price = entry ? summary.price : null;
  const priceState = price ? 'ready' : services.isPending ? 'loading' : 'error';
  const retryPrice = () => void services.refetch();
  const name = entry?.name ?? DEFAULT_CATALOGUE.find((e) => e.key === draft.service)?.name ?? 'Your service';
  const onBooked = (user: CurrentUser) => {
    const created = user.bookings[0];
    return navigate(created ? paths.orderConfirmed(created.id) : paths.dashboard, { replace: true });
  };
  const { confirm, pending, slow, failure } = useConfirmBooking({ draft, onBooked });

  const editLink = (
    <ButtonLink to={paths.service(draft.page)} variant="secondary" fullWidth>
      <Pencil size={18} aria-hidden="true" />
      Edit details
    </ButtonLink>
  );

  return (
    <Container narrow className="order-finalize">
      <title>Check and confirm · Ilé</title>
      <h1>Check and confirm your booking</h1>
      <p className="order-finalize__intro">Nothing is booked until you tap Confirm. You don’t pay anything now.</p>

      {summary.parsed.ok ? null : (
        <Alert tone="error" title="A few details are missing">
          <p>Go back to the form to finish them; everything you typed is still there.</p>
          <ul className="alert__list">
            {summary.parsed.problems.map((p) => (
              <li key={p.field}>
                {fieldLabel(p.field)}: {p.message}
              </li>
            ))}
          </ul>
        </Alert>
      )}

      <Card className="order-finalize__card">
        <h2 className="order-finalize__heading">Your booking</h2>
        {booking ? (
          <BookingFacts serviceName={name} visit={booking.body.visit} details={summary.lines} />
        ) : (
          <FactList rows={[{ label: 'Service', value: name }, ...summary.lines, ...summary.visitLines]} />
        )}
        {editLink}
      </Card>

      {booking ? (
        <Card className="order-finalize__card">
          {priceState === 'ready' && price ? (
            <PriceBreakdown price={price} totalLabel={price.inspectionOnly ? 'Visit fee' : 'Total'} />
          ) : priceState === 'loading' ? (
            <p className="order-finalize__loading">
              <Spinner size={20} /> Working out your price…
            </p>
          ) : (
            <Alert tone="warning" title="We couldn’t load today’s prices">
              <p>Check your connection and try again. You see the full price before anything is booked.</p>
              <Button variant="secondary" onClick={retryPrice}>
                <RotateCw size={18} aria-hidden="true" />
                Load prices again
              </Button>
            </Alert>
          )}
        </Card>
      ) : null}

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
            onClick={() => confirm(booking)}
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
