// The one Pact builder the consumer tests share, and the web client pointed at its mock server.
import { resolve } from 'node:path';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import type { CurrentUser } from '../../web/src/api/types.ts';
import { createApiClient, type ApiClient } from '../../web/src/api/client.ts';
import { ApiError } from '../../web/src/api/errors.ts';
import { CONSUMER, CONSUMER_CSRF_TOKEN, PROVIDER } from '../states.ts';

export const PACT_DIR = resolve(import.meta.dirname, '../pacts');

export function newPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/**
 * fetch without connection reuse. Every interaction gets its own mock server, and a new one can
 * get the port of the one just shut down; a pooled keep-alive socket to the old server would then
 * fail the next request before it is sent. `Connection: close` keeps nothing in the pool.
 */
function fetchWithoutReuse(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('Connection', 'close');
  return fetch(new Request(request, { headers }));
}

/** web's real client, as the browser uses it, aimed at the Pact mock server. */
export function clientFor(mockServerUrl: string): ApiClient {
  return createApiClient({ baseUrl: mockServerUrl, fetch: fetchWithoutReuse, csrfToken: () => CONSUMER_CSRF_TOKEN });
}

export const JSON_RESPONSE = { 'Content-Type': MatchersV3.regex('^application/json.*', 'application/json; charset=utf-8') };
export const JSON_READ = { Accept: 'application/json' };
/** A state-changing call: JSON in, and the CSRF header the client must always send. */
export const JSON_WRITE = {
  Accept: 'application/json',
  'Content-Type': MatchersV3.regex('^application/json.*', 'application/json'),
  'X-XSRF-TOKEN': MatchersV3.regex('^.+$', CONSUMER_CSRF_TOKEN),
};

/** Rejects with the ApiError the call threw, so its status, code and fields can be checked. */
export async function failure(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A current user's fields matched by type, except the keys the client relies on, which must be equal. */
export function userFields(user: CurrentUser, exact: readonly (keyof CurrentUser)[]) {
  return Object.fromEntries(Object.entries(user).map(([key, value]) => [key, exact.some((k) => k === key) ? value : MatchersV3.like(value)]));
}
