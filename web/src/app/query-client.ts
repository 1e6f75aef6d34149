import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/errors.ts';

/** How many times a failed read is repeated before the screen shows its error and a Try again. */
export const QUERY_RETRIES = 2;

/**
 * Whether a failed read is worth repeating on its own: only a transient failure (offline, time-out,
 * a dropped or garbled answer, a 5xx). Never a 4xx the server meant (repeating it gets the same answer),
 * never a call the caller cancelled. Queries are all reads (GET); writes are mutations, never retried.
 */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  if (failures >= QUERY_RETRIES) return false;
  if (!isApiError(error)) return true;
  if (error.isCancelled) return false;
  return error.status === 0 || error.status >= 500;
}

/** 1 s, then 2 s (capped at 8 s): a flaky connection gets a moment to come back, a person does not wait long. */
export function queryRetryDelay(failures: number): number {
  return Math.min(1000 * 2 ** failures, 8000);
}

/** The app's QueryClient: retries only transient failures, never a 4xx the server meant. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        refetchOnWindowFocus: false,
      },
      // A write is never repeated behind the person's back: only the person's own Try again repeats it
      // (the booking flow reuses its Idempotency-Key then, so a repeat cannot book twice).
      mutations: { retry: false },
    },
  });
}
