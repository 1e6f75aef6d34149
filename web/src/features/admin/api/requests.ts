// Plain request functions for the admin calls: a client in, the answer's `data` out, or an ApiError
// thrown (401 signed out, 403 not an admin, 404, 409 when the status does not allow the action).
// No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { AdminBookingDetail, AdminOverview, ProDetail, paths } from '../../../api/types.ts';

type Query<P extends keyof paths> = paths[P] extends { get: { parameters: { query?: infer Q } } } ? NonNullable<Q> : never;
type Body<P extends keyof paths> = paths[P] extends { post: { requestBody: { content: { 'application/json': infer B } } } } ? B : never;

/** The bookings queue's filters and page, exactly as the spec names its query parameters. */
export type AdminBookingsQuery = Query<'/app/admin/bookings'>;
export type AdminBookingsPage = paths['/app/admin/bookings']['get']['responses'][200]['content']['application/json']['data'];
export type AdminProsQuery = Query<'/app/admin/pros'>;
export type AdminProsPage = paths['/app/admin/pros']['get']['responses'][200]['content']['application/json']['data'];
export type AssignProRequest = Body<'/app/admin/bookings/{id}/assign'>;
export type MoveBookingRequest = Body<'/app/admin/bookings/{id}/status'>;
export type AdminCancelRequest = Body<'/app/admin/bookings/{id}/cancel'>;
export type ProDecisionRequest = Body<'/app/admin/pros/{id}/decision'>;
export type ProDecision = ProDecisionRequest['action'];

/** Bookings by status, pending applications and today's visits. */
export async function adminOverview(client: ApiClient): Promise<AdminOverview> {
  return (await unwrap(client.GET('/app/admin/overview'))).data;
}

/** One page of the bookings queue, soonest visit first. */
export async function adminListBookings(client: ApiClient, query: AdminBookingsQuery = {}): Promise<AdminBookingsPage> {
  return (await unwrap(client.GET('/app/admin/bookings', { params: { query } }))).data;
}

/** A booking with the pros who can take it (the booking's state first) and its history. */
export async function adminGetBooking(client: ApiClient, id: string): Promise<AdminBookingDetail> {
  return (await unwrap(client.GET('/app/admin/bookings/{id}', { params: { path: { id } } }))).data;
}

/** Assigns (or reassigns) an approved pro who offers the booking's service. */
export async function adminAssignPro(client: ApiClient, id: string, body: AssignProRequest): Promise<AdminBookingDetail> {
  return (await unwrap(client.POST('/app/admin/bookings/{id}/assign', { params: { path: { id } }, body }))).data;
}

/** Moves a booking on: pro assigned → in progress → completed. */
export async function adminMoveBooking(client: ApiClient, id: string, body: MoveBookingRequest): Promise<AdminBookingDetail> {
  return (await unwrap(client.POST('/app/admin/bookings/{id}/status', { params: { path: { id } }, body }))).data;
}

/** Cancels a booking with a reason until the job starts; a paid booking is refunded. */
export async function adminCancelBooking(client: ApiClient, id: string, body: AdminCancelRequest): Promise<AdminBookingDetail> {
  return (await unwrap(client.POST('/app/admin/bookings/{id}/cancel', { params: { path: { id } }, body }))).data;
}

/** One page of applications and pros, newest first. */
export async function adminListPros(client: ApiClient, query: AdminProsQuery = {}): Promise<AdminProsPage> {
  return (await unwrap(client.GET('/app/admin/pros', { params: { query } }))).data;
}

/** An application or pro with everything they sent, their bookings and history. */
export async function adminGetPro(client: ApiClient, id: string): Promise<ProDetail> {
  return (await unwrap(client.GET('/app/admin/pros/{id}', { params: { path: { id } } }))).data;
}

/** Approves, rejects, suspends or reinstates; 409 pro_decision_not_allowed when the status does not allow it. */
export async function adminDecidePro(client: ApiClient, id: string, body: ProDecisionRequest): Promise<ProDetail> {
  return (await unwrap(client.POST('/app/admin/pros/{id}/decision', { params: { path: { id } }, body }))).data;
}
