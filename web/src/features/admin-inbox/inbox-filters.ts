// The inbox screens' filters live in the URL (?kind=referral&unread=true&page=2), so a view can be
// reloaded, shared and reached from the overview's counts. Reading is defensive: a value the spec
// would refuse (a typo in a shared link) is dropped rather than sent and answered with a 400.
import { paths } from '../../config/routes.ts';
import type { AdminClaimsQuery, AdminMessagesQuery, AdminOutboxQuery, AdminReviewsQuery, AdminTextsQuery, ClaimStatus, MessageKind } from './api/requests.ts';

export const INBOX_PAGE_SIZE = 20;
export const MESSAGE_KINDS: readonly MessageKind[] = ['contact', 'referral'];
export const CLAIM_STATUSES: readonly ClaimStatus[] = ['open', 'resolved'];
const MAX_PAGE = 10_000;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

// The same rule as the bookings queue (the admin feature's), kept here because features don't share code.
function page(value: string | null): number | undefined {
  if (!value || !/^\d{1,5}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 2 && n <= MAX_PAGE ? n : undefined;
}

function withPageOf<Q extends { page?: number; pageSize?: number }>(query: Q, params: URLSearchParams): Q {
  const p = page(params.get('page'));
  return p ? { ...query, page: p } : query;
}

function href(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined)).toString();
  return search ? `${path}?${search}` : path;
}

export interface MessageFilters {
  kind?: MessageKind;
  unread?: boolean;
}

/** The messages list's kind, "unread only" and page, as the spec's query (page 1 is left out). */
export function readMessagesQuery(params: URLSearchParams): AdminMessagesQuery {
  const query: AdminMessagesQuery = { pageSize: INBOX_PAGE_SIZE };
  const kind = oneOf(MESSAGE_KINDS, params.get('kind'));
  if (kind) query.kind = kind;
  // Only "unread only" is a filter; unread=false would mean "read only", which no screen offers.
  if (params.get('unread') === 'true') query.unread = true;
  return withPageOf(query, params);
}

/** The messages screen's URL for these filters, on the first page (a new filter starts from the top). */
export function messagesHref({ kind, unread }: MessageFilters = {}): string {
  return href(paths.adminMessages, { kind, unread: unread ? 'true' : undefined });
}

export type ReviewVisibilityFilter = 'visible' | 'hidden';

/** The reviews list's visibility filter and page. */
export function readReviewsQuery(params: URLSearchParams): AdminReviewsQuery {
  const query: AdminReviewsQuery = { pageSize: INBOX_PAGE_SIZE };
  const hidden = params.get('hidden');
  if (hidden === 'true') query.hidden = true;
  if (hidden === 'false') query.hidden = false;
  return withPageOf(query, params);
}

export function reviewsHref(filter?: ReviewVisibilityFilter): string {
  return href(paths.adminReviews, { hidden: filter === undefined ? undefined : String(filter === 'hidden') });
}

/** The claims list's status filter and page. */
export function readClaimsQuery(params: URLSearchParams): AdminClaimsQuery {
  const query: AdminClaimsQuery = { pageSize: INBOX_PAGE_SIZE };
  const status = oneOf(CLAIM_STATUSES, params.get('status'));
  if (status) query.status = status;
  return withPageOf(query, params);
}

export function claimsHref(status?: ClaimStatus): string {
  return href(paths.adminClaims, { status });
}

/** The outbox's page. */
export function readOutboxQuery(params: URLSearchParams): AdminOutboxQuery {
  return withPageOf({ pageSize: INBOX_PAGE_SIZE }, params);
}

/** The texts outbox pages like the e-mail one. */
export function readTextsQuery(params: URLSearchParams): AdminTextsQuery {
  return withPageOf({ pageSize: INBOX_PAGE_SIZE }, params);
}
