// MSW handlers for the admin calls. `adminStore()` keeps bookings and pros in memory and applies the
// BFF's rules (state machine, approved pros who offer the service, decisions per status), so an
// action shows up in the refetched item, lists and counts; it records what each call received.
// The single-state factories below answer one way (loading, empty, errors) for the other stories.
import { delay, HttpResponse } from 'msw';
import { adminCanCancel, canMove, todayInLagos } from '@ile/domain';
import type { AdminBooking, AdminBookingDetail, AuditEntry, ErrorBody, ProDetail, ProStatus } from '../../api/types.ts';
import type { MoveBookingRequest, ProDecision } from '../../features/admin/api/requests.ts';
import { statusAfter } from '../../features/admin/pro-decisions.ts';
import {
  buildAdminBookingDetail,
  buildAdminBookingQueue,
  buildAdminForbiddenError,
  buildAdminNotFoundError,
  buildAdminOverview,
  buildTextCeilingAlert,
  buildApiError,
  buildBookingStateConflictError,
  buildProDecisionNotAllowedError,
  buildProDetail,
  buildProsInEveryStatus,
  buildValidationError,
} from '../fixtures/index.ts';
import { http } from './http.ts';
import { createRequestLog, queryOf, type RequestLog } from './request-log.ts';

const ACTOR = 'Ilé Admin';
const DEFAULT_PAGE_SIZE = 20;
// After every fixture's history, so an action taken in a story is the newest entry.
const STORE_CLOCK_START = '2026-12-10T09:00:00.000Z';
const signInRequired = () => buildApiError({ code: 'sign_in_required', message: 'Please sign in to continue.' });
const failure = (status: number, body: ErrorBody) => HttpResponse.json<ErrorBody>(body, { status });

/** One page of `items`, the way the BFF pages (1-based, 20 by default). */
function pageOf<T>(items: readonly T[], query: Record<string, string>) {
  const page = Math.max(1, Number(query.page ?? 1) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(query.pageSize ?? DEFAULT_PAGE_SIZE) || DEFAULT_PAGE_SIZE));
  return { items: items.slice((page - 1) * pageSize, page * pageSize), total: items.length, page, pageSize };
}

const WINDOW_ORDER = { morning: 0, afternoon: 1, evening: 2 } as const;
const OPEN = ['pending_payment', 'paid', 'pro_assigned', 'in_progress'];

/** The BFF's section rank (0 needs action, 1 upcoming, 2 the rest) for today in Lagos. */
function sectionRank({ booking, pro, declined }: AdminBooking, today: string): 0 | 1 | 2 {
  if (!OPEN.includes(booking.status)) return 2;
  if ((booking.status === 'paid' && !pro) || declined || (!pro && booking.visit.date === today)) return 0;
  return booking.visit.date >= today ? 1 : 2;
}

/** By section, then soonest visit first, as the BFF orders the queue. */
function queueOrder(today: string) {
  return (a: AdminBooking, b: AdminBooking): number =>
    sectionRank(a, today) - sectionRank(b, today) ||
    a.booking.visit.date.localeCompare(b.booking.visit.date) ||
    WINDOW_ORDER[a.booking.visit.timeWindow] - WINDOW_ORDER[b.booking.visit.timeWindow];
}

/** A typed reference's code, as the BFF reads it (case, spaces, dashes and the ILE prefix do not matter). */
function referenceCode(typed: string): string {
  return typed.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^ILE/, '');
}

/** The queue filtered as GET /app/admin/bookings filters (visit day within from–to, inclusive), in its order. */
export function filterQueue(queue: readonly AdminBooking[], query: Record<string, string>): AdminBooking[] {
  return [...queue].sort(queueOrder(todayInLagos())).filter(({ booking }) => {
    if (query.reference && !referenceCode(booking.reference).includes(referenceCode(query.reference))) return false;
    if (query.status && booking.status !== query.status) return false;
    if (query.service && booking.service !== query.service) return false;
    if (query.state && booking.visit.address.state !== query.state) return false;
    if (query.from && booking.visit.date < query.from) return false;
    if (query.to && booking.visit.date > query.to) return false;
    return true;
  });
}

/** One page of the queue with its section counts over every page, as the BFF answers. */
export function queuePageOf(queue: readonly AdminBooking[], query: Record<string, string>) {
  const today = todayInLagos();
  const sections = { needsAction: 0, upcoming: 0, rest: 0 };
  const keys = ['needsAction', 'upcoming', 'rest'] as const;
  for (const item of queue) sections[keys[sectionRank(item, today)]] += 1;
  return { ...pageOf(queue, query), sections };
}

export interface AdminStoreSeed {
  bookings?: () => AdminBookingDetail[];
  pros?: () => ProDetail[];
}

/** The default seed: the queue, the paid home clean b_101 first, and a pro in every status. */
function defaultBookings(): AdminBookingDetail[] {
  return [buildAdminBookingDetail(), ...buildAdminBookingQueue().map((item) => ({ item, candidates: [], history: [] }))];
}

function defaultPros(): ProDetail[] {
  return buildProsInEveryStatus().map((pro) => buildProDetail(pro));
}

export function adminStore(seed: AdminStoreSeed = {}) {
  const seedBookings = seed.bookings ?? defaultBookings;
  const seedPros = seed.pros ?? defaultPros;
  let bookings = seedBookings();
  let pros = seedPros();
  let clock = Date.parse(STORE_CLOCK_START);
  const logs = {
    bookingsQueries: createRequestLog<Record<string, string>>(),
    prosQueries: createRequestLog<Record<string, string>>(),
    assign: createRequestLog<{ id: string; proId: string }>(),
    move: createRequestLog<{ id: string; status: MoveBookingRequest['status']; reason?: string }>(),
    cancel: createRequestLog<{ id: string; reason: string }>(),
    decide: createRequestLog<{ id: string; action: ProDecision; note?: string }>(),
  };

  const now = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  const entry = (action: string, before: Record<string, unknown>, after: Record<string, unknown>, note: string | null = null): AuditEntry => ({
    id: `a_${clock}`,
    actorName: ACTOR,
    action,
    note,
    before,
    after,
    at: now(),
  });

  const findBooking = (id: string) => bookings.find((b) => b.item.booking.id === id);
  const findPro = (id: string) => pros.find((p) => p.pro.id === id);
  /** Approved pros who offer the booking's service, those in the booking's state first (as the BFF lists them). */
  const candidatesFor = (detail: AdminBookingDetail) => {
    const { service, visit } = detail.item.booking;
    const offering = pros.filter((p) => p.pro.status === 'approved' && p.pro.services.includes(service)).map((p) => p.pro);
    return [...offering.filter((p) => p.state === visit.address.state), ...offering.filter((p) => p.state !== visit.address.state)];
  };
  const view = (detail: AdminBookingDetail): AdminBookingDetail => ({ ...detail, candidates: candidatesFor(detail) });
  const proView = (detail: ProDetail): ProDetail => ({ ...detail, bookings: bookings.filter((b) => b.item.pro?.id === detail.pro.id).map((b) => b.item) });
  const replaceBooking = (next: AdminBookingDetail) => {
    bookings = bookings.map((b) => (b.item.booking.id === next.item.booking.id ? next : b));
    return view(next);
  };
  const notFound = () => failure(404, buildAdminNotFoundError());
  const conflict = (detail: AdminBookingDetail) => failure(409, buildBookingStateConflictError(detail.item.booking.status));

  return {
    logs,
    /** The current state of a booking (for assertions). */
    booking: (id: string) => findBooking(id),
    reset() {
      bookings = seedBookings();
      pros = seedPros();
      clock = Date.parse(STORE_CLOCK_START);
      for (const log of Object.values(logs)) log.clear();
    },
    handlers: {
      adminOverview: http.get('/app/admin/overview', ({ response }) =>
        response(200).json({ data: buildAdminOverview(bookings.map((b) => b.item), { pendingApplications: pros.filter((p) => p.pro.status === 'pending').length }) }),
      ),
      adminBookings: http.get('/app/admin/bookings', ({ request, response }) => {
        const query = queryOf(request);
        logs.bookingsQueries.requests.push(query);
        return response(200).json({ data: queuePageOf(filterQueue(bookings.map((b) => b.item), query), query) });
      }),
      adminBooking: http.get('/app/admin/bookings/{id}', ({ params, response }) => {
        const detail = findBooking(params.id);
        return detail ? response(200).json({ data: view(detail) }) : notFound();
      }),
      adminAssignPro: http.post('/app/admin/bookings/{id}/assign', async ({ params, request, response }) => {
        const { proId } = await request.json();
        logs.assign.requests.push({ id: params.id, proId });
        const detail = findBooking(params.id);
        if (!detail) return notFound();
        const { booking } = detail.item;
        if (booking.status !== 'paid' && booking.status !== 'pro_assigned') return conflict(detail);
        const pro = findPro(proId)?.pro;
        if (!pro || pro.status !== 'approved' || !pro.services.includes(booking.service)) {
          return response(400).json(buildValidationError({ proId: 'Choose an approved pro who offers this service.' }));
        }
        const assigned: AdminBookingDetail = {
          ...detail,
          item: { ...detail.item, booking: { ...booking, status: 'pro_assigned', proName: pro.name }, pro: { id: pro.id, name: pro.name, phone: pro.phone } },
          history: [entry('booking.assign', { status: booking.status, proName: booking.proName }, { status: 'pro_assigned', proName: pro.name }), ...detail.history],
        };
        return response(200).json({ data: replaceBooking(assigned) });
      }),
      adminMoveBooking: http.post('/app/admin/bookings/{id}/status', async ({ params, request, response }) => {
        const { status, reason } = await request.json();
        logs.move.requests.push({ id: params.id, status, ...(reason === undefined ? {} : { reason }) });
        const detail = findBooking(params.id);
        if (!detail) return notFound();
        const { booking } = detail.item;
        if (!canMove(booking.status, status)) return conflict(detail);
        const moved: AdminBookingDetail = {
          ...detail,
          item: { ...detail.item, booking: { ...booking, status } },
          history: [entry('booking.status', { status: booking.status }, { status }, reason ?? null), ...detail.history],
        };
        return response(200).json({ data: replaceBooking(moved) });
      }),
      adminCancelBooking: http.post('/app/admin/bookings/{id}/cancel', async ({ params, request, response }) => {
        const { reason } = await request.json();
        logs.cancel.requests.push({ id: params.id, reason });
        const detail = findBooking(params.id);
        if (!detail) return notFound();
        const { booking } = detail.item;
        if (!adminCanCancel(booking.status)) return conflict(detail);
        const cancelled: AdminBookingDetail = {
          ...detail,
          item: { ...detail.item, booking: { ...booking, status: 'cancelled' } },
          history: [entry('booking.cancel', { status: booking.status }, { status: 'cancelled' }, reason), ...detail.history],
        };
        return response(200).json({ data: replaceBooking(cancelled) });
      }),
      adminPros: http.get('/app/admin/pros', ({ request, response }) => {
        const query = queryOf(request);
        logs.prosQueries.requests.push(query);
        const list = pros
          .map((p) => p.pro)
          .filter((p) => !query.status || p.status === query.status)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
        return response(200).json({ data: pageOf(list, query) });
      }),
      adminPro: http.get('/app/admin/pros/{id}', ({ params, response }) => {
        const detail = findPro(params.id);
        return detail ? response(200).json({ data: proView(detail) }) : notFound();
      }),
      adminDecidePro: http.post('/app/admin/pros/{id}/decision', async ({ params, request, response }) => {
        const body = await request.json();
        logs.decide.requests.push({ id: params.id, ...body });
        const detail = findPro(params.id);
        if (!detail) return notFound();
        const next: ProStatus | null = statusAfter(detail.pro.status, body.action);
        if (!next) return response(409).json(buildProDecisionNotAllowedError());
        const decided: ProDetail = {
          ...detail,
          pro: { ...detail.pro, status: next },
          decisionNote: body.note ?? null,
          decidedAt: now(),
          history: [entry(`pro.${body.action}`, { status: detail.pro.status }, { status: next }, body.note ?? null), ...detail.history],
        };
        pros = pros.map((p) => (p.pro.id === params.id ? decided : p));
        return response(200).json({ data: proView(decided) });
      }),
    },
  };
}

export type AdminStore = ReturnType<typeof adminStore>;
export type AdminQueryLog = RequestLog<Record<string, string>>;

const forbidden = () => failure(403, buildAdminForbiddenError());
const serverError = () => failure(500, buildApiError());

export const adminOverviewHandlers = {
  ok: (overview = buildAdminOverview()) => http.get('/app/admin/overview', ({ response }) => response(200).json({ data: overview })),
  /** Sign-in codes at 84 % of their daily ceiling, and (with `reached`) all texts at theirs. */
  textCeilings: (reached = false) =>
    http.get('/app/admin/overview', ({ response }) =>
      response(200).json({
        data: buildAdminOverview(undefined, {
          alerts: [buildTextCeilingAlert(), ...(reached ? [buildTextCeilingAlert({ kind: 'text_ceiling_reached', ceiling: 'all_texts', used: 5000, limit: 5000 })] : [])],
        }),
      }),
    ),
  loading: () =>
    http.get('/app/admin/overview', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildAdminOverview() });
    }),
  error: () => http.get('/app/admin/overview', serverError),
  forbidden: () => http.get('/app/admin/overview', forbidden),
};

export const adminBookingsHandlers = {
  /** Filters and pages `queue` like the BFF; the log records each request's query. */
  ok: (queue: AdminBooking[] = buildAdminBookingQueue(), log?: AdminQueryLog) =>
    http.get('/app/admin/bookings', ({ request, response }) => {
      const query = queryOf(request);
      log?.requests.push(query);
      return response(200).json({ data: queuePageOf(filterQueue(queue, query), query) });
    }),
  empty: () => http.get('/app/admin/bookings', ({ request, response }) => response(200).json({ data: queuePageOf([], queryOf(request)) })),
  loading: () =>
    http.get('/app/admin/bookings', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: queuePageOf([], {}) });
    }),
  error: () => http.get('/app/admin/bookings', serverError),
  networkError: () => http.get('/app/admin/bookings', () => HttpResponse.error()),
  forbidden: () => http.get('/app/admin/bookings', forbidden),
  signedOut: () => http.get('/app/admin/bookings', () => failure(401, signInRequired())),
};

export const adminBookingHandlers = {
  ok: (detail: AdminBookingDetail = buildAdminBookingDetail()) =>
    http.get('/app/admin/bookings/{id}', ({ params, response }) => response(200).json({ data: { ...detail, item: { ...detail.item, booking: { ...detail.item.booking, id: params.id } } } })),
  notFound: () => http.get('/app/admin/bookings/{id}', () => failure(404, buildAdminNotFoundError())),
  loading: () =>
    http.get('/app/admin/bookings/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildAdminBookingDetail() });
    }),
  error: () => http.get('/app/admin/bookings/{id}', serverError),
};

export const adminAssignProHandlers = {
  /** 409: the booking moved on (cancelled by the customer, say) before the admin assigned. */
  conflict: () => http.post('/app/admin/bookings/{id}/assign', () => failure(409, buildBookingStateConflictError('cancelled'))),
  invalidPro: () => http.post('/app/admin/bookings/{id}/assign', () => failure(400, buildValidationError({ proId: 'This pro does not offer home cleaning.' }))),
  networkError: () => http.post('/app/admin/bookings/{id}/assign', () => HttpResponse.error()),
};

export const adminMoveBookingHandlers = {
  conflict: () => http.post('/app/admin/bookings/{id}/status', () => failure(409, buildBookingStateConflictError('completed'))),
  networkError: () => http.post('/app/admin/bookings/{id}/status', () => HttpResponse.error()),
};

export const adminCancelBookingHandlers = {
  conflict: () => http.post('/app/admin/bookings/{id}/cancel', () => failure(409, buildBookingStateConflictError('in_progress'))),
  fieldErrors: () => http.post('/app/admin/bookings/{id}/cancel', () => failure(400, buildValidationError({ reason: 'Say why, in at least 3 characters.' }))),
};

export const adminProsHandlers = {
  ok: (list = buildProsInEveryStatus(), log?: AdminQueryLog) =>
    http.get('/app/admin/pros', ({ request, response }) => {
      const query = queryOf(request);
      log?.requests.push(query);
      return response(200).json({ data: pageOf(list.filter((p) => !query.status || p.status === query.status), query) });
    }),
  empty: () => http.get('/app/admin/pros', ({ request, response }) => response(200).json({ data: pageOf([], queryOf(request)) })),
  loading: () =>
    http.get('/app/admin/pros', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: pageOf([], {}) });
    }),
  error: () => http.get('/app/admin/pros', serverError),
};

export const adminProHandlers = {
  ok: (detail: ProDetail = buildProDetail()) => http.get('/app/admin/pros/{id}', ({ response }) => response(200).json({ data: detail })),
  notFound: () => http.get('/app/admin/pros/{id}', () => failure(404, buildAdminNotFoundError())),
  loading: () =>
    http.get('/app/admin/pros/{id}', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildProDetail() });
    }),
  error: () => http.get('/app/admin/pros/{id}', serverError),
};

export const adminDecideProHandlers = {
  notAllowed: () => http.post('/app/admin/pros/{id}/decision', () => failure(409, buildProDecisionNotAllowedError())),
  networkError: () => http.post('/app/admin/pros/{id}/decision', () => HttpResponse.error()),
};
