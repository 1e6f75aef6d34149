// MSW handlers that fail a call once in a chosen way, then answer: each client-side failure kind on a
// real screen, and the screen's Try again proven to recover. Plain msw `http` (any path), because
// the failure, not the answer's shape, is what these stories are about.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { buildApiError } from '../fixtures/index.ts';

export type TransportFailure = 'network' | 'timeout' | 'server';

export interface FailOnceHandler {
  handler: HttpHandler;
  /** How many calls the handler received. */
  readonly calls: { received: number };
  /** Stories call it in `beforeEach`, so a re-run fails again first. */
  reset(): void;
}

/**
 * Fails the first `failures` calls (GET unless `method` says otherwise) of `path` (network: the connection drops; timeout: no answer ever,
 * so the client's own time-out fires; server: a 503 from a proxy, no Error shape), then answers `answer()`.
 */
export function failThenAnswer(path: string, kind: TransportFailure, answer: () => Response, failures = 1, method: 'get' | 'post' = 'get'): FailOnceHandler {
  const calls = { received: 0 };
  const handler = http[method](path, async () => {
    calls.received += 1;
    if (calls.received > failures) return answer();
    if (kind === 'network') return HttpResponse.error();
    if (kind === 'server') return new HttpResponse('<html><body>503 Service Temporarily Unavailable</body></html>', { status: 503, headers: { 'Content-Type': 'text/html' } });
    await delay('infinite');
    return HttpResponse.json(buildApiError(), { status: 500 });
  });
  return {
    handler,
    calls,
    reset: () => {
      calls.received = 0;
    },
  };
}

/** Never answers a GET of `path`. */
export function neverAnswer(path: string): FailOnceHandler {
  return failThenAnswer(path, 'timeout', () => HttpResponse.json({}), Number.POSITIVE_INFINITY);
}

/**
 * Watches the page's fetch calls to `path` and whether the client aborted them. The handler's own
 * request cannot tell: behind MSW's service worker an abort in the page never reaches it.
 * Returns the stop function, for a story's `beforeEach` to return as its cleanup.
 */
export function watchFetches(path: string, seen: { aborted: number; started: number }): () => void {
  const original = globalThis.fetch;
  seen.aborted = 0;
  seen.started = 0;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url, window.location.href).pathname === path) {
      seen.started += 1;
      request.signal.addEventListener('abort', () => void (seen.aborted += 1), { once: true });
    }
    return original(input, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}

/**
 * Makes the page's first fetch of `path` fail as aborted by something other than the caller (the
 * browser or an extension dropping the request), which MSW cannot act out. Returns the stop function.
 */
export function abortFirstFetch(path: string): () => void {
  const original = globalThis.fetch;
  let aborted = false;
  globalThis.fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (!aborted && new URL(request.url, window.location.href).pathname === path) {
      aborted = true;
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    }
    return original(input, init);
  };
  return () => {
    globalThis.fetch = original;
  };
}
