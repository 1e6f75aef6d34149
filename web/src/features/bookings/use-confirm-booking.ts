// Confirming a draft: the Idempotency-Key is kept in the draft (saved BEFORE the request leaves) and
// reused for every retry until an answer arrives, so double taps, dropped connections and reloads
// never book twice. "Still working" answers (409) are retried a few times on their own.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ServiceKey } from '@ile/domain';
import type { ApiError } from '../../api/errors.ts';
import type { CurrentUser } from '../../api/types.ts';
import { useCreateBooking } from './api/hooks.ts';
import type { BookingRequest } from './api/requests.ts';
import { describeFailure, type ConfirmFailure } from './confirm-failure.ts';
import { clearDraft, writeDraft, type BookingDraft } from '../../lib/booking-draft.ts';
import { withIdempotencyKey, withoutIdempotencyKey } from '../../lib/booking-idempotency.ts';

/** What Confirm sends: the draft's service and its parsed `{ visit, details }` body. */
export interface ConfirmableBooking {
  service: ServiceKey;
  body: BookingRequest;
}

/** How long to wait before asking again after "still working" (409), and how often to ask by ourselves. */
export const IN_FLIGHT_RETRY_MS = 2500;
const IN_FLIGHT_AUTO_RETRIES = 3;
/** After this long without an answer, tell the customer the line is slow (the request is never cut off). */
export const SLOW_ANSWER_MS = 15_000;

export interface UseConfirmBookingOptions {
  /** The draft as read when the screen opened (it may already carry a key from an earlier try). */
  draft: BookingDraft;
  /** Shows the confirmation; the draft is cleared when the returned promise settles. */
  onBooked: (user: CurrentUser) => void | Promise<void>;
  /** A failure that needs the customer (not called while "still working" is retried by itself). */
  onFailed?: (error: ApiError) => void;
  /** A failure from an earlier screen's try with this draft (see failure-hand-off.ts), shown from the start. */
  initialError?: ApiError | null;
}

export function useConfirmBooking({ draft, onBooked, onFailed, initialError = null }: UseConfirmBookingOptions) {
  const mutation = useCreateBooking();
  const keyed = useRef(draft);
  // A ref, not state: two taps in the same frame both see it, so only one request leaves.
  const sending = useRef(false);
  const [failure, setFailure] = useState<ConfirmFailure | null>(() => (initialError ? describeFailure(initialError) : null));
  const [slow, setSlow] = useState(false);
  const autoRetries = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastBooking = useRef<ConfirmableBooking | null>(null);
  const sendLatest = useRef<(booking: ConfirmableBooking) => void>(() => undefined);

  const send = useCallback(
    (booking: ConfirmableBooking) => {
      if (sending.current) return;
      sending.current = true;
      lastBooking.current = booking;
      setSlow(false);
      clearTimeout(retryTimer.current);
      const next = withIdempotencyKey(keyed.current);
      keyed.current = next;
      // Saved before sending: after a reload mid-request the same key goes out again.
      writeDraft(next);
      setFailure(null);
      mutation.mutate(
        { service: booking.service, body: booking.body, idempotencyKey: next.idempotencyKey },
        {
          onSuccess: (user) => {
            // Cleared once the confirmation is on screen: the order guard would otherwise see no
            // draft mid-navigation and send the customer away. Until then a resend replays this answer.
            void Promise.resolve(onBooked(user)).finally(() => clearDraft());
          },
          onError: (error) => {
            const inFlight = error.status === 409 && error.code === 'idempotency_in_flight';
            const autoRetrying = inFlight && autoRetries.current < IN_FLIGHT_AUTO_RETRIES;
            if (error.status === 422 && error.code === 'idempotency_mismatch') {
              keyed.current = withoutIdempotencyKey(keyed.current);
              writeDraft(keyed.current);
            }
            setFailure(describeFailure(error, autoRetrying));
            if (autoRetrying) {
              autoRetries.current += 1;
              retryTimer.current = setTimeout(() => {
                if (lastBooking.current) sendLatest.current(lastBooking.current);
              }, IN_FLIGHT_RETRY_MS);
            } else {
              onFailed?.(error);
            }
          },
          onSettled: () => {
            sending.current = false;
          },
        },
      );
    },
    [mutation, onBooked, onFailed],
  );

  // The retry timer calls the latest `send`, not the one from the render that started it.
  useEffect(() => {
    sendLatest.current = send;
  }, [send]);

  const confirm = useCallback(
    (booking: ConfirmableBooking) => {
      // A tap by the customer restarts the patience for "still working" answers.
      autoRetries.current = 0;
      send(booking);
    },
    [send],
  );

  useEffect(() => () => clearTimeout(retryTimer.current), []);

  const pending = mutation.isPending;
  useEffect(() => {
    if (!pending) return undefined;
    const timer = setTimeout(() => setSlow(true), SLOW_ANSWER_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return { confirm, pending, slow: pending && slow, failure };
}

export { describeFailure, type ConfirmFailure };
