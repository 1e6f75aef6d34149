// React Query hooks for the support inbox. An action's answer is the item as it is now: it replaces
// the item in every cached page at once (so the button flips without waiting), then the lists are
// refetched (a message marked read leaves the "unread only" list) and the counts it changes too.
// The refetches are not awaited: the card that acted may leave a filtered list when they land, and
// its own success callback (the notice) must run while it is still there.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../../../api/api-client-context.tsx';
import type { ApiError } from '../../../api/errors.ts';
import { ADMIN_OVERVIEW_KEY, REVIEWS_KEY } from '../../../api/query-keys.ts';
import { adminClaimsQueryOptions, adminInboxKeys, adminMessagesQueryOptions, adminOutboxQueryOptions, adminReviewsQueryOptions, adminTextsQueryOptions } from './queries.ts';
import {
  adminMarkMessage,
  adminResolveClaim,
  adminSetReviewVisibility,
  type AdminClaim,
  type AdminClaimsQuery,
  type AdminMessage,
  type AdminMessagesQuery,
  type AdminOutboxQuery,
  type AdminTextsQuery,
  type AdminReview,
  type AdminReviewsQuery,
  type ResolveClaimRequest,
  type ReviewVisibilityRequest,
} from './requests.ts';

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export function useAdminMessages(query: AdminMessagesQuery) {
  const client = useApiClient();
  return useQuery(adminMessagesQueryOptions(client, query));
}

export function useAdminReviews(query: AdminReviewsQuery) {
  const client = useApiClient();
  return useQuery(adminReviewsQueryOptions(client, query));
}

export function useAdminClaims(query: AdminClaimsQuery) {
  const client = useApiClient();
  return useQuery(adminClaimsQueryOptions(client, query));
}

export function useAdminOutbox(query: AdminOutboxQuery) {
  const client = useApiClient();
  return useQuery(adminOutboxQueryOptions(client, query));
}

export function useAdminTexts(query: AdminTextsQuery) {
  const client = useApiClient();
  return useQuery(adminTextsQueryOptions(client, query));
}

/** Puts `next` in place of the item with the same id in every cached page under `lists`. */
function useReplaceInPages<T>(lists: QueryKey, idOf: (item: T) => string) {
  const queryClient = useQueryClient();
  return (next: T) =>
    queryClient.setQueriesData<Page<T>>({ queryKey: lists }, (page) =>
      page ? { ...page, items: page.items.map((item) => (idOf(item) === idOf(next) ? next : item)) } : page,
    );
}

export interface MarkMessageVariables {
  id: string;
  read: boolean;
}

/** Marks one message read or unread; the unread count on the overview follows. */
export function useMarkMessage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const replace = useReplaceInPages<AdminMessage>(adminInboxKeys.messageLists, (m) => m.id);
  return useMutation<AdminMessage, ApiError, MarkMessageVariables>({
    mutationFn: ({ id, read }) => adminMarkMessage(client, id, { read }),
    onSuccess: (message) => {
      replace(message);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInboxKeys.messageLists }),
        queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY }),
      ]);
    },
  });
}

export interface ReviewVisibilityVariables extends ReviewVisibilityRequest {
  id: string;
}

/** Hides a review or shows it again; the public review lists and averages are refetched. */
export function useSetReviewVisibility() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const replace = useReplaceInPages<AdminReview>(adminInboxKeys.reviewLists, (r) => r.review.id);
  return useMutation<AdminReview, ApiError, ReviewVisibilityVariables>({
    mutationFn: ({ id, ...body }) => adminSetReviewVisibility(client, id, body),
    onSuccess: (review) => {
      replace(review);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInboxKeys.reviewLists }),
        queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
      ]);
    },
  });
}

export interface ResolveClaimVariables extends ResolveClaimRequest {
  id: string;
}

/**
 * Resolves a claim; the open-claims count follows. A 409 (already resolved) is not refetched here:
 * the form keeps what the admin wrote until they choose to see the claim as it is now.
 */
export function useResolveClaim() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const replace = useReplaceInPages<AdminClaim>(adminInboxKeys.claimLists, (c) => c.claim.id);
  return useMutation<AdminClaim, ApiError, ResolveClaimVariables>({
    mutationFn: ({ id, ...body }) => adminResolveClaim(client, id, body),
    onSuccess: (claim) => {
      replace(claim);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: adminInboxKeys.claimLists }),
        queryClient.invalidateQueries({ queryKey: ADMIN_OVERVIEW_KEY }),
      ]);
    },
  });
}

/** Refetches the claims lists (after a 409, to show who resolved it and how). */
export function useRefreshClaims() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminInboxKeys.claimLists });
}
