export {
  adminOverview,
  adminListBookings,
  adminGetBooking,
  adminAssignPro,
  adminMoveBooking,
  adminCancelBooking,
  adminListPros,
  adminGetPro,
  adminDecidePro,
} from './requests.ts';
export type {
  AdminBookingsPage,
  AdminBookingsQuery,
  AdminCancelRequest,
  AdminProsPage,
  AdminProsQuery,
  AssignProRequest,
  MoveBookingRequest,
  ProDecision,
  ProDecisionRequest,
} from './requests.ts';
export { adminKeys, adminBookingQueryOptions, adminBookingsQueryOptions, adminOverviewQueryOptions, adminProQueryOptions, adminProsQueryOptions } from './queries.ts';
export { useAdminOverview, useAdminBookings, useAdminBooking, useAdminPros, useAdminPro, useAssignPro, useMoveBooking, useAdminCancelBooking, useDecidePro } from './hooks.ts';
