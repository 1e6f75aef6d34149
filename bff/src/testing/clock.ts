// A clock tests can move forward (reconciler windows, refund retries), otherwise real time.
import type { Clock } from '../clock.ts';

export interface MovableClock extends Clock {
  advance(ms: number): void;
  reset(): void;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
