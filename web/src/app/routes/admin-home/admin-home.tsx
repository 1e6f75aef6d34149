// /admin_area: alerts first (a daily text ceiling near or reached), the counts at a glance (the inbox's unread messages and open claims too), then the
// bookings queue in sections (needs action, upcoming, everything else; soonest visit first in each),
// searched by reference and filtered by status, service, state and visit days. The search, filters
// and page live in the URL, so a view can be reloaded or shared, and each booking opens its own page
// for dispatch.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CalendarSearch, RotateCw, Search, SlidersHorizontal } from '../../../components/icons/index.ts';
import { NIGERIAN_STATES, STATUS_LABELS, stateLabel, todayInLagos } from '@ile/domain';
import type { AdminAlert, AdminOverview } from '../../../api/types.ts';
import { Alert, Button, LoadFailed, Select, TextField } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import {
  AdminPage,
  BOOKING_STATUSES,
  Pagination,
  activeFilterCount,
  bookingFiltersToParams,
  queueSections,
  readBookingsQuery,
  referenceQuery,
  useAdminBookings,
  useAdminOverview,
  type AdminBookingsPage,
  type AdminBookingsQuery,
  type BookingFilters,
} from '../../../features/admin/index.ts';
import { BUNDLED_SERVICES } from '../../../features/catalogue/index.ts';
import { AdminBookingList, AdminListSkeleton } from '../../../features/bookings/components/admin-booking-list.tsx';
import '../../../features/bookings/components/admin-lists.css';

const STATUS_OPTIONS = BOOKING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));
const SERVICE_OPTIONS = [...BUNDLED_SERVICES].sort((a, b) => a.sortOrder - b.sortOrder).map((s) => ({ value: s.key, label: s.name }));
const STATE_OPTIONS = NIGERIAN_STATES.map((state) => ({ value: state, label: stateLabel(state) }));

export function AdminHomeScreen() {
  return (
    <AdminPage title="Dashboard">
      <AtAGlance />
      <BookingsQueue />
    </AdminPage>
  );
}

/** The counts that need someone first, then the rest; each opens the queue filtered to it. */
const TILES: readonly { key: keyof AdminOverview['bookingsByStatus']; label: string }[] = [
  { key: 'paid', label: 'Paid, waiting for a pro' },
  { key: 'pro_assigned', label: 'Pro assigned' },
  { key: 'in_progress', label: 'In progress' },
  { key: 'pending_payment', label: 'Waiting for payment' },
  { key: 'completed', label: 'Completed' },
  { key: 'cancelled', label: 'Cancelled' },
];

const CEILING_WORDS: Readonly<Record<AdminAlert['ceiling'], { what: string; variable: string; past: string }>> = {
  sign_in_codes: {
    what: 'Sign-in codes',
    variable: 'TEXT_CODES_DAILY_CEILING',
    past: 'Past it, new numbers cannot sign in by text (numbers a customer already proved still can; e-mail sign-in always works).',
  },
  all_texts: {
    what: 'Texts',
    variable: 'TEXT_DAILY_CEILING',
    past: 'Past it, texts are held and not sent, except sign-in codes to numbers a customer already proved.',
  },
};

const count = (value: number) => value.toLocaleString('en-NG');

/** A daily text ceiling at 80 % or more: how full, what happens past it, and where to look for a flood. */
function TextCeilingAlert({ alert }: { alert: AdminAlert }) {
  const words = CEILING_WORDS[alert.ceiling];
  const reached = alert.kind === 'text_ceiling_reached';
  return (
    <Alert tone={reached ? 'error' : 'warning'} title={`${words.what} ${reached ? 'reached' : 'are near'} today’s ceiling`}>
      <p>
        {count(alert.used)} of {count(alert.limit)} in the last 24 hours ({words.variable}). {words.past}
      </p>
      <p>
        <Link to={paths.adminTexts}>Check the texts for a flood to many numbers</Link> before raising the ceiling.
      </p>
    </Alert>
  );
}

function AtAGlance() {
  const overview = useAdminOverview();
  const today = todayInLagos();
  return (
    <section aria-labelledby="glance-heading" className="admin-glance">
      <h2 id="glance-heading" className="visually-hidden">
        At a glance
      </h2>
      {overview.isPending ? (
        <p role="status" className="admin-glance__loading">
          Counting bookings…
        </p>
      ) : overview.isError ? (
        <Alert tone="error" title="We couldn’t load the counts">
          <p>{overview.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => void overview.refetch()}>
            <RotateCw size={18} aria-hidden="true" />
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          {overview.data.alerts.length > 0 && (
            <div className="admin-glance__alerts">
              {overview.data.alerts.map((alert) => (
                <TextCeilingAlert key={`${alert.kind}-${alert.ceiling}`} alert={alert} />
              ))}
            </div>
          )}
          <ul className="admin-glance__tiles">
            <li>
              <Link className="admin-tile admin-tile--urgent" to={paths.adminPros + '?status=pending'}>
                <span className="admin-tile__count">{overview.data.pendingApplications}</span>
                <span className="admin-tile__label">Pro applications to review</span>
              </Link>
            </li>
            <li>
              <Link className="admin-tile admin-tile--urgent" to={`${paths.adminArea}?${bookingFiltersToParams({ from: today, to: today }).toString()}`}>
                <span className="admin-tile__count">{overview.data.visitsToday}</span>
                <span className="admin-tile__label">Visits today</span>
              </Link>
            </li>
            {/* The support inbox: what customers wrote and claims waiting for an answer. */}
            <li>
              <Link className="admin-tile admin-tile--urgent" to={`${paths.adminMessages}?unread=true`}>
                <span className="admin-tile__count">{overview.data.unreadMessages}</span>
                <span className="admin-tile__label">Unread messages</span>
              </Link>
            </li>
            <li>
              <Link className="admin-tile admin-tile--urgent" to={`${paths.adminClaims}?status=open`}>
                <span className="admin-tile__count">{overview.data.openClaims}</span>
                <span className="admin-tile__label">Open claims</span>
              </Link>
            </li>
            {TILES.map((tile) => (
              <li key={tile.key}>
                <Link className={tile.key === 'paid' ? 'admin-tile admin-tile--urgent' : 'admin-tile'} to={`${paths.adminArea}?${bookingFiltersToParams({ status: tile.key }).toString()}`}>
                  <span className="admin-tile__count">{overview.data.bookingsByStatus[tile.key]}</span>
                  <span className="admin-tile__label">{tile.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function BookingsQueue() {
  const [params, setParams] = useSearchParams();
  const query = readBookingsQuery(params);
  const bookings = useAdminBookings(query);
  const filters = activeFilterCount(query);
  const { page: _page, pageSize: _pageSize, ...applied } = query;
  return (
    <section aria-labelledby="queue-heading" className="admin-section">
      <h2 id="queue-heading">Bookings</h2>
      {/* Keyed by the URL, so a count tile or "back" resets what the forms show. */}
      <ReferenceSearch key={`search-${params.toString()}`} applied={applied} onApply={(next) => setParams(next)} />
      <QueueFilters key={params.toString()} query={query} count={filters} onApply={(next) => setParams(next)} />
      {bookings.isPending ? (
        <AdminListSkeleton label="Loading bookings" />
      ) : bookings.isError ? (
        <LoadFailed title="We couldn’t load the bookings" error={bookings.error} retrying={bookings.isFetching} onRetry={() => void bookings.refetch()} />
      ) : bookings.data.items.length === 0 && bookings.data.page === 1 && (filters > 0 || query.reference) ? (
        <div className="admin-empty">
          <CalendarSearch size={32} aria-hidden="true" />
          {query.reference ? <p>No booking has a reference like “{query.reference}”{filters > 0 ? ' with these filters' : ''}. Check the reference.</p> : <p>No bookings match these filters.</p>}
          <Link to={paths.adminArea}>Show all bookings</Link>
        </div>
      ) : bookings.data.total === 0 ? (
        <div className="admin-empty">
          <CalendarSearch size={32} aria-hidden="true" />
          <p>No bookings yet. They show up here as soon as customers book.</p>
        </div>
      ) : (
        <div aria-busy={bookings.isPlaceholderData || undefined} className="admin-queue">
          <QueueSections data={bookings.data} />
          <Pagination page={bookings.data.page} pageSize={bookings.data.pageSize} total={bookings.data.total} noun="bookings" />
        </div>
      )}
    </section>
  );
}

/** Each section under its heading with its count over every page; the list is labelled by the heading. */
function QueueSections({ data }: { data: AdminBookingsPage }) {
  return (
    <>
      {queueSections(data).map((section) => (
        <section key={section.key} aria-labelledby={`queue-${section.key}`} className="admin-queue__section">
          <h3 id={`queue-${section.key}`}>
            {section.title} <span className="admin-queue__count">({section.count})</span>
          </h3>
          {section.items.length ? (
            <AdminBookingList items={section.items} label={`${section.title}, soonest visit first`} />
          ) : (
            <p className="admin-queue__none">Nothing needs action.</p>
          )}
        </section>
      ))}
    </>
  );
}

/** Finds a booking by its reference as a customer reads it out ("ile 7kx2q9"); the other filters stay. */
function ReferenceSearch({ applied, onApply }: { applied: BookingFilters; onApply: (params: URLSearchParams) => void }) {
  const [reference, setReference] = useState(applied.reference ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = reference.trim();
    const valid = referenceQuery(typed);
    if (typed && !valid) {
      setError('Type a reference like ILE-7KX2Q9: letters, digits, spaces or dashes, up to 20.');
      return;
    }
    const { reference: _old, ...rest } = applied;
    onApply(bookingFiltersToParams(valid ? { ...rest, reference: valid } : rest));
  };
  return (
    <form role="search" aria-label="Find a booking by reference" onSubmit={submit} noValidate className="admin-search">
      <TextField
        label="Booking reference"
        type="search"
        hint="For example ILE-7KX2Q9; case, spaces and dashes don’t matter."
        maxLength={20}
        value={reference}
        onChange={(e) => {
          setReference(e.target.value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" size="sm" variant="secondary">
        <Search size={18} aria-hidden="true" />
        Find
      </Button>
    </form>
  );
}

interface QueueFiltersProps {
  query: AdminBookingsQuery;
  count: number;
  onApply: (params: URLSearchParams) => void;
}

function QueueFilters({ query, count, onApply }: QueueFiltersProps) {
  const [status, setStatus] = useState<string>(query.status ?? '');
  const [service, setService] = useState<string>(query.service ?? '');
  const [state, setState] = useState<string>(query.state ?? '');
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read back through the same parser as the URL: what is applied is exactly what is sent.
    const raw = new URLSearchParams(Object.entries({ status, service, state, from, to, reference: query.reference ?? '' }).filter(([, v]) => v !== ''));
    const { page: _page, pageSize: _pageSize, ...filters } = readBookingsQuery(raw);
    onApply(bookingFiltersToParams(filters));
  };
  return (
    <details className="admin-filters" open={count > 0 || undefined}>
      <summary>
        <SlidersHorizontal size={18} aria-hidden="true" />
        Filters{count > 0 ? ` (${count} on)` : ''}
      </summary>
      <form onSubmit={submit} aria-label="Filter bookings" className="admin-filters__form">
        <Select label="Status" placeholder="Any status" options={STATUS_OPTIONS} value={status} onChange={(e) => setStatus(e.target.value)} />
        <Select label="Service" placeholder="Any service" options={SERVICE_OPTIONS} value={service} onChange={(e) => setService(e.target.value)} />
        <Select label="State" placeholder="Any state" options={STATE_OPTIONS} value={state} onChange={(e) => setState(e.target.value)} />
        <div className="admin-filters__pair">
          <TextField label="Visits from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label="Visits to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="admin-filters__actions">
          <Button type="submit" size="sm">
            Show bookings
          </Button>
          {count > 0 ? (
            <Link to={paths.adminArea} className="btn btn--ghost btn--sm">
              Clear filters
            </Link>
          ) : null}
        </div>
      </form>
    </details>
  );
}

