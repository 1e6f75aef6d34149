// Query keys and query-options factories for the support inbox. Everything sits under ['admin'], beside
// the admin feature's keys, so signing out or a role change clears the whole area in one go.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import {
  adminListClaims,
  adminListMessages,
  adminListOutbox,
  adminListTexts,
  adminListReviews,
  type AdminClaimsQuery,
  type AdminMessagesQuery,
  type AdminOutboxQuery,
  type AdminTextsQuery,
  type AdminReviewsQuery,
} from './requests.ts';

export const adminInboxKeys = {
  messageLists: ['admin', 'messages'] as const,
  messages: (query: AdminMessagesQuery) => ['admin', 'messages', query] as const,
  reviewLists: ['admin', 'reviews'] as const,
  reviews: (query: AdminReviewsQuery) => ['admin', 'reviews', query] as const,
  claimLists: ['admin', 'claims'] as const,
  claims: (query: AdminClaimsQuery) => ['admin', 'claims', query] as const,
  outboxLists: ['admin', 'outbox'] as const,
  outbox: (query: AdminOutboxQuery) => ['admin', 'outbox', query] as const,
  texts: (query: AdminTextsQuery) => ['admin', 'texts', query] as const,
};

// Messages and claims arrive while the admin works: fresh for a short while, refetched on return.
const INBOX_STALE_MS = 15_000;

export function adminMessagesQueryOptions(client: ApiClient, query: AdminMessagesQuery) {
  return queryOptions({
    queryKey: adminInboxKeys.messages(query),
    queryFn: () => adminListMessages(client, query),
    staleTime: INBOX_STALE_MS,
    // Paging or filtering keeps the last page on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function adminReviewsQueryOptions(client: ApiClient, query: AdminReviewsQuery) {
  return queryOptions({ queryKey: adminInboxKeys.reviews(query), queryFn: () => adminListReviews(client, query), staleTime: INBOX_STALE_MS, placeholderData: keepPreviousData });
}

export function adminClaimsQueryOptions(client: ApiClient, query: AdminClaimsQuery) {
  return queryOptions({ queryKey: adminInboxKeys.claims(query), queryFn: () => adminListClaims(client, query), staleTime: INBOX_STALE_MS, placeholderData: keepPreviousData });
}

export function adminOutboxQueryOptions(client: ApiClient, query: AdminOutboxQuery) {
  return queryOptions({ queryKey: adminInboxKeys.outbox(query), queryFn: () => adminListOutbox(client, query), staleTime: INBOX_STALE_MS, placeholderData: keepPreviousData });
}

export function adminTextsQueryOptions(client: ApiClient, query: AdminTextsQuery) {
  return queryOptions({ queryKey: adminInboxKeys.texts(query), queryFn: () => adminListTexts(client, query), staleTime: INBOX_STALE_MS, placeholderData: keepPreviousData });
}
