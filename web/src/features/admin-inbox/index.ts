// The admin's support inbox: contact and referral messages, every review (hide or show), happiness
// claims (resolve) and the e-mail and text outboxes — the calls, the cards (each with its history of admin
// actions), and the filters in the URL.
export * from './api/index.ts';
export { MessageCard, type MessageCardProps } from './components/message-card.tsx';
export { ReviewCard, type ReviewCardProps } from './components/review-card.tsx';
export { ClaimCard, type ClaimCardProps } from './components/claim-card.tsx';
export { OutboxMailItem } from './components/outbox-mail.tsx';
export { OutboxTextItem } from './components/outbox-text.tsx';
export { OutboxTabs } from './components/outbox-tabs.tsx';
export {
  CLAIM_STATUSES,
  INBOX_PAGE_SIZE,
  MESSAGE_KINDS,
  claimsHref,
  messagesHref,
  readClaimsQuery,
  readMessagesQuery,
  readOutboxQuery,
  readTextsQuery,
  readReviewsQuery,
  reviewsHref,
  type MessageFilters,
  type ReviewVisibilityFilter,
} from './inbox-filters.ts';
export { CLAIM_STATUS_LABELS, KIND_LABELS, TEXT_PURPOSE_LABELS, TEXT_STATUS_LABELS, formatWhen } from './inbox-labels.ts';
export { FilterLinks, InboxEmpty, InboxSkeleton, type FilterLink } from './components/list-parts.tsx';
