// Plain request functions for the booking calls: a client in, the answer's `data` out, or an ApiError
// thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { BOOKING_PATHS, type BookingBodyOf, type ServiceKey } from '@ile/domain';
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { Booking, CurrentUser, paths } from '../../../api/types.ts';

/** The booking call of each service: the catalogue's (domain/) map, checked against the spec there. */
export { BOOKING_PATHS };

export type BookingPath = (typeof BOOKING_PATHS)[ServiceKey];

/** The body of a service's booking call, `{ visit, details }`, exactly as the spec types it. */
export type BookingRequest<K extends ServiceKey = ServiceKey> = BookingBodyOf<K>;
export type BookingVisit = BookingRequest['visit'];
export type CancelBookingRequest = paths['/app/bookings/{id}/cancel']['post']['requestBody']['content']['application/json'];
export type RescheduleBookingRequest = paths['/app/bookings/{id}/reschedule']['post']['requestBody']['content']['application/json'];

/** The spec's header name; the BFF keys its replay store on it. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * Books a service. The answer is the current user whose `bookings` are the open ones, newest first.
 * The same key with the same body replays the first answer, so a retry never books twice.
 */
export async function createBooking<K extends ServiceKey>(client: ApiClient, service: K, body: BookingRequest<K>, idempotencyKey: string): Promise<CurrentUser> {
  const path: BookingPath = BOOKING_PATHS[service];
  const init = { body, params: { header: { [IDEMPOTENCY_HEADER]: idempotencyKey } } };
  return (await unwrap(client.POST(path, init))).data;
}

/** Every booking of the signed-in customer, in every status, newest first. */
export async function listBookings(client: ApiClient, signal?: AbortSignal): Promise<Booking[]> {
  return (await unwrap(client.GET('/app/fetchCompleteBookings', signal ? { signal } : {}))).data;
}

/** Cancels a booking before a pro is assigned; 409 booking_not_cancellable after that. */
export async function cancelBooking(client: ApiClient, id: string, body: CancelBookingRequest): Promise<Booking> {
  return (await unwrap(client.POST('/app/bookings/{id}/cancel', { params: { path: { id } }, body }))).data;
}

/** Moves a booking to another day or window; 409 booking_not_reschedulable once the job has started. */
export async function rescheduleBooking(client: ApiClient, id: string, body: RescheduleBookingRequest): Promise<Booking> {
  return (await unwrap(client.POST('/app/bookings/{id}/reschedule', { params: { path: { id } }, body }))).data;
}
