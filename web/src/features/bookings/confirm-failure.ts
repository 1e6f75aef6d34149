// What a failed confirm means for the customer, decided in one pure function so it is unit-tested:
// which answers are retried with the same key, which need the form, which need a new key.
import type { ApiError } from '../../api/errors.ts';

export type ConfirmFailure =
  /** Offline, dropped, timed out, 5xx, or any answer we can't act on: retry with the same key. */
  | { kind: 'retryable'; error: ApiError }
  /** 409: the first request with this key is still being processed. */
  | { kind: 'in-flight'; error: ApiError; autoRetrying: boolean }
  /** 400: the server's field messages, keyed like `visit.address.street`. */
  | { kind: 'fields'; error: ApiError; fields: { field: string; message: string }[] }
  /** 422: the key belongs to another request; a new one is made on the next confirm. */
  | { kind: 'changed'; error: ApiError }
  /** 401/403: the session is gone or this account can't book. */
  | { kind: 'signed-out'; error: ApiError };

export function describeFailure(error: ApiError, autoRetrying = false): ConfirmFailure {
  if (error.status === 409 && error.code === 'idempotency_in_flight') return { kind: 'in-flight', error, autoRetrying };
  if (error.status === 422 && error.code === 'idempotency_mismatch') return { kind: 'changed', error };
  if (error.status === 400 && error.fields) return { kind: 'fields', error, fields: Object.entries(error.fields).map(([field, message]) => ({ field, message })) };
  if (error.status === 401 || error.status === 403) return { kind: 'signed-out', error };
  return { kind: 'retryable', error };
}
