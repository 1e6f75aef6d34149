// /order/confirmed/:bookingId: the booking just made, read from the current user's open bookings
// (the booking call's answer), so a reload still shows it. The next step is paying for it, right
// here; a booking that is already paid links to its receipt instead.
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CircleCheck, SearchX } from '../../../components/icons/index.ts';
import { formatNaira, isPayable } from '@ile/domain';
import { useApiClient } from '../../../api/api-client-context.tsx';
import { ButtonLink, Card, Container, Spinner, StatusPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { useCurrentUser } from '../../../features/auth/api/index.ts';
import { PendingEmailNote } from '../../../features/auth/components/pending-email-note.tsx';
import { bookingsQueryOptions } from '../../../features/bookings/api/index.ts';
import { BookingFacts } from '../../../features/bookings/components/booking-facts.tsx';
import { StatusBadge } from '../../../features/bookings/components/status-badge.tsx';
import { PayButton } from '../../../features/payments/components/pay-button.tsx';
import { ReceiptLink } from '../../../features/payments/components/receipt-link.tsx';
import { hasReceipt } from '../../../features/payments/receipt-words.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import './order-confirmation.css';

export function OrderConfirmationScreen() {
  const { bookingId = '' } = useParams();
  const client = useApiClient();
  const { data: user } = useCurrentUser();
  const open = user ? user.bookings.find((b) => b.id === bookingId) : undefined;
  // Not among the open bookings (paid and done, cancelled, or an old link): look in the full list.
  const all = useQuery({ ...bookingsQueryOptions(client), enabled: !open });
  const booking = open ?? all.data?.find((b) => b.id === bookingId);

  if (!booking) {
    if (all.isPending) {
      return (
        <Container narrow className="order-confirmation">
          <p className="order-confirmation__loading" role="status">
            <Spinner size={20} /> Finding your booking…
          </p>
        </Container>
      );
    }
    return (
      <StatusPanel
        icon={<SearchX size={40} />}
        title="We can’t find that booking"
        actions={<ButtonLink to={paths.dashboard}>See my bookings</ButtonLink>}
      >
        <DocumentTitle>Booking not found · Ilé</DocumentTitle>
        <p>It may belong to another account, or the link is incomplete. All your bookings are on your dashboard.</p>
      </StatusPanel>
    );
  }

  return (
    <Container narrow className="order-confirmation">
      <DocumentTitle>{`Booked: ${booking.serviceName} · Ilé`}</DocumentTitle>
      <div className="order-confirmation__hero">
        <CircleCheck size={48} aria-hidden="true" className="order-confirmation__icon" />
        <h1>Your booking is in</h1>
        <p>
          Reference <strong className="order-confirmation__reference">{booking.reference}</strong>. Quote it if you call or chat with us.
        </p>
      </div>
      {/* Just signed up by e-mail: the e-mail waits for its link (one line, the booking goes on). */}
      {user ? <PendingEmailNote pendingEmail={user.pendingEmail} /> : null}

      {/* First after the hero: on a small phone the Pay button is on screen without scrolling. */}
      {isPayable(booking.status) ? (
        <Card className="order-confirmation__card">
          <h2 className="order-confirmation__heading">Pay to lock in your booking</h2>
          <p className="order-confirmation__help">You pay on a secure checkout and come straight back here. Nothing is charged until you confirm there.</p>
          <PayButton bookingId={booking.id} amountKobo={booking.price.totalKobo} />
        </Card>
      ) : null}

      <Card className="order-confirmation__card">
        <BookingFacts
          serviceName={booking.serviceName}
          visit={booking.visit}
          leading={[
            { label: 'Status', value: <StatusBadge status={booking.status} /> },
            { label: 'Amount', value: formatNaira(booking.price.totalKobo) + (booking.price.inspectionOnly ? ' (visit fee)' : '') },
          ]}
        />
      </Card>

      <Card className="order-confirmation__card">
        <h2 className="order-confirmation__heading">What happens next</h2>
        <ol className="order-confirmation__steps">
          <li>{hasReceipt(booking) ? 'Your payment is in; your receipt is ready below.' : 'You pay; your booking shows “Pending payment” until then, and you can also pay from your bookings.'}</li>
          <li>Our team matches a vetted pro for {booking.visit.timeWindow === 'morning' ? 'the morning' : booking.visit.timeWindow === 'afternoon' ? 'the afternoon' : 'the evening'} you chose.</li>
          <li>You see your pro’s name here and on your dashboard.</li>
        </ol>
        <p className="order-confirmation__help">
          Need to change something? Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or chat on{' '}
          <a href={site.support.whatsappHref}>WhatsApp</a>.
        </p>
      </Card>

      <div className="order-confirmation__actions">
        {hasReceipt(booking) ? <ReceiptLink bookingId={booking.id} variant="primary" /> : null}
        <ButtonLink to={paths.bookingDetail(booking.id)} variant={isPayable(booking.status) || hasReceipt(booking) ? 'secondary' : 'primary'} fullWidth>
          View this booking
        </ButtonLink>
        <ButtonLink to={paths.dashboard} variant="secondary" fullWidth>
          Go to my bookings
        </ButtonLink>
      </div>
    </Container>
  );
}
