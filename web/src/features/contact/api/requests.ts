// The contact call: a client in, the answer out, or an ApiError thrown. No DOM, no React, no MSW:
// the Pact consumer tests call it against the Pact mock server.
import { unwrap, type ApiClient } from '../../../api/client.ts';
import type { components } from '@ile/domain/schema';

export type ContactMessageRequest = components['schemas']['ContactMessageRequest'];

/**
 * Sends a message to Ilé support (public; a signed-in sender is recorded by the server). 202 when it
 * is stored; 400 field messages; 429 when this client has sent too many. The answer's content is
 * not used (seed: "response ignored; contact type signalled"): resolving means it was received.
 */
export async function sendContactMessage(client: ApiClient, body: ContactMessageRequest): Promise<void> {
  await unwrap(client.POST('/app/sendMessage', { body }));
}
