// /dashboard/bookings/:bookingId: one booking with its price breakdown, paying for it (or its receipt
// once paid), and the changes a customer may still make online: cancel (until a pro is assigned) and
// move the day or window (until the job starts). The server has the last word: a 409 is explained,
// with the support line to call.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ArrowLeft, CalendarClock, RotateCw, SearchX, CircleX } from '../../../components/icons/index.ts';
import { bookableDays, bookableWindows, customerCanCancel, customerCanReschedule, formatNaira, isPayable, missingWindowsNote, visitDateProblem, visitSlotProblems, visitWindowProblem } from '@ile/domain';
import { appClock } from '../../../lib/app-clock.ts';
import type { ApiError } from '../../../api/errors.ts';
import type { Booking } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, Card, Container, Select, StatusPanel, TextField } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { useBookings, useCancelBooking, useRescheduleBooking, type RescheduleBookingRequest } from '../../../features/bookings/api/index.ts';
import { BookingFacts } from '../../../features/bookings/components/booking-facts.tsx';
import { TIME_WINDOWS, formatTimeWindow, formatVisitDay, timeWindowInSentence } from '../../../features/bookings/components/format.ts';
import { PriceBreakdown } from '../../../features/bookings/components/price-breakdown.tsx';
import { StatusBadge } from '../../../features/bookings/components/status-badge.tsx';
import { ClaimSection } from '../../../features/claims/index.ts';
import { PayButton } from '../../../features/payments/components/pay-button.tsx';
import { ReceiptLink } from '../../../features/payments/components/receipt-link.tsx';
import { formatPaidAt, hasReceipt } from '../../../features/payments/receipt-words.ts';
import { BookingReviewSection } from '../../../features/reviews/components/booking-review.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { SupportLines } from '../../../components/support-lines.tsx';
import { BookingProCard } from './booking-pro-card.tsx';
import './dashboard.css';

type TimeWindow = RescheduleBookingRequest['timeWindow'];
const WINDOW_OPTIONS = (['morning', 'afternoon', 'evening'] as const).map((value) => ({ value, label: `${TIME_WINDOWS[value].label}, ${TIME_WINDOWS[value].hours}` }));

function isTimeWindow(value: string): value is TimeWindow {
  return value === 'morning' || value === 'afternoon' || value === 'evening';
}

/** What the screen confirms after the customer's own change; the BFF sends the same in a notification and an e-mail. */
interface Notice {
  title: string;
  detail: string;
}

const SENT = 'We’ve sent you the details.';

export function BookingDetailScreen() {
  const { bookingId = '' } = useParams();
  const bookings = useBookings();
  const booking = bookings.data?.find((b) => b.id === bookingId);

  if (bookings.isPending) {
    return (
      <Container className="dashboard">
        <div className="booking-list" role="status" aria-label="Loading the booking">
          <div className="booking-card booking-card--skeleton" aria-hidden="true">
            <span className="skeleton skeleton--title" />
            <span className="skeleton" />
            <span className="skeleton skeleton--short" />
          </div>
        </div>
      </Container>
    );
  }
  if (bookings.isError) {
    return (
      <Container className="dashboard">
        <Alert tone="error" title="We couldn’t load this booking" live>
          <p>{bookings.error.message}</p>
          <Button variant="secondary" onClick={() => void bookings.refetch()}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      </Container>
    );
  }
  if (!booking) {
    return (
      <StatusPanel icon={<SearchX size={40} />} title="We can’t find that booking" actions={<ButtonLink to={paths.dashboard}>See my bookings</ButtonLink>}>
        <DocumentTitle>Booking not found · Ilé</DocumentTitle>
        <p>It may belong to another account, or the link is incomplete.</p>
      </StatusPanel>
    );
  }
  return <BookingDetail booking={booking} />;
}

function BookingDetail({ booking }: { booking: Booking }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const canCancel = customerCanCancel(booking.status);
  const canReschedule = customerCanReschedule(booking.status);
  return (
    <Container className="dashboard booking-detail">
      <DocumentTitle>{`${booking.serviceName} · ${booking.reference} · Ilé`}</DocumentTitle>
      <Link to={paths.dashboard} className="detail-page__back">
        <ArrowLeft size={18} aria-hidden="true" />
        My bookings
      </Link>
      <div className="detail-page__title">
        <h1>{booking.serviceName}</h1>
        <StatusBadge status={booking.status} />
      </div>
      {notice ? (
        <Alert tone="success" title={notice.title} live>
          <p>{notice.detail}</p>
        </Alert>
      ) : null}
      <Card className="detail-page__card">
        <BookingFacts
          serviceName={booking.serviceName}
          visit={booking.visit}
          leading={[
            { label: 'Reference', value: booking.reference },
            // Once the pro is known in full, their card below says who they are.
            ...(booking.proName && !booking.pro ? [{ label: 'Your pro', value: booking.proName }] : []),
          ]}
        />
      </Card>
      <Card className="detail-page__card">
        <PriceBreakdown price={booking.price} />
        {isPayable(booking.status) ? (
          <>
            <p className="detail-page__hint">Not paid yet. Pay on our secure checkout and we start matching your pro.</p>
            <PayButton bookingId={booking.id} amountKobo={booking.price.totalKobo} />
          </>
        ) : null}
        {hasReceipt(booking) ? (
          <>
            {booking.paidAt ? <p className="detail-page__hint">Paid on {formatPaidAt(booking.paidAt)}.</p> : null}
            <ReceiptLink bookingId={booking.id} />
          </>
        ) : null}
      </Card>
      <BookingProCard booking={booking} />
      {/* Rating the job: shown for completed bookings only (the section decides). */}
      <BookingReviewSection booking={booking} />
      {/* The happiness guarantee: shown for completed bookings only (the section decides). */}
      <ClaimSection booking={booking} />
      {canReschedule ? <Reschedule booking={booking} onDone={setNotice} /> : null}
      {canCancel ? <Cancel booking={booking} onDone={setNotice} /> : null}
      {!canCancel && !canReschedule && booking.status !== 'cancelled' && booking.status !== 'completed' ? (
        <Alert tone="info" title="Changes now go through our team">
          <SupportLines reference={booking.reference} />
        </Alert>
      ) : booking.status === 'completed' ? null : (
        // A completed job's way to us is the claim section above.
        <section className="detail-page__section" aria-labelledby="help-heading">
          <h2 id="help-heading">Questions about this booking?</h2>
          <SupportLines reference={booking.reference} />
        </section>
      )}
    </Container>
  );
}

function failureTitle(error: ApiError, conflictCode: string, conflictTitle: string): string {
  if (error.code === conflictCode) return conflictTitle;
  return error.isNetworkError ? 'You seem to be offline' : 'That didn’t work';
}

function Cancel({ booking, onDone }: { booking: Booking; onDone: (notice: Notice) => void }) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const cancel = useCancelBooking(booking.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const trimmed = reason.trim();
    // Read before the change: a paid booking's money goes back (the BFF records the refund in the same write).
    const refund = booking.status === 'paid' ? `Your refund of ${formatNaira(booking.price.totalKobo)} is on its way to the card or account you paid with. ` : '';
    // mutateAsync, not mutate's callbacks: this section unmounts as soon as the booking reads cancelled.
    cancel.mutateAsync(trimmed ? { reason: trimmed } : {}).then(
      () => onDone({ title: 'Booking cancelled.', detail: `${refund || 'There is nothing to pay for it. '}${SENT}` }),
      // The failure is on `cancel.error`, shown above the form.
      () => undefined,
    );
  };
  return (
    <section className="detail-page__section" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel this booking</h2>
      {cancel.error ? (
        <Alert tone="error" title={failureTitle(cancel.error, 'booking_not_cancellable', 'This booking can no longer be cancelled online')} live>
          <p>{cancel.error.message}</p>
          {cancel.error.code === 'booking_not_cancellable' ? <SupportLines reference={booking.reference} /> : null}
        </Alert>
      ) : null}
      {confirming ? (
        <form className="detail-page__form" onSubmit={submit} aria-label="Confirm cancellation">
          <p>
            Cancel your {booking.serviceName.toLowerCase()} on {formatVisitDay(booking.visit.date)}? You can’t undo this, but you can book again any time.
          </p>
          <TextField label="Why are you cancelling?" optional maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="submit" fullWidth loading={cancel.isPending} loadingLabel="Cancelling…">
            <CircleX size={18} aria-hidden="true" />
            Yes, cancel booking
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setConfirming(false)}>
            Keep my booking
          </Button>
        </form>
      ) : (
        <>
          <p className="detail-page__hint">Free until a pro is assigned.</p>
          <Button variant="secondary" fullWidth onClick={() => setConfirming(true)}>
            Cancel booking
          </Button>
        </>
      )}
    </section>
  );
}

function Reschedule({ booking, onDone }: { booking: Booking; onDone: (notice: Notice) => void }) {
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState(booking.visit.date);
  const [timeWindow, setTimeWindow] = useState<TimeWindow>(booking.visit.timeWindow);
  const [dateError, setDateError] = useState<string | undefined>();
  const [windowError, setWindowError] = useState<string | undefined>();
  const reschedule = useRescheduleBooking(booking.id);
  const now = appClock.now();
  const { first, last } = bookableDays(now);
  const serverFields = reschedule.error?.fields ?? {};
  // Only the windows still bookable on the chosen day; a chosen one that has lapsed says what the server would.
  const dayIsBookable = !visitDateProblem(date, now);
  const openWindows = dayIsBookable ? bookableWindows(date, now) : WINDOW_OPTIONS.map((option) => option.value);
  const windowOptions = WINDOW_OPTIONS.filter((option) => openWindows.includes(option.value));
  const offered = openWindows.includes(timeWindow);
  const lapsed = offered ? undefined : (visitWindowProblem(date, timeWindow, now) ?? undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reschedule.isPending) return;
    const problems = visitSlotProblems(date, timeWindow, appClock.now());
    setDateError(problems.date ?? undefined);
    setWindowError(problems.timeWindow ?? undefined);
    if (problems.date || problems.timeWindow) return;
    reschedule.mutate(
      { date, timeWindow },
      {
        onSuccess: (moved) => {
          setOpen(false);
          onDone({ title: `Moved to ${formatVisitDay(moved.visit.date)}, ${timeWindowInSentence(moved.visit.timeWindow)}.`, detail: SENT });
        },
      },
    );
  };

  const conflict = reschedule.error && !reschedule.error.fields;
  return (
    <section className="detail-page__section" aria-labelledby="reschedule-heading">
      <h2 id="reschedule-heading">Change the day or time</h2>
      {conflict && reschedule.error ? (
        <Alert tone="error" title={failureTitle(reschedule.error, 'booking_not_reschedulable', 'This booking can no longer be moved')} live>
          <p>{reschedule.error.message}</p>
          {reschedule.error.code === 'booking_not_reschedulable' ? <SupportLines reference={booking.reference} /> : null}
        </Alert>
      ) : null}
      {open ? (
        <form className="detail-page__form" onSubmit={submit} noValidate aria-label="Change the day or time">
          <TextField
            label="New day"
            required
            type="date"
            hint={`Any day from ${formatVisitDay(first)} to ${formatVisitDay(last)}.`}
            min={first}
            max={last}
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              setDateError(undefined);
            }}
            error={dateError ?? serverFields.date}
          />
          <Select
            label="Time"
            required
            options={windowOptions}
            placeholder={offered ? undefined : 'Choose a time'}
            hint={dayIsBookable ? (missingWindowsNote(date, now) ?? undefined) : undefined}
            value={offered ? timeWindow : ''}
            onChange={(e) => {
              if (isTimeWindow(e.target.value)) setTimeWindow(e.target.value);
              setWindowError(undefined);
            }}
            error={windowError ?? serverFields.timeWindow ?? lapsed}
          />
          <Button type="submit" fullWidth loading={reschedule.isPending} loadingLabel="Moving your booking…">
            <CalendarClock size={18} aria-hidden="true" />
            Move booking
          </Button>
          <Button variant="ghost" fullWidth onClick={() => setOpen(false)}>
            Keep the current time
          </Button>
        </form>
      ) : (
        <>
          <p className="detail-page__hint">
            Now: {formatVisitDay(booking.visit.date)}, {formatTimeWindow(booking.visit.timeWindow)}.
          </p>
          <Button variant="secondary" fullWidth onClick={() => setOpen(true)}>
            <CalendarClock size={18} aria-hidden="true" />
            Change day or time
          </Button>
        </>
      )}
    </section>
  );
}
