// The one place that decides how long a call to the BFF may take, and the fetch wrapper that enforces it.
// The seed had no time-out at all: on a mobile network a request can hang with no answer and no error,
// and the screen would spin forever. A time-out turns that into a `timeout` ApiError with a Try again.

export interface RequestTimeouts {
  /** GET/HEAD: the whole exchange, answer body included. */
  readMs: number;
  /** POST/PUT/PATCH/DELETE. */
  writeMs: number;
}

/**
 * Sized for a slow 3G connection in Lagos (≈400 kbit/s, 300–2000 ms round trips, a radio that may need
 * seconds to wake): our largest read answer (an admin list, ~100 kB) arrives in 2–5 s there, so 20 s
 * is four times the worst we expect and still short enough that nobody stares at a spinner for a minute.
 * Writes get longer because the server may be sending an e-mail or talking to the payment provider,
 * and giving up on a write that would have succeeded costs more (the person has to check and repeat).
 */
export const DEFAULT_REQUEST_TIMEOUTS: RequestTimeouts = { readMs: 20_000, writeMs: 30_000 };

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
// Statuses whose Response must not have a body (the constructor throws on one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/** Thrown when the caller (react-query cancelling a query, a screen unmounting) aborted: never shown. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

type Fetch = (request: Request) => Promise<Response>;

/**
 * `fetch` with a time-out over the whole exchange (headers and body), combined with the caller's own
 * signal. A time-out rejects with a DOMException named TimeoutError, the caller's abort with a
 * CancelledError, so toApiError can tell them apart (a bare AbortError can mean either).
 * The body is read inside the time-out because a stalled body hangs a screen as surely as stalled headers.
 */
export function withTimeout(fetch: Fetch, timeouts: RequestTimeouts): Fetch {
  return async (request: Request) => {
    const ms = READ_METHODS.has(request.method.toUpperCase()) ? timeouts.readMs : timeouts.writeMs;
    const controller = new AbortController();
    const callerSignal = request.signal;
    let timedOut = false;
    const onCallerAbort = () => controller.abort(callerSignal.reason);
    if (callerSignal.aborted) throw new CancelledError('The request was cancelled by its caller.');
    callerSignal.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`No answer after ${Math.round(ms / 1000)} s`, 'TimeoutError'));
    }, ms);
    // Raced as well as passed on: a fetch that ignores its signal (a mock, an old polyfill) still gives up.
    const aborted = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
    });
    aborted.catch(() => undefined);
    const exchange = async () => {
      const response = await fetch(new Request(request, { signal: controller.signal }));
      const body = NULL_BODY_STATUSES.has(response.status) ? null : await response.arrayBuffer();
      return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
    };
    try {
      return await Promise.race([exchange(), aborted]);
    } catch (error) {
      if (timedOut) throw new DOMException(`No answer after ${Math.round(ms / 1000)} s`, 'TimeoutError');
      if (callerSignal.aborted) throw new CancelledError('The request was cancelled by its caller.', { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', onCallerAbort);
    }
  };
}
