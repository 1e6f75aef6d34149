// The only place that creates the HTTP client for /app. Everything else receives an ApiClient.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './types.ts';
import { acceptJson, csrfHeader, documentCsrfToken, normaliseErrors } from './middleware.ts';
import { toApiError } from './errors.ts';
import { withTimeout, DEFAULT_REQUEST_TIMEOUTS, type RequestTimeouts } from './timeout.ts';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** The BFF's origin: empty in the browser (same origin), absolute in Node (Pact). */
  baseUrl?: string;
  /** A fetch to use instead of the global one. */
  fetch?: (input: Request) => Promise<Response>;
  /** Reads the CSRF token; defaults to the XSRF-TOKEN cookie of `document.cookie`. */
  csrfToken?: () => string | null;
  /** How long a read and a write may take in all; stories pass short ones to show the time-out. */
  timeouts?: RequestTimeouts;
}

/**
 * An openapi-fetch client whose calls either resolve with a 2xx answer or throw an ApiError.
 * Unlike the seed, every call has a time-out (see timeout.ts): a request hanging on a mobile
 * network becomes a `timeout` ApiError the screen can offer to try again, never an endless spinner.
 */
export function createApiClient({ baseUrl = '', fetch, csrfToken = documentCsrfToken, timeouts = DEFAULT_REQUEST_TIMEOUTS }: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl,
    // Wrap rather than capture, so a fetch patched later (tests, service workers) is still used.
    fetch: withTimeout(fetch ?? ((request: Request) => globalThis.fetch(request)), timeouts),
    credentials: 'same-origin',
  });
  client.use(acceptJson, csrfHeader(csrfToken), normaliseErrors);
  return client;
}

/** The answer's body of a call made with an ApiClient; rethrows every failure as an ApiError. */
export async function unwrap<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  let result: { data?: T; error?: unknown; response: Response };
  try {
    result = await call;
  } catch (error) {
    throw toApiError(error);
  }
  if (result.data === undefined) {
    // The middleware already throws on non-2xx; an empty 2xx where a body was promised is a server fault.
    throw toApiError(new SyntaxError(`Empty answer with status ${result.response.status}`));
  }
  return result.data;
}

let defaultClient: ApiClient | undefined;

/** The browser app's client, created on first use. */
export function getDefaultApiClient(): ApiClient {
  defaultClient ??= createApiClient();
  return defaultClient;
}
