// The one Pact builder the consumer tests share, and the web client pointed at its mock server.
import { resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { makeConsumerPact } from '@pact-foundation/pact-core';
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
 * The mock server's request book, read by port. Pact's mock server (pact_ffi 0.5) answers a request
 * before it books the match: the handler queues the result for another task and sends the answer
 * at once. On a busy machine the client can get its answer and the test can end before that task
 * runs; executeTest then reads "expected but not received" for a request that was answered.
 * makeConsumerPact is pact-core's public API; its port-based reads see every mock server.
 */
const book = makeConsumerPact(CONSUMER, PROVIDER, 4, 'warn');

/** Expected requests still missing, and requests that came but matched nothing, on one mock server. */
function bookOf(port: number) {
  const results = book.mockServerMismatches(port);
  const missing = results.filter((result) => 'type' in result && result.type === 'missing-request').length;
  return { missing, unmatched: results.length - missing };
}

/** Long enough for any busy machine; only a request that really went missing waits it out (and then fails). */
const BOOKING_DEADLINE_MS = 10_000;

/** Resolves once the mock server has booked one more request than `before` (matched or not), or at the deadline. */
async function booked(port: number, before: ReturnType<typeof bookOf>): Promise<void> {
  const deadline = Date.now() + BOOKING_DEADLINE_MS;
  for (;;) {
    const now = bookOf(port);
    if (now.missing < before.missing || now.unmatched > before.unmatched || Date.now() > deadline) return;
    await delay(2);
  }
}

/**
 * fetch without connection reuse, that hands over the answer only once the mock server has booked
 * the request (see `book`). Every interaction gets its own mock server, and a new one can get the
 * port of the one just shut down; a pooled keep-alive socket to the old server would then fail the
 * next request before it is sent. `Connection: close` keeps nothing in the pool.
 */
async function mockServerFetch(request: Request): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.set('Connection', 'close');
  const port = Number(new URL(request.url).port);
  const before = bookOf(port);
  const response = await fetch(new Request(request, { headers }));
  await booked(port, before);
  return response;
}

/** web's real client, as the browser uses it, aimed at the Pact mock server. */
export function clientFor(mockServerUrl: string): ApiClient {
  return createApiClient({ baseUrl: mockServerUrl, fetch: mockServerFetch, csrfToken: () => CONSUMER_CSRF_TOKEN });
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
