// A clock tests can move (reconciler windows, refund retries, the booking cut-off), otherwise real time.
import type { Clock } from '../clock.ts';

export interface MovableClock extends Clock {
  advance(ms: number): void;
  /** Jumps to `at`; time runs on from there. */
  setTo(at: Date): void;
  reset(): void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    setTo: (at) => {
      offsetMs = at.getTime() - Date.now();
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
