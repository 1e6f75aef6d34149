// Proves the error mapping: each kind of client-side failure becomes one ApiError with its own code and a clear message.
import { describe, expect, it } from 'vitest';
import { ABORTED_MESSAGE, ApiError, errorFromResponse, OFFLINE_MESSAGE, readRetryAfter, SERVER_MESSAGE, TIMEOUT_MESSAGE, toApiError } from './errors.ts';
import { CancelledError } from './timeout.ts';

describe('toApiError', () => {
  it('when fetch fails with a TypeError (offline, DNS), then it is a network_error that says the person seems offline', () => {
    const error = toApiError(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ status: 0, code: 'network_error', message: OFFLINE_MESSAGE });
    expect(error.isNetworkError).toBe(true);
    expect(error.isCancelled).toBe(false);
  });

  it('when the time-out fires, then it is a timeout that says it is taking too long, not that the person is offline', () => {
    const error = toApiError(new DOMException('No answer after 20 s', 'TimeoutError'));
    expect(error).toMatchObject({ status: 0, code: 'timeout', message: 'This is taking too long. Check your connection and try again.' });
    expect(error.message).toBe(TIMEOUT_MESSAGE);
    expect(error.isNetworkError).toBe(false);
  });

  it('when the caller cancelled the call, then it is cancelled, which screens never show', () => {
    const error = toApiError(new CancelledError('The request was cancelled by its caller.'));
    expect(error).toMatchObject({ status: 0, code: 'cancelled' });
    expect(error.isCancelled).toBe(true);
    expect(error.isNetworkError).toBe(false);
  });

  it('when something else aborted the request, then it is aborted with a message asking to try again', () => {
    const error = toApiError(new DOMException('The operation was aborted.', 'AbortError'));
    expect(error).toMatchObject({ status: 0, code: 'aborted', message: ABORTED_MESSAGE });
    expect(error.message).toMatch(/Please try again\.$/);
    expect(error.isCancelled).toBe(false);
  });

  it('when a 2xx answer is not JSON, then it is a bad_response with the server message', () => {
    expect(toApiError(new SyntaxError('Unexpected token <'))).toMatchObject({ status: 0, code: 'bad_response', message: SERVER_MESSAGE });
  });

  it('when it is already an ApiError, then it is passed through unchanged', () => {
    const original = new ApiError({ status: 409, code: 'claim_exists', message: 'You already raised a claim.' });
    expect(toApiError(original)).toBe(original);
  });
});

describe('errorFromResponse', () => {
  it('when the status is 5xx without the Error shape, then it is a server_error asking to try again', () => {
    const error = errorFromResponse(503, '<html>Service Unavailable</html>');
    expect(error).toMatchObject({ status: 503, code: 'server_error', message: 'Something went wrong on our side. Please try again.' });
    expect(error.isNetworkError).toBe(false);
  });

  it('when the status is 4xx with the Error shape, then the server’s own code and message are kept', () => {
    expect(errorFromResponse(404, { code: 'not_found', message: 'We can’t find that booking.' })).toMatchObject({ status: 404, code: 'not_found', message: 'We can’t find that booking.' });
  });

  it('when the status is 429 without a body, then it asks to wait a few minutes', () => {
    expect(errorFromResponse(429, undefined)).toMatchObject({ code: 'too_many_requests', message: 'Too many attempts. Please wait a few minutes and try again.' });
  });
});

describe('Retry-After', () => {
  it('when the server says how many seconds to wait, then the error carries them next to its own message', () => {
    const error = errorFromResponse(429, { code: 'resend_too_soon', message: 'You can ask for a new one in 42 seconds.' }, '42');
    expect(error).toMatchObject({ code: 'resend_too_soon', retryAfterSeconds: 42 });
  });

  it('when the header is an HTTP date, then the wait is counted from now; unreadable or absent, there is none', () => {
    const now = Date.parse('2026-11-29T10:00:00Z');
    expect(readRetryAfter('Sun, 29 Nov 2026 10:01:30 GMT', now)).toBe(90);
    expect(readRetryAfter('Sun, 29 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(readRetryAfter('soon', now)).toBeUndefined();
    expect(readRetryAfter(null, now)).toBeUndefined();
    expect(errorFromResponse(503, { code: 'phone_sign_in_paused', message: 'Paused.' }).retryAfterSeconds).toBeUndefined();
  });
});
