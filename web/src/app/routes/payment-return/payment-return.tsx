// /pay/:bookingId/return?reference=…: where Paystack's checkout and the test checkout send the
// customer back. It asks the server, once on arrival, to verify the payment (handlePayment) and says
// plainly what happened: paid, still being confirmed, not paid, or something for us to sort out.
// Every retry sends the same reference, which the server fulfils at most once.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Ban, CircleCheck, CircleX, Hourglass, Link2Off, LogIn, RotateCw, SearchX, TriangleAlert } from '../../../components/icons/index.ts';
import { formatNaira } from '@ile/domain';
import { CURRENT_USER_KEY } from '../../../api/query-keys.ts';
import type { Booking, PaymentRequest } from '../../../api/types.ts';
import { Button, ButtonAnchor, ButtonLink, Card, Container, Spinner, StatusPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { bookingKeys, useBookings } from '../../../features/bookings/api/index.ts';
import { FactList } from '../../../features/bookings/components/booking-facts.tsx';
import { formatVisitDay } from '../../../features/bookings/components/format.ts';
import { useConfirmPayment } from '../../../features/payments/api/index.ts';
import { PayButton } from '../../../features/payments/components/pay-button.tsx';
import { ReceiptLink } from '../../../features/payments/components/receipt-link.tsx';
import { describeConfirmFailure } from '../../../features/payments/payment-failures.ts';
import { recallProvider } from '../../../features/payments/payment-memory.ts';
import { formatPaidAt } from '../../../features/payments/receipt-words.ts';
import { readPaymentReturn } from '../../../features/payments/return-params.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './payment-return.css';

export function PaymentReturnScreen() {
  const { bookingId = '' } = useParams();
  const [search] = useSearchParams();
  const query = search.toString();
  const payment = useMemo(() => readPaymentReturn(new URLSearchParams(query), recallProvider), [query]);
  if (!payment) return <MissingReference bookingId={bookingId} />;
  return <ConfirmPayment request={{ bookingId, ...payment }} />;
}

function ConfirmPayment({ request }: { request: PaymentRequest }) {
  const confirm = useConfirmPayment();
  const queryClient = useQueryClient();
  const { mutate } = confirm;
  const { bookingId, provider, reference } = request;
  const ask = useCallback(
    () =>
      mutate(
        { bookingId, provider, reference },
        {
          // Every query is refreshed by then, but the bookings list is not on screen, so it was only
          // marked stale: the server's answer goes in now, and the dashboard never shows "Pending
          // payment" for a round trip after paying.
          onSuccess: ({ booking }) => queryClient.setQueryData<Booking[]>(bookingKeys.list, (list) => list?.map((b) => (b.id === booking.id ? booking : b))),
        },
      ),
    [bookingId, provider, reference, mutate, queryClient],
  );
  // Once per arrival: StrictMode runs effects twice, and a re-render must not ask again.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const key = `${bookingId}|${provider}|${reference}`;
    if (asked.current === key) return;
    asked.current = key;
    ask();
  }, [bookingId, provider, reference, ask]);

  const again = ask;

  if (confirm.isIdle || confirm.isPending) {
    return (
      <Container narrow className="payment-return payment-return--confirming">
        <DocumentTitle>Confirming your payment · Ilé</DocumentTitle>
        <div className="payment-return__confirming" role="status">
          <Spinner size={40} />
          <h1>Confirming your payment…</h1>
          <p>This usually takes a few seconds. Please keep this page open.</p>
        </div>
      </Container>
    );
  }

  if (confirm.isSuccess) {
    const { booking } = confirm.data;
    if (confirm.data.outcome === 'paid') return <Paid booking={booking} />;
    return (
      <StatusPanel
        icon={<Hourglass size={40} />}
        title="We’re still confirming your payment"
        actions={
          <>
            <Button onClick={again}>
              <RotateCw size={18} aria-hidden="true" />
              Check again
            </Button>
            <ButtonLink to={paths.dashboard} variant="secondary">
              Go to my bookings
            </ButtonLink>
          </>
        }
      >
        <DocumentTitle>Still confirming your payment · Ilé</DocumentTitle>
        <p>We’re still waiting for our payment partner to answer. If your payment went through, this page and your dashboard will show your {booking.serviceName.toLowerCase()} as paid within a few minutes.</p>
        <p>You won’t be charged twice, whatever you do next. Payment reference: <span className="payment-return__reference">{reference}</span></p>
      </StatusPanel>
    );
  }

  const failure = describeConfirmFailure(confirm.error);
  const bookingLink = (
    <ButtonLink to={paths.bookingDetail(bookingId)} variant="secondary">
      Back to my booking
    </ButtonLink>
  );
  switch (failure.kind) {
    case 'not-confirmed':
      return (
        <StatusPanel icon={<CircleX size={40} />} title="Your payment didn’t go through" actions={<PayAgain bookingId={bookingId} />}>
          <DocumentTitle>Payment not completed · Ilé</DocumentTitle>
          <p>{failure.error.message}</p>
        </StatusPanel>
      );
    case 'mismatch':
      return (
        <StatusPanel
          icon={<TriangleAlert size={40} />}
          title="We couldn’t match this payment to your booking"
          actions={
            <>
              <ButtonAnchor href={`${site.support.emailHref}?subject=${encodeURIComponent(`Payment ${reference}`)}`}>E-mail support</ButtonAnchor>
              {bookingLink}
            </>
          }
        >
          <DocumentTitle>Payment needs checking · Ilé</DocumentTitle>
          <p>{failure.error.message}</p>
          <p>
            Your payment reference is <strong className="payment-return__reference">{reference}</strong>. Call{' '}
            <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a>, chat on <a href={site.support.whatsappHref}>WhatsApp</a> or e-mail{' '}
            <a href={site.support.emailHref}>{site.support.email}</a> and quote it.
          </p>
        </StatusPanel>
      );
    case 'not-payable':
      return (
        <StatusPanel
          icon={<Ban size={40} />}
          title="This booking can’t take a payment now"
          actions={
            <>
              <ButtonLink to={paths.bookingDetail(bookingId)}>View my booking</ButtonLink>
              <ButtonLink to={paths.dashboard} variant="secondary">
                Go to my bookings
              </ButtonLink>
            </>
          }
        >
          <DocumentTitle>Booking not payable · Ilé</DocumentTitle>
          <p>{failure.error.message}</p>
          <p>If this payment charged you anyway, it is refunded to you automatically. Payment reference: <span className="payment-return__reference">{reference}</span></p>
        </StatusPanel>
      );
    case 'not-found':
      return (
        <StatusPanel icon={<SearchX size={40} />} title="We can’t find this payment" actions={<ButtonLink to={paths.dashboard}>See my bookings</ButtonLink>}>
          <DocumentTitle>Payment not found · Ilé</DocumentTitle>
          <p>It may belong to another account, or the link back from the payment page is incomplete. Your dashboard shows which bookings are paid.</p>
          <p>
            If you were charged, call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or e-mail <a href={site.support.emailHref}>{site.support.email}</a> and quote the payment
            reference <span className="payment-return__reference">{reference}</span>.
          </p>
        </StatusPanel>
      );
    case 'signed-out':
      return (
        <StatusPanel
          icon={<LogIn size={40} />}
          title="Please sign in again"
          // Refreshing the current user lets the customer guard send them to sign in and back here, reference and all.
          actions={<Button onClick={() => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })}>Sign in</Button>}
        >
          <DocumentTitle>Sign in to confirm your payment · Ilé</DocumentTitle>
          <p>Your session ended while you were paying. Sign in and we’ll confirm this payment; nothing is lost and you won’t pay twice.</p>
        </StatusPanel>
      );
    case 'retryable':
      return (
        <StatusPanel
          icon={<RotateCw size={40} />}
          title="We couldn’t confirm your payment yet"
          actions={
            <>
              <Button onClick={again}>
                <RotateCw size={18} aria-hidden="true" />
                Try again
              </Button>
              <ButtonLink to={paths.dashboard} variant="secondary">
                Go to my bookings
              </ButtonLink>
            </>
          }
        >
          <DocumentTitle>Confirming your payment · Ilé</DocumentTitle>
          <p>{failure.error.message}</p>
          <p>Trying again is safe: you won’t be charged twice. Payment reference: <span className="payment-return__reference">{reference}</span></p>
        </StatusPanel>
      );
  }
}

function Paid({ booking }: { booking: Booking }) {
  return (
    <Container narrow className="payment-return">
      <DocumentTitle>{`Paid: ${booking.serviceName} · Ilé`}</DocumentTitle>
      <div className="payment-return__hero">
        <CircleCheck size={48} aria-hidden="true" className="payment-return__icon" />
        <h1>Payment received</h1>
        <p>
          Thank you. You’ve paid <strong>{formatNaira(booking.price.totalKobo)}</strong> for your {booking.serviceName.toLowerCase()}. We’re matching a vetted pro and will tell you who is coming.
        </p>
      </div>
      <Card>
        <FactList
          rows={[
            { label: 'Amount paid', value: formatNaira(booking.price.totalKobo) },
            { label: 'Booking reference', value: <span className="payment-return__reference">{booking.reference}</span> },
            { label: 'Service', value: booking.serviceName },
            { label: 'Visit', value: formatVisitDay(booking.visit.date) },
            ...(booking.paidAt ? [{ label: 'Paid on', value: formatPaidAt(booking.paidAt) }] : []),
          ]}
        />
      </Card>
      <div className="payment-return__actions">
        <ReceiptLink bookingId={booking.id} variant="primary" />
        <ButtonLink to={paths.dashboard} variant="secondary" fullWidth>
          Go to my bookings
        </ButtonLink>
      </div>
    </Container>
  );
}

/** Pay again after a payment that didn't go through: the button needs the booking's amount. */
function PayAgain({ bookingId }: { bookingId: string }) {
  const bookings = useBookings();
  const booking = bookings.data?.find((b) => b.id === bookingId);
  if (bookings.isPending) {
    return (
      <p className="payment-return__loading" role="status">
        <Spinner size={20} /> Getting your booking…
      </p>
    );
  }
  return (
    <>
      {booking && booking.status === 'pending_payment' ? <PayButton bookingId={booking.id} amountKobo={booking.price.totalKobo} /> : null}
      <ButtonLink to={booking ? paths.bookingDetail(booking.id) : paths.dashboard} variant="secondary">
        {booking ? 'Back to my booking' : 'Go to my bookings'}
      </ButtonLink>
    </>
  );
}

function MissingReference({ bookingId }: { bookingId: string }) {
  return (
    <StatusPanel
      icon={<Link2Off size={40} />}
      title="We can’t tell which payment this is"
      actions={
        <>
          <ButtonLink to={paths.dashboard}>Go to my bookings</ButtonLink>
          {bookingId ? (
            <ButtonLink to={paths.bookingDetail(bookingId)} variant="secondary">
              View this booking
            </ButtonLink>
          ) : null}
        </>
      }
    >
      <DocumentTitle>Payment link incomplete · Ilé</DocumentTitle>
      <p>The link back from the payment page has no payment reference. If you paid, your booking shows it as paid on your dashboard within a few minutes.</p>
      <p>
        Questions? Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or chat on <a href={site.support.whatsappHref}>WhatsApp</a>.
      </p>
    </StatusPanel>
  );
}
