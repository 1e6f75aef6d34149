// Plain request functions for the pro application: a client in, the answer's `data` out, or an
// ApiError thrown. No DOM, no React, no MSW: the Pact consumer tests call these against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { ProApplication, ProApplicationRequest } from '../../../api/types.ts';

/**
 * Sends an application to join as a pro. 201: the receipt (reference, pending). 400: field messages.
 * 409 application_pending: an application with this phone or e-mail is already being reviewed.
 */
export async function applyAsPro(client: ApiClient, body: ProApplicationRequest): Promise<ProApplication> {
  return (await unwrap(client.POST('/app/pro', { body }))).data;
}
