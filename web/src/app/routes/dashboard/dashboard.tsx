// /dashboard (customers only): every booking, newest first, each with its reference, service, day
// and window in WAT, address, amount and status; a tap opens its detail page. A booking pending
// payment can be paid from here; a paid one links to its receipt. Above them, the customer's
// notifications (booking news and announcements, turning phone notifications on, and booking texts on or off)
// and contact details (confirming the e-mail and the phone); below them, inviting friends with their code.
import { Link } from 'react-router-dom';
import { CalendarPlus, ChevronRight } from '../../../components/icons/index.ts';
import { formatNaira, isPayable } from '@ile/domain';
import type { Booking } from '../../../api/types.ts';
import { ButtonLink, Container, LoadFailed } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { useCurrentUserState } from '../../../features/auth/api/index.ts';
import { BookingTextsSetting } from '../../../features/auth/components/booking-texts-setting.tsx';
import { ContactDetails } from '../../../features/auth/components/contact-details.tsx';
import { useBookings } from '../../../features/bookings/api/index.ts';
import { formatAddress, formatTimeWindow, formatVisitDay } from '../../../features/bookings/components/format.ts';
import { StatusBadge } from '../../../features/bookings/components/status-badge.tsx';
import { NotificationsPanel } from '../../../features/notifications/index.ts';
import { PhoneNotifications } from '../../../features/push/index.ts';
import { PayButton } from '../../../features/payments/components/pay-button.tsx';
import { ReceiptLink } from '../../../features/payments/components/receipt-link.tsx';
import { hasReceipt } from '../../../features/payments/receipt-words.ts';
import { InviteFriendsPanel } from '../../../features/referrals/index.ts';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { FinishBookingBanner } from '../../draft-quote/finish-booking-banner.tsx';
import './dashboard.css';

/** Newest first, whatever order the list arrives in. */
function newestFirst(bookings: readonly Booking[]): Booking[] {
  return [...bookings].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function DashboardScreen() {
  const bookings = useBookings();
  const user = useCurrentUserState();
  return (
    <Container className="dashboard">
      <DocumentTitle>My bookings · Ilé</DocumentTitle>
      <div className="dashboard__top">
        <h1>My bookings</h1>
        <ButtonLink to={paths.services} variant="accent" size="sm">
          <CalendarPlus size={18} aria-hidden="true" />
          Book a service
        </ButtonLink>
      </div>
      <FinishBookingBanner />
      <NotificationsPanel>
        <PhoneNotifications />
        {user && user.role === 'user' ? <BookingTextsSetting bookingTexts={user.bookingTexts} phone={user.phone} phoneVerified={user.phoneVerified} /> : null}
      </NotificationsPanel>
      {/* Beside the texts switch: booking texts and e-mails go only to a proven phone and e-mail. */}
      {user && user.role === 'user' ? <ContactDetails user={user} /> : null}
      <h2 className="visually-hidden">Your bookings</h2>
      {bookings.isPending ? (
        <BookingListSkeleton />
      ) : bookings.isError ? (
        <LoadFailed title="We couldn’t load your bookings" error={bookings.error} retrying={bookings.isFetching} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.length === 0 ? (
        <EmptyBookings />
      ) : (
        <ul className="booking-list" aria-label="Your bookings, newest first">
          {newestFirst(bookings.data).map((booking) => (
            <li key={booking.id}>
              <BookingCard booking={booking} />
            </li>
          ))}
        </ul>
      )}
      {/* Below the bookings, which come first: the customer's referral code and invitations. */}
      {user ? <InviteFriendsPanel referralCode={user.referralCode} /> : null}
      <p className="dashboard__account">
        <Link to={paths.account}>My account and data</Link>: download your data, offers by text, delete your account.
      </p>
    </Container>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const payable = isPayable(booking.status);
  const receipt = hasReceipt(booking);
  return (
    <div className="booking-card">
      <Link to={paths.bookingDetail(booking.id)} className="booking-card__link">
        <span className="booking-card__top">
          <span className="booking-card__service">{booking.serviceName}</span>
          <StatusBadge status={booking.status} />
        </span>
        <span className="booking-card__when">
          {formatVisitDay(booking.visit.date)} · {formatTimeWindow(booking.visit.timeWindow)}
        </span>
        <span className="booking-card__where">{formatAddress(booking.visit.address)}</span>
        <span className="booking-card__bottom">
          <span className="booking-card__reference">Ref. {booking.reference}</span>
          <span className="booking-card__amount">{formatNaira(booking.price.totalKobo)}</span>
          <ChevronRight size={20} aria-hidden="true" className="booking-card__chevron" />
        </span>
      </Link>
      {/* Beside the link, never inside it: a button within a link is two controls in one. */}
      {payable || receipt ? (
        <div className="booking-card__actions">
          {payable ? <PayButton bookingId={booking.id} amountKobo={booking.price.totalKobo} /> : <ReceiptLink bookingId={booking.id} />}
        </div>
      ) : null}
    </div>
  );
}

function BookingListSkeleton() {
  return (
    <div className="booking-list" role="status" aria-label="Loading your bookings">
      {[0, 1, 2].map((n) => (
        <div key={n} className="booking-card booking-card--skeleton" aria-hidden="true">
          <span className="skeleton skeleton--title" />
          <span className="skeleton" />
          <span className="skeleton skeleton--short" />
        </div>
      ))}
    </div>
  );
}

function EmptyBookings() {
  return (
    <div className="dashboard__empty">
      <CalendarPlus size={40} aria-hidden="true" />
      <h2>No bookings yet</h2>
      <p>Book a vetted cleaner, plumber, electrician or any of our pros in about a minute. Your bookings and their status show up here.</p>
      <ButtonLink to={paths.services} fullWidth>
        Book a service
      </ButtonLink>
    </div>
  );
}
