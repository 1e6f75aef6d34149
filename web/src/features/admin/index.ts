// The admin area: the shared frame of its screens, its lists' building blocks and the admin API calls.
export { ADMIN_NAV, AdminNav, AdminPage, adminSectionOf, type AdminPageProps, type AdminSection } from './components/admin-page.tsx';
export { AuditHistory, type AuditHistoryProps } from './components/audit-history.tsx';
export { Pagination, type PaginationProps } from './components/pagination.tsx';
export { ProStatusBadge } from './components/pro-status-badge.tsx';
export * from './api/index.ts';
export { MOVE_LABELS, canAssign, canCancel, nextMove, type AdminMove } from './booking-moves.ts';
export { DECISION_LABELS, PRO_STATUS_LABELS, decisionNeedsNote, decisionsFor, statusAfter } from './pro-decisions.ts';
export { BOOKING_STATUSES, PAGE_SIZE, PRO_STATUSES, activeFilterCount, bookingFiltersToParams, readBookingsQuery, readProsQuery, referenceQuery, withPage, type BookingFilters } from './queue-filters.ts';
export { QUEUE_SECTION_TITLES, queueSections, type QueueSection, type QueueSectionKey } from './queue-sections.ts';
export { changesOf, describeAction, formatWhen, type FieldChange } from './audit-descriptions.ts';
