// Plain request function for the happiness-guarantee claim: a client in, the answer's `data` out, or an
// ApiError thrown. No DOM, no React, no MSW: the Pact consumer tests call it against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components, paths } from '@ile/domain/schema';

export type Claim = components['schemas']['Claim'];
export type ClaimStatus = components['schemas']['ClaimStatus'];
export type ClaimRequest = paths['/app/bookings/{id}/claim']['post']['requestBody']['content']['application/json'];

/**
 * Raises a claim on one of the customer's completed bookings. 201: the claim, open. 400: field
 * messages. 404: not this customer's booking. 409 booking_not_completed, claim_window_closed (more
 * than the happiness window after completion) or claim_exists (one per booking).
 */
export async function raiseClaim(client: ApiClient, bookingId: string, body: ClaimRequest): Promise<Claim> {
  return (await unwrap(client.POST('/app/bookings/{id}/claim', { params: { path: { id: bookingId } }, body }))).data;
}
