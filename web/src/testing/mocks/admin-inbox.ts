// MSW handlers for the admin's support inbox. `adminInboxStore()` keeps the inbox in memory and applies
// the BFF's rules (order, filters, paging, history, limits), so the stories' actions change what the
// next call answers; the single-state factories below answer one way (empty, slow, errors, forbidden).
import { delay, HttpResponse } from 'msw';
import type { AuditEntry, ErrorBody } from '../../api/types.ts';
import type { AdminClaim, AdminMessage, AdminReview, OutboxMail, OutboxText } from '../../features/admin-inbox/api/requests.ts';
import {
  OTHER_ADMIN_NAME,
  buildAdmin,
  buildAdminClaims,
  buildAdminForbiddenError,
  buildAdminMessages,
  buildAdminNotFoundError,
  buildAdminOverview,
  buildAdminReviews,
  buildApiError,
  buildClaimAlreadyResolvedError,
  buildClaimHistoryEntry,
  buildInboxPage,
  buildMessageHistoryEntry,
  buildOutboxMails,
  buildOutboxTexts,
  buildResolutionValidationError,
  buildReviewHistoryEntry,
  buildReviewNoteValidationError,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import { createRequestLog, queryOf, type RequestLog } from './request-log.ts';

// After every fixture's dates, so an action taken in a story is the newest thing.
const STORE_CLOCK_START = '2026-12-10T09:00:00.000Z';
const failure = (status: number, body: ErrorBody) => HttpResponse.json<ErrorBody>(body, { status });
const forbidden = () => failure(403, buildAdminForbiddenError());
const notFound = () => failure(404, buildAdminNotFoundError());
const serverError = () => failure(500, buildApiError());

/** One page of `items` for a request's ?page&pageSize. */
function pageFor<T>(items: readonly T[], query: Record<string, string>) {
  return buildInboxPage(items, Number(query.page ?? 1) || 1, Number(query.pageSize ?? 20) || 20);
}

const newestFirst = (a: { createdAt: string }, b: { createdAt: string }) => b.createdAt.localeCompare(a.createdAt);

/** The spec's history maxItems on an inbox item. */
const HISTORY_MAX = 20;

/** `entry` on top of `history`, the oldest dropped past the spec's limit. */
function withEntry(history: readonly AuditEntry[], entry: AuditEntry): AuditEntry[] {
  return [entry, ...history].slice(0, HISTORY_MAX);
}

/** Unread first, then newest first, filtered by kind and "unread only", as the BFF lists messages. */
export function filterMessages(messages: readonly AdminMessage[], query: Record<string, string>): AdminMessage[] {
  return messages
    .filter((m) => (!query.kind || m.kind === query.kind) && (query.unread !== 'true' || m.readAt === null) && (query.unread !== 'false' || m.readAt !== null))
    .sort((a, b) => Number(b.readAt === null) - Number(a.readAt === null) || newestFirst(a, b));
}

/** Newest first, only hidden (hidden=true) or only visible (hidden=false) ones when asked. */
export function filterReviews(reviews: readonly AdminReview[], query: Record<string, string>): AdminReview[] {
  return reviews.filter((r) => query.hidden === undefined || String(r.hidden) === query.hidden).sort((a, b) => newestFirst(a.review, b.review));
}

/** Open first, then newest first, filtered by status. */
export function filterClaims(claims: readonly AdminClaim[], query: Record<string, string>): AdminClaim[] {
  return claims
    .filter((c) => !query.status || c.claim.status === query.status)
    .sort((a, b) => Number(b.claim.status === 'open') - Number(a.claim.status === 'open') || newestFirst(a.claim, b.claim));
}

export interface AdminInboxSeed {
  messages?: () => AdminMessage[];
  reviews?: () => AdminReview[];
  claims?: () => AdminClaim[];
  outbox?: () => OutboxMail[];
}

export function adminInboxStore(seed: AdminInboxSeed = {}) {
  const seedMessages = seed.messages ?? (() => buildAdminMessages());
  const seedReviews = seed.reviews ?? buildAdminReviews;
  const seedClaims = seed.claims ?? buildAdminClaims;
  const seedOutbox = seed.outbox ?? (() => buildOutboxMails());
  let messages = seedMessages();
  let reviews = seedReviews();
  let claims = seedClaims();
  let outbox = seedOutbox();
  let clock = Date.parse(STORE_CLOCK_START);
  let entries = 0;
  const logs = {
    messagesQueries: createRequestLog<Record<string, string>>(),
    mark: createRequestLog<{ id: string; read: boolean }>(),
    reviewsQueries: createRequestLog<Record<string, string>>(),
    visibility: createRequestLog<{ id: string; hidden: boolean; note?: string }>(),
    claimsQueries: createRequestLog<Record<string, string>>(),
    resolve: createRequestLog<{ id: string; resolution: string }>(),
    outboxQueries: createRequestLog<Record<string, string>>(),
  };
  const now = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  /** A fresh entry id and the signed-in admin who acts in the stories. */
  const by = (actorName = buildAdmin().name) => ({ id: `a_store_${++entries}`, actorName });
  const counts = () => ({ unreadMessages: messages.filter((m) => m.readAt === null).length, openClaims: claims.filter((c) => c.claim.status === 'open').length });

  return {
    logs,
    /** The inbox's counts now (for assertions). */
    counts,
    message: (id: string) => messages.find((m) => m.id === id),
    review: (id: string) => reviews.find((r) => r.review.id === id),
    claim: (id: string) => claims.find((c) => c.claim.id === id),
    /** Another admin resolves a claim meanwhile (the screen still shows it open until it refetches). */
    resolveClaimElsewhere(id: string, resolution: string) {
      const at = now();
      claims = claims.map((c) =>
        c.claim.id === id
          ? { ...c, claim: { ...c.claim, status: 'resolved', resolution, resolvedAt: at }, history: withEntry(c.history, buildClaimHistoryEntry(resolution, { ...by(OTHER_ADMIN_NAME), at })) }
          : c,
      );
    },
    reset() {
      messages = seedMessages();
      reviews = seedReviews();
      claims = seedClaims();
      outbox = seedOutbox();
      clock = Date.parse(STORE_CLOCK_START);
      entries = 0;
      for (const log of Object.values(logs)) log.clear();
    },
    /** GET /app/admin/overview with this store's unread and open counts (the bookings part is the default). */
    overview: () => http.get('/app/admin/overview', ({ response }) => response(200).json({ data: buildAdminOverview(undefined, counts()) })),
    handlers: {
      adminMessages: http.get('/app/admin/messages', ({ request, response }) => {
        const query = queryOf(request);
        logs.messagesQueries.requests.push(query);
        return response(200).json({ data: pageFor(filterMessages(messages, query), query) });
      }),
      adminMarkMessage: http.post('/app/admin/messages/{id}/read', async ({ params, request, response }) => {
        const { read } = await request.json();
        logs.mark.requests.push({ id: params.id, read });
        const message = messages.find((m) => m.id === params.id);
        if (!message) return notFound();
        // Marking it as it already is changes nothing and records nothing, as the BFF does.
        if (read === (message.readAt !== null)) return response(200).json({ data: message });
        const at = now();
        const readAt = read ? at : null;
        const marked: AdminMessage = { ...message, readAt, history: withEntry(message.history, buildMessageHistoryEntry(readAt, message.readAt, at, by())) };
        messages = messages.map((m) => (m.id === marked.id ? marked : m));
        return response(200).json({ data: marked });
      }),
      adminReviews: http.get('/app/admin/reviews', ({ request, response }) => {
        const query = queryOf(request);
        logs.reviewsQueries.requests.push(query);
        return response(200).json({ data: pageFor(filterReviews(reviews, query), query) });
      }),
      adminSetReviewVisibility: http.post('/app/admin/reviews/{id}/visibility', async ({ params, request, response }) => {
        const body = await request.json();
        logs.visibility.requests.push({ id: params.id, ...body });
        if ((body.note ?? '').length > 500) return response(400).json(buildReviewNoteValidationError());
        const item = reviews.find((r) => r.review.id === params.id);
        if (!item) return notFound();
        if (item.hidden === body.hidden) return response(200).json({ data: item });
        const note = body.note?.trim() ? body.note.trim() : null;
        const changed: AdminReview = { ...item, hidden: body.hidden, history: withEntry(item.history, buildReviewHistoryEntry(body.hidden, { ...by(), note, at: now() })) };
        reviews = reviews.map((r) => (r.review.id === changed.review.id ? changed : r));
        return response(200).json({ data: changed });
      }),
      adminClaims: http.get('/app/admin/claims', ({ request, response }) => {
        const query = queryOf(request);
        logs.claimsQueries.requests.push(query);
        return response(200).json({ data: pageFor(filterClaims(claims, query), query) });
      }),
      adminResolveClaim: http.post('/app/admin/claims/{id}/resolve', async ({ params, request, response }) => {
        const { resolution } = await request.json();
        logs.resolve.requests.push({ id: params.id, resolution });
        if (resolution.trim().length < 3 || resolution.length > 1000) return response(400).json(buildResolutionValidationError());
        const item = claims.find((c) => c.claim.id === params.id);
        if (!item) return notFound();
        if (item.claim.status === 'resolved') return response(409).json(buildClaimAlreadyResolvedError());
        const at = now();
        const text = resolution.trim();
        const resolved: AdminClaim = {
          ...item,
          claim: { ...item.claim, status: 'resolved', resolution: text, resolvedAt: at },
          history: withEntry(item.history, buildClaimHistoryEntry(text, { ...by(), at })),
        };
        claims = claims.map((c) => (c.claim.id === resolved.claim.id ? resolved : c));
        return response(200).json({ data: resolved });
      }),
      adminOutbox: http.get('/app/admin/outbox', ({ request, response }) => {
        const query = queryOf(request);
        logs.outboxQueries.requests.push(query);
        return response(200).json({ data: pageFor([...outbox].sort(newestFirst), query) });
      }),
    },
  };
}

export type AdminInboxStore = ReturnType<typeof adminInboxStore>;

export const adminMessagesHandlers = {
  ok: (list: AdminMessage[] = buildAdminMessages()) => http.get('/app/admin/messages', ({ request, response }) => response(200).json({ data: pageFor(filterMessages(list, queryOf(request)), queryOf(request)) })),
  empty: () => http.get('/app/admin/messages', ({ request, response }) => response(200).json({ data: pageFor([], queryOf(request)) })),
  /** Answers after SLOW_MS: the loading state shows, then the list. */
  slow: (list: AdminMessage[] = buildAdminMessages()) =>
    http.get('/app/admin/messages', async ({ request, response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: pageFor(filterMessages(list, queryOf(request)), queryOf(request)) });
    }),
  loading: () =>
    http.get('/app/admin/messages', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildInboxPage([]) });
    }),
  error: () => http.get('/app/admin/messages', serverError),
  networkError: () => http.get('/app/admin/messages', () => HttpResponse.error()),
  forbidden: () => http.get('/app/admin/messages', forbidden),
};

export const adminMarkMessageHandlers = {
  error: () => http.post('/app/admin/messages/{id}/read', serverError),
  networkError: () => http.post('/app/admin/messages/{id}/read', () => HttpResponse.error()),
  notFound: () => http.post('/app/admin/messages/{id}/read', notFound),
};

export const adminReviewsHandlers = {
  ok: (list: AdminReview[] = buildAdminReviews()) => http.get('/app/admin/reviews', ({ request, response }) => response(200).json({ data: pageFor(filterReviews(list, queryOf(request)), queryOf(request)) })),
  empty: () => http.get('/app/admin/reviews', ({ request, response }) => response(200).json({ data: pageFor([], queryOf(request)) })),
  slow: (list: AdminReview[] = buildAdminReviews()) =>
    http.get('/app/admin/reviews', async ({ request, response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: pageFor(filterReviews(list, queryOf(request)), queryOf(request)) });
    }),
  loading: () =>
    http.get('/app/admin/reviews', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildInboxPage([]) });
    }),
  error: () => http.get('/app/admin/reviews', serverError),
  forbidden: () => http.get('/app/admin/reviews', forbidden),
};

export const adminSetReviewVisibilityHandlers = {
  fieldErrors: () => http.post('/app/admin/reviews/{id}/visibility', () => failure(400, buildReviewNoteValidationError())),
  error: () => http.post('/app/admin/reviews/{id}/visibility', serverError),
  networkError: () => http.post('/app/admin/reviews/{id}/visibility', () => HttpResponse.error()),
};

export const adminClaimsHandlers = {
  ok: (list: AdminClaim[] = buildAdminClaims()) => http.get('/app/admin/claims', ({ request, response }) => response(200).json({ data: pageFor(filterClaims(list, queryOf(request)), queryOf(request)) })),
  empty: () => http.get('/app/admin/claims', ({ request, response }) => response(200).json({ data: pageFor([], queryOf(request)) })),
  slow: (list: AdminClaim[] = buildAdminClaims()) =>
    http.get('/app/admin/claims', async ({ request, response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: pageFor(filterClaims(list, queryOf(request)), queryOf(request)) });
    }),
  loading: () =>
    http.get('/app/admin/claims', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildInboxPage([]) });
    }),
  error: () => http.get('/app/admin/claims', serverError),
  forbidden: () => http.get('/app/admin/claims', forbidden),
};

export const adminResolveClaimHandlers = {
  /** 409: another admin resolved it first. */
  alreadyResolved: () => http.post('/app/admin/claims/{id}/resolve', () => failure(409, buildClaimAlreadyResolvedError())),
  fieldErrors: () => http.post('/app/admin/claims/{id}/resolve', () => failure(400, buildResolutionValidationError())),
  networkError: () => http.post('/app/admin/claims/{id}/resolve', () => HttpResponse.error()),
};

export const adminOutboxHandlers = {
  ok: (list: OutboxMail[] = buildOutboxMails()) => http.get('/app/admin/outbox', ({ request, response }) => response(200).json({ data: pageFor(list, queryOf(request)) })),
  empty: () => http.get('/app/admin/outbox', ({ request, response }) => response(200).json({ data: pageFor([], queryOf(request)) })),
  slow: (list: OutboxMail[] = buildOutboxMails()) =>
    http.get('/app/admin/outbox', async ({ request, response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: pageFor(list, queryOf(request)) });
    }),
  loading: () =>
    http.get('/app/admin/outbox', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildInboxPage([]) });
    }),
  error: () => http.get('/app/admin/outbox', serverError),
  forbidden: () => http.get('/app/admin/outbox', forbidden),
};

/** GET /app/admin/texts, newest first and paged like the BFF; `log` records each page asked for. */
export const adminTextsHandlers = {
  ok: (list: OutboxText[] = buildOutboxTexts(), log?: RequestLog<Record<string, string>>) =>
    http.get('/app/admin/texts', ({ request, response }) => {
      const query = queryOf(request);
      log?.requests.push(query);
      return response(200).json({ data: pageFor([...list].sort(newestFirst), query) });
    }),
  empty: () => http.get('/app/admin/texts', ({ request, response }) => response(200).json({ data: pageFor([], queryOf(request)) })),
  loading: () =>
    http.get('/app/admin/texts', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildInboxPage([]) });
    }),
  slow: (list: OutboxText[] = buildOutboxTexts()) =>
    http.get('/app/admin/texts', async ({ request, response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: pageFor(list, queryOf(request)) });
    }),
  error: () => http.get('/app/admin/texts', serverError),
  forbidden: () => http.get('/app/admin/texts', forbidden),
};
