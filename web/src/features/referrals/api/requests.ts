// Plain request function for inviting a friend: a client in, the answer's `data` out, or an ApiError
// thrown. No DOM, no React, no MSW: the Pact consumer tests call it against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '@ile/domain/schema';

export type Referral = components['schemas']['Referral'];
export type ReferralRequest = components['schemas']['ReferralRequest'];

/**
 * Invites a friend with the signed-in customer's code. 201: what was sent (`emailed` false when only
 * a phone was given: the customer sends it on WhatsApp). 400: field messages (neither e-mail nor
 * phone, the customer's own, a bad phone). 429: too many invitations for now.
 */
export async function sendReferral(client: ApiClient, body: ReferralRequest): Promise<Referral> {
  return (await unwrap(client.POST('/app/sendRefMessage', { body }))).data;
}
