// What a failed payment call means for the customer, decided in pure functions so they are
// unit-tested: which failures can be retried as they are, which need a new checkout, which need us.
import type { ApiError } from '../../api/errors.ts';

export type StartFailure =
  /** 409 booking_not_payable: already paid or cancelled; the page's data is out of date. */
  | { kind: 'not-payable'; title: string; error: ApiError }
  /** 503 payments_unavailable: no payment provider yet; trying again cannot help, contacting us does. */
  | { kind: 'unavailable'; title: string; error: ApiError }
  /** 409 payment_provider_unavailable, 5xx, offline: nothing was charged; try again. */
  | { kind: 'retryable'; title: string; error: ApiError };

export function describeStartFailure(error: ApiError): StartFailure {
  if (error.code === 'booking_not_payable') return { kind: 'not-payable', title: 'This booking can’t be paid now', error };
  if (error.code === 'payments_unavailable') return { kind: 'unavailable', title: 'Paying online isn’t available yet', error };
  if (error.code === 'payment_provider_unavailable') return { kind: 'retryable', title: 'Our payment partner didn’t answer', error };
  return { kind: 'retryable', title: 'We couldn’t open the payment page', error };
}

export type ConfirmFailure =
  /** 402 payment_not_confirmed (declined, abandoned, unknown): nothing charged, pay again. */
  | { kind: 'not-confirmed'; error: ApiError }
  /** 402 payment_mismatch: money may have moved but not for this booking: support sorts it out. */
  | { kind: 'mismatch'; error: ApiError }
  /** 409 booking_not_payable: already paid with another payment, or cancelled. */
  | { kind: 'not-payable'; error: ApiError }
  /** 404: not this customer's booking, or no such booking. */
  | { kind: 'not-found'; error: ApiError }
  /** 401: the session ended while the customer was at the checkout. */
  | { kind: 'signed-out'; error: ApiError }
  /** Offline, 5xx, anything else: ask again with the same reference (never charges twice). */
  | { kind: 'retryable'; error: ApiError };

export function describeConfirmFailure(error: ApiError): ConfirmFailure {
  if (error.status === 402) return error.code === 'payment_mismatch' ? { kind: 'mismatch', error } : { kind: 'not-confirmed', error };
  if (error.status === 409) return { kind: 'not-payable', error };
  if (error.status === 404) return { kind: 'not-found', error };
  if (error.status === 401) return { kind: 'signed-out', error };
  return { kind: 'retryable', error };
}
