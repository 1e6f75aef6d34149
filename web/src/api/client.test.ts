// Proves the client's middleware: JSON Accept, the CSRF header on writes only, a time-out on every call, and one ApiError for every failure.
import { describe, expect, it } from 'vitest';
import { createApiClient, unwrap } from './client.ts';
import { ApiError, OFFLINE_MESSAGE, TIMEOUT_MESSAGE } from './errors.ts';
import { readCookie } from './middleware.ts';

function recordingFetch(answer: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return answer();
  };
  return { requests, fetch };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const user = { id: 'u_ada', name: 'Ada Okafor', email: 'ada@example.ng', phone: '+2348031234567', role: 'user' as const, referralCode: 'ADA7K2', bookings: [] };

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient', () => {
  it('when reading, then it asks for JSON under the base URL and sends no CSRF header', async () => {
    const { requests, fetch } = recordingFetch(() => json(200, { data: false }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, csrfToken: () => 'tok' });
    await expect(unwrap(client.GET('/app/current_user'))).resolves.toEqual({ data: false });
    expect(requests[0]?.url).toBe('http://bff.test/app/current_user');
    expect(requests[0]?.headers.get('Accept')).toBe('application/json');
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('when writing, then the CSRF token read at call time goes in X-XSRF-TOKEN', async () => {
    let token = 'first';
    const { requests, fetch } = recordingFetch(() => json(200, { data: user }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, csrfToken: () => token });
    token = 'rotated-at-sign-in';
    await unwrap(client.POST('/app/signin', { body: { email: 'ada@example.ng', password: 'jollof-rice-2026' } }));
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('rotated-at-sign-in');
    expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
  });

  it('when there is no token cookie, then a write goes without the header (the server refuses it)', async () => {
    const { requests, fetch } = recordingFetch(() => json(200, { data: user }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, csrfToken: () => null });
    await unwrap(client.POST('/app/signin', { body: { email: 'ada@example.ng', password: 'x' } }));
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('when the server answers with the Error shape, then the ApiError carries status, code, message and fields', async () => {
    const body = { code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { email: 'Enter a valid e-mail address.' } };
    const { fetch } = recordingFetch(() => json(400, body));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch });
    const error = await caught(unwrap(client.POST('/app/signup', { body: { name: 'Ada', email: 'x', phone: '0803', password: 'p' } })));
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'Please check the highlighted fields.', fields: { email: 'Enter a valid e-mail address.' } });
  });

  it('when a proxy answers with an HTML error page, then the ApiError has a human message, not the HTML', async () => {
    const { fetch } = recordingFetch(() => new Response('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch });
    const error = await caught(unwrap(client.GET('/app/current_user')));
    expect(error).toMatchObject({ status: 502, code: 'server_error', message: 'Something went wrong on our side. Please try again.' });
    expect(error.fields).toBeUndefined();
  });

  it('when the network is down, then the ApiError has status 0 and says the person seems offline', async () => {
    const { fetch } = recordingFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch });
    const error = await caught(unwrap(client.GET('/app/current_user')));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: OFFLINE_MESSAGE });
    expect(error.isNetworkError).toBe(true);
  });

  it('when the call is aborted or times out, then it is still one ApiError with status 0', async () => {
    const aborted = recordingFetch(() => Promise.reject(new DOMException('The operation was aborted.', 'AbortError')));
    const timedOut = recordingFetch(() => Promise.reject(new DOMException('The operation timed out.', 'TimeoutError')));
    const abortError = await caught(unwrap(createApiClient({ baseUrl: 'http://bff.test', fetch: aborted.fetch }).GET('/app/current_user')));
    const timeoutError = await caught(unwrap(createApiClient({ baseUrl: 'http://bff.test', fetch: timedOut.fetch }).GET('/app/current_user')));
    expect(abortError).toMatchObject({ status: 0, code: 'aborted' });
    expect(timeoutError).toMatchObject({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
  });

  it('when a 200 answer is not JSON, then it becomes an ApiError instead of a SyntaxError', async () => {
    const { fetch } = recordingFetch(() => new Response('<!doctype html><p>index</p>', { status: 200, headers: { 'Content-Type': 'text/html' } }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch });
    const error = await caught(unwrap(client.GET('/app/current_user')));
    expect(error).toMatchObject({ status: 0, code: 'bad_response' });
  });
});

/** A fetch that never answers, but gives up (as a real one does) when its signal aborts. */
function hangingFetch() {
  const requests: Request[] = [];
  const fetch = (request: Request) =>
    new Promise<Response>((_, reject) => {
      requests.push(request);
      request.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
    });
  return { requests, fetch };
}

describe('createApiClient time-out', () => {
  it('when a read gets no answer within the read time-out, then it fails as a timeout with the too-long message', async () => {
    const { fetch } = hangingFetch();
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, timeouts: { readMs: 30, writeMs: 5000 } });
    const started = Date.now();
    const error = await caught(unwrap(client.GET('/app/current_user')));
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'This is taking too long. Check your connection and try again.' });
    expect(error.isNetworkError).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when a write gets no answer, then it waits for the longer write time-out, not the read one', async () => {
    const { fetch } = hangingFetch();
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, csrfToken: () => 'tok', timeouts: { readMs: 10, writeMs: 150 } });
    const started = Date.now();
    const error = await caught(unwrap(client.POST('/app/signin', { body: { email: 'ada@example.ng', password: 'jollof-rice-2026' } })));
    expect(error.code).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('when the fetch ignores its signal, then the time-out still ends the call', async () => {
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch: () => new Promise<Response>(() => undefined), timeouts: { readMs: 30, writeMs: 30 } });
    await expect(caught(unwrap(client.GET('/app/current_user')))).resolves.toMatchObject({ code: 'timeout' });
  });

  it('when the headers arrive but the body stalls, then the time-out covers the body too', async () => {
    const stalledBody = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new TextEncoder().encode('{"data":')) });
    const client = createApiClient({
      baseUrl: 'http://bff.test',
      fetch: async () => new Response(stalledBody, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      timeouts: { readMs: 30, writeMs: 30 },
    });
    await expect(caught(unwrap(client.GET('/app/current_user')))).resolves.toMatchObject({ code: 'timeout' });
  });

  it('when the caller aborts (react-query cancelling, a screen left), then it is cancelled, not a failure to show', async () => {
    const { requests, fetch } = hangingFetch();
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, timeouts: { readMs: 5000, writeMs: 5000 } });
    const controller = new AbortController();
    const call = caught(unwrap(client.GET('/app/current_user', { signal: controller.signal })));
    await expect.poll(() => requests.length).toBe(1);
    controller.abort();
    const error = await call;
    expect(error).toMatchObject({ status: 0, code: 'cancelled' });
    expect(error.isCancelled).toBe(true);
  });

  it('when the answer comes in time, then status, headers and body arrive intact (a 204 too)', async () => {
    const { fetch } = recordingFetch(() => json(200, { data: user }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch, timeouts: { readMs: 1000, writeMs: 1000 } });
    await expect(unwrap(client.GET('/app/current_user'))).resolves.toEqual({ data: user });
    const empty = recordingFetch(() => new Response(null, { status: 204 }));
    const result = await createApiClient({ baseUrl: 'http://bff.test', fetch: empty.fetch }).GET('/app/logout');
    expect(result.response.status).toBe(204);
  });

  it('when writing, then the body still reaches the server through the time-out wrapper', async () => {
    const { requests, fetch } = recordingFetch(() => json(200, { data: user }));
    const client = createApiClient({ baseUrl: 'http://bff.test', fetch });
    await unwrap(client.POST('/app/signin', { body: { email: 'ada@example.ng', password: 'jollof-rice-2026' } }));
    await expect(requests[0]?.json()).resolves.toEqual({ email: 'ada@example.ng', password: 'jollof-rice-2026' });
  });
});

describe('readCookie', () => {
  it('when several cookies are set, then it finds the named one and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'XSRF-TOKEN')).toBe('abc==');
    expect(readCookie('XSRF-TOKEN-OLD=zzz', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});
