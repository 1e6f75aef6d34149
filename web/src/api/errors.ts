// The one failure shape the UI handles: the spec's Error {code, message, fields?} plus the HTTP status
// (0 when the request never got an answer: offline, aborted, timed out).
import type { ErrorBody } from './types.ts';
import { CancelledError } from './timeout.ts';

export const OFFLINE_MESSAGE = 'You seem to be offline. Check your connection and try again.';
export const ABORTED_MESSAGE = 'The request was cancelled before it finished. Please try again.';
export const TIMEOUT_MESSAGE = 'This is taking too long. Check your connection and try again.';
/** Never shown on a screen (a cancelled call is one nobody is waiting for); here so logs read well. */
export const CANCELLED_MESSAGE = 'The request was cancelled.';
export const SERVER_MESSAGE = 'Something went wrong on our side. Please try again.';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>> | undefined;
  /** Seconds the server asked to wait (its Retry-After header, when it sent a readable one). */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: { status: number; code: string; message: string; fields?: Record<string, string> | undefined; retryAfterSeconds?: number | undefined }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /**
   * True when the device could not reach the server at all (offline, DNS, a dropped connection): screens
   * title it "You seem to be offline". A time-out, an abort or a garbled answer also have status 0 but
   * are not offline, so they keep their own messages.
   */
  get isNetworkError(): boolean {
    return this.code === 'network_error';
  }

  /** True when the caller itself gave up (a query cancelled, a screen left): never shown as an error. */
  get isCancelled(): boolean {
    return this.code === 'cancelled';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** A response body in the spec's Error shape (checked, never assumed). */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const code: unknown = Reflect.get(value, 'code');
  const message: unknown = Reflect.get(value, 'message');
  const fields: unknown = Reflect.get(value, 'fields');
  return typeof code === 'string' && typeof message === 'string' && (fields === undefined || isStringRecord(fields));
}

/**
 * A Retry-After header's wait in whole seconds: delta-seconds or an HTTP date; undefined when absent
 * or unreadable (the message then speaks for itself).
 */
export function readRetryAfter(header: string | null | undefined, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d{1,7}$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The ApiError for an HTTP answer that is not 2xx; bodies that are not the Error shape (a proxy's HTML page) get a generic message. */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): ApiError {
  const retryAfterSeconds = readRetryAfter(retryAfter);
  if (isErrorBody(body)) return new ApiError({ status, code: body.code, message: body.message, fields: body.fields, retryAfterSeconds });
  if (status === 429) return new ApiError({ status, code: 'too_many_requests', message: 'Too many attempts. Please wait a few minutes and try again.', retryAfterSeconds });
  if (status >= 500) return new ApiError({ status, code: 'server_error', message: SERVER_MESSAGE });
  return new ApiError({ status, code: `http_${status}`, message: SERVER_MESSAGE });
}

function errorName(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const name: unknown = Reflect.get(error, 'name');
  return typeof name === 'string' ? name : undefined;
}

/**
 * Any thrown value as an ApiError: fetch's TypeError (offline, DNS, CORS), our time-out (TimeoutError),
 * the caller's own abort (CancelledError, silent), any other abort (the browser dropped the request), bad JSON.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof CancelledError) return new ApiError({ status: 0, code: 'cancelled', message: CANCELLED_MESSAGE });
  const name = errorName(error);
  if (name === 'TimeoutError') return new ApiError({ status: 0, code: 'timeout', message: TIMEOUT_MESSAGE });
  if (name === 'AbortError') return new ApiError({ status: 0, code: 'aborted', message: ABORTED_MESSAGE });
  // A 2xx answer that is not JSON means something between us and the BFF answered instead.
  if (error instanceof SyntaxError) return new ApiError({ status: 0, code: 'bad_response', message: SERVER_MESSAGE });
  return new ApiError({ status: 0, code: 'network_error', message: OFFLINE_MESSAGE });
}
