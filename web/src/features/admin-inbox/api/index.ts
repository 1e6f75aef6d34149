export { adminListMessages, adminMarkMessage, adminListReviews, adminSetReviewVisibility, adminListClaims, adminResolveClaim, adminListOutbox } from './requests.ts';
export type {
  AdminClaim,
  AdminClaimsPage,
  AdminClaimsQuery,
  AdminMessage,
  AdminMessagesPage,
  AdminMessagesQuery,
  AdminOutboxPage,
  AdminOutboxQuery,
  AdminReview,
  AdminReviewsPage,
  AdminReviewsQuery,
  ClaimStatus,
  MarkMessageRequest,
  MessageKind,
  OutboxMail,
  ResolveClaimRequest,
  ReviewVisibilityRequest,
} from './requests.ts';
export { adminInboxKeys, adminClaimsQueryOptions, adminMessagesQueryOptions, adminOutboxQueryOptions, adminReviewsQueryOptions } from './queries.ts';
export {
  useAdminClaims,
  useAdminMessages,
  useAdminOutbox,
  useAdminReviews,
  useMarkMessage,
  useRefreshClaims,
  useResolveClaim,
  useSetReviewVisibility,
  type MarkMessageVariables,
  type ResolveClaimVariables,
  type ReviewVisibilityVariables,
} from './hooks.ts';
