// /admin_area/booking/view/:bookingId: one booking for dispatch. The pro (assign or reassign from the
// approved pros who offer the service, the booking's state first), the job's next step (only the one
// the state machine allows), cancel with a reason (a paid booking is refunded), the details, the
// customer, and the history of every admin action. The server has the last word: a 409 is explained
// and the booking is shown as it is now.
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CircleSlash, SearchX, UserCheck } from '../../../components/icons/index.ts';
import { earlyStartProblem, formatDate, formatNaira, formatNigerianPhone, formatTime, telHref } from '@ile/domain';
import { appClock } from '../../../lib/app-clock.ts';
import { isApiError, type ApiError } from '../../../api/errors.ts';
import type { AdminBookingDetail, ProSummary } from '../../../api/types.ts';
import { Alert, Button, ButtonLink, LoadFailed } from '../../../components/ui/index.ts';
import { ChoiceCards } from '../../../components/ui/choice-cards.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { paths } from '../../../config/routes.ts';
import {
  AdminPage,
  AuditHistory,
  MOVE_LABELS,
  canAssign,
  canCancel,
  nextMove,
  useAdminBooking,
  useAdminCancelBooking,
  useAssignPro,
  useMoveBooking,
} from '../../../features/admin/index.ts';
import { BookingFacts } from '../../../features/bookings/components/booking-facts.tsx';
import { PriceBreakdown } from '../../../features/bookings/components/price-breakdown.tsx';
import { StatusBadge } from '../../../features/bookings/components/status-badge.tsx';
import { defaultDetails, detailLines, formConfig, toDetailValues } from '../../../features/service-forms/index.ts';
import { AdminListSkeleton } from '../../../features/bookings/components/admin-booking-list.tsx';
import '../../../features/bookings/components/admin-lists.css';
import { ConfirmStep } from './confirm-step.tsx';
import './admin-booking.css';

const BACK = { to: paths.adminArea, label: 'All bookings' };

export function AdminBookingScreen() {
  const { bookingId = '' } = useParams();
  const detail = useAdminBooking(bookingId);
  if (detail.isPending) {
    return (
      <AdminPage title="Booking" back={BACK}>
        <AdminListSkeleton label="Loading the booking" rows={2} />
      </AdminPage>
    );
  }
  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.status === 404) {
      return (
        <AdminPage title="We can’t find that booking" documentTitle="Booking not found" back={BACK}>
          <div className="admin-empty">
            <SearchX size={32} aria-hidden="true" />
            <p>There is no booking with this link. It may have been typed wrong.</p>
            <ButtonLink to={paths.adminArea}>See all bookings</ButtonLink>
          </div>
        </AdminPage>
      );
    }
    return (
      <AdminPage title="Booking" back={BACK}>
        <LoadFailed title="We couldn’t load this booking" error={detail.error} retrying={detail.isFetching} onRetry={() => void detail.refetch()} />
      </AdminPage>
    );
  }
  return <BookingView detail={detail.data} />;
}

function actionFailure(error: ApiError): { title: string; message: string } {
  if (error.code === 'booking_state_conflict') return { title: 'This booking has changed', message: `${error.message} It is shown as it is now.` };
  if (error.isNetworkError) return { title: 'You seem to be offline', message: error.message };
  return { title: 'That didn’t work', message: error.message };
}

function ActionError({ error }: { error: ApiError | null }) {
  // Field messages show next to their field; everything else here.
  if (!error || (error.status === 400 && error.fields)) return null;
  const { title, message } = actionFailure(error);
  return (
    <Alert tone="error" title={title} live>
      <p>{message}</p>
    </Alert>
  );
}

function BookingView({ detail }: { detail: AdminBookingDetail }) {
  const { booking, customer, pro } = detail.item;
  const [notice, setNotice] = useState<string | null>(null);
  const form = formConfig(booking.service);
  const lines = detailLines(form, toDetailValues(form, booking.details, defaultDetails(form)));
  return (
    <AdminPage
      title={booking.serviceName}
      documentTitle={`${booking.serviceName} · ${booking.reference}`}
      back={BACK}
      meta={
        <>
          <span>Ref. {booking.reference}</span>
          <StatusBadge status={booking.status} />
        </>
      }
    >
      {notice ? (
        <Alert tone="success" title={notice} live>
          <p>The customer has been told by notification and e-mail.</p>
        </Alert>
      ) : null}

      <section className="admin-section" aria-labelledby="pro-heading">
        <h2 id="pro-heading">Pro</h2>
        {pro ? (
          <p className="admin-booking__pro">
            <UserCheck size={20} aria-hidden="true" />
            <span>
              <Link to={paths.adminPro(pro.id)}>{pro.name}</Link> · <a href={telHref(pro.phone)}>{formatNigerianPhone(pro.phone)}</a>
            </span>
          </p>
        ) : (
          <p>No pro assigned yet.</p>
        )}
        {canAssign(booking.status) ? (
          <AssignPro detail={detail} onDone={setNotice} />
        ) : booking.status === 'pending_payment' ? (
          <p className="admin-booking__hint">A pro can be assigned once the customer has paid.</p>
        ) : null}
      </section>

      <NextStep detail={detail} onDone={setNotice} />

      <section className="admin-section" aria-labelledby="details-heading">
        <h2 id="details-heading">Booking</h2>
        <BookingFacts
          serviceName={booking.serviceName}
          visit={booking.visit}
          details={lines}
          leading={[
            { label: 'Reference', value: booking.reference },
            { label: 'Booked', value: `${formatDate(booking.createdAt)}, ${formatTime(booking.createdAt)}` },
            { label: 'Paid', value: booking.paidAt ? `${formatDate(booking.paidAt)}, ${formatTime(booking.paidAt)}` : 'Not yet' },
          ]}
        />
        <PriceBreakdown price={booking.price} />
      </section>

      <section className="admin-section" aria-labelledby="customer-heading">
        <h2 id="customer-heading">Customer</h2>
        <dl className="booking-facts">
          <div className="booking-facts__row">
            <dt>Name</dt>
            <dd>{customer.name}</dd>
          </div>
          <div className="booking-facts__row">
            <dt>Phone</dt>
            <dd>
              <a href={telHref(customer.phone)}>{formatNigerianPhone(customer.phone)}</a>
            </dd>
          </div>
          <div className="booking-facts__row">
            <dt>E-mail</dt>
            <dd>{customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : 'None (joined by phone)'}</dd>
          </div>
        </dl>
      </section>

      {canCancel(booking.status) ? <CancelBooking detail={detail} onDone={setNotice} /> : null}

      <section className="admin-section" aria-labelledby="history-heading">
        <h2 id="history-heading">History</h2>
        <AuditHistory entries={detail.history} empty="No admin has acted on this booking yet." />
      </section>
    </AdminPage>
  );
}

function candidateHint(pro: ProSummary, bookingState: string): string {
  const where = `${pro.area}, ${pro.state === 'FCT' ? 'FCT' : `${pro.state} State`}`;
  return pro.state === bookingState ? `${where} · in the booking’s state` : `${where} · another state`;
}

function AssignPro({ detail, onDone }: { detail: AdminBookingDetail; onDone: (notice: string) => void }) {
  const { booking, pro: current } = detail.item;
  const assign = useAssignPro(booking.id);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<ProSummary | null>(null);
  // Reassigning offers everyone else.
  const candidates = detail.candidates.filter((p) => p.id !== current?.id);
  const fieldError = problem ?? (assign.error?.status === 400 ? assign.error.fields?.proId : undefined);

  if (candidates.length === 0) {
    return (
      <Alert tone="info" title={current ? 'No other pro can take this job' : 'No pro can take this job yet'}>
        <p>
          No {current ? 'other ' : ''}approved pro offers {booking.serviceName.toLowerCase()}. Approve an application that offers it, then come back.
        </p>
        <p>
          <Link to={`${paths.adminPros}?status=pending`}>See applications waiting for review</Link>
        </p>
      </Alert>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (assign.isPending) return;
    const pro = candidates.find((p) => p.id === chosen);
    if (!pro) {
      setProblem('Choose a pro for this job.');
      return;
    }
    setConfirming(pro);
  };

  const send = (pro: ProSummary) => {
    if (assign.isPending) return;
    assign.mutate(
      { proId: pro.id },
      {
        onSuccess: () => {
          setChosen('');
          setConfirming(null);
          onDone(`${pro.name} is assigned.`);
        },
        onError: () => setConfirming(null),
      },
    );
  };

  return (
    <form className="admin-booking__form" onSubmit={submit} noValidate aria-label={current ? 'Reassign the job' : 'Assign a pro'}>
      <ActionError error={assign.error} />
      <ChoiceCards
        id="assign-pro"
        name="proId"
        legend={current ? 'Give the job to another pro' : 'Choose a pro'}
        hint={`Approved pros who offer ${booking.serviceName.toLowerCase()}; those in ${booking.visit.address.state === 'FCT' ? 'the FCT' : `${booking.visit.address.state} State`} first.`}
        options={candidates.map((p) => ({ value: p.id, label: p.name, hint: candidateHint(p, booking.visit.address.state) }))}
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setProblem(undefined);
        }}
        error={fieldError}
      />
      {confirming ? (
        <ConfirmStep
          question={`Give this job to ${confirming.name}?`}
          pending={assign.isPending}
          pendingLabel="Assigning…"
          onConfirm={() => send(confirming)}
          onKeep={() => setConfirming(null)}
        />
      ) : (
        <Button type="submit">
          <UserCheck size={18} aria-hidden="true" />
          {current ? 'Reassign the job' : 'Assign pro'}
        </Button>
      )}
    </form>
  );
}

function NextStep({ detail, onDone }: { detail: AdminBookingDetail; onDone: (notice: string) => void }) {
  const { booking } = detail.item;
  const move = useMoveBooking(booking.id);
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const next = nextMove(booking.status);
  if (!next) return null;
  const labels = MOVE_LABELS[next];
  // Before the visit day (in Lagos) the server wants a reason to start; the same sentence says so here.
  const early = next === 'in_progress' ? earlyStartProblem(booking.visit.date, appClock.now()) : null;
  const go = () => {
    if (move.isPending) return;
    const why = reason.trim();
    if (early && (why.length < 3 || why.length > 500)) {
      setProblem(why.length > 500 ? 'Use at most 500 characters.' : 'Say why the job starts early (at least 3 characters).');
      return;
    }
    move.mutate(early ? { status: next, reason: why } : { status: next }, {
      onSuccess: () => {
        setConfirming(false);
        setReason('');
        onDone(labels.done);
      },
      onError: () => setConfirming(false),
    });
  };
  return (
    <section className="admin-section" aria-labelledby="job-heading">
      <h2 id="job-heading">The job</h2>
      <ActionError error={move.error} />
      <p className="admin-booking__hint">{next === 'in_progress' ? 'When the pro arrives and starts work.' : 'When the pro has finished and the customer is happy.'}</p>
      {confirming ? (
        <>
          {early ? (
            <TextArea
              id="start-reason"
              label="Reason for starting early"
              required
              hint={early}
              rows={2}
              value={reason}
              onChange={(e) => {
                setReason(e.target.value);
                setProblem(undefined);
              }}
              error={problem ?? (move.error?.status === 400 ? move.error.fields?.reason : undefined)}
            />
          ) : null}
          <ConfirmStep
            question={next === 'in_progress' ? 'Mark this job as started?' : 'Mark this job as completed?'}
            pending={move.isPending}
            pendingLabel="Saving…"
            onConfirm={go}
            onKeep={() => setConfirming(false)}
          />
        </>
      ) : (
        <Button onClick={() => setConfirming(true)}>{labels.action}</Button>
      )}
    </section>
  );
}

function CancelBooking({ detail, onDone }: { detail: AdminBookingDetail; onDone: (notice: string) => void }) {
  const { booking } = detail.item;
  const cancel = useAdminCancelBooking(booking.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const paid = booking.paidAt !== null;
  const fieldError = problem ?? (cancel.error?.status === 400 ? cancel.error.fields?.reason : undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (cancel.isPending) return;
    const why = reason.trim();
    if (why.length < 3) {
      setProblem('Say why the booking is cancelled (at least 3 characters). The customer sees it.');
      return;
    }
    if (why.length > 500) {
      setProblem('Use at most 500 characters.');
      return;
    }
    setConfirming(true);
  };

  const send = () => {
    if (cancel.isPending) return;
    const why = reason.trim();
    // mutateAsync: this section goes away as soon as the booking reads cancelled.
    cancel.mutateAsync({ reason: why }).then(
      () => onDone(paid ? 'Booking cancelled. The refund has been started.' : 'Booking cancelled.'),
      () => setConfirming(false),
    );
  };

  return (
    <section className="admin-section" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading">Cancel this booking</h2>
      <ActionError error={cancel.error} />
      <p className="admin-booking__hint">
        {paid ? `The customer has paid ${formatNaira(booking.price.totalKobo)}. Cancelling refunds it to them.` : 'The customer has not paid, so there is nothing to refund.'}
      </p>
      {open ? (
        <form className="admin-booking__form" onSubmit={submit} noValidate aria-label="Cancel the booking">
          <TextArea
            id="cancel-reason"
            label="Reason"
            required
            hint="The customer sees this in their notification and e-mail."
            rows={3}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
            error={fieldError}
          />
          {confirming ? (
            <ConfirmStep
              question={paid ? `Cancel this booking and refund ${formatNaira(booking.price.totalKobo)}?` : 'Cancel this booking?'}
              pending={cancel.isPending}
              pendingLabel="Cancelling…"
              onConfirm={send}
              onKeep={() => setConfirming(false)}
            />
          ) : (
            <>
              <Button type="submit">
                <CircleSlash size={18} aria-hidden="true" />
                {paid ? 'Cancel and refund' : 'Cancel booking'}
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                Keep the booking
              </Button>
            </>
          )}
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Cancel booking…
        </Button>
      )}
    </section>
  );
}
