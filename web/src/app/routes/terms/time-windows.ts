// The three visit windows in words, from the booking feature's own table, so the terms never drift
// from what the booking form offers.
import { TIME_WINDOWS } from '../../../features/bookings/components/format.ts';

/** "morning (8am–12pm), afternoon (12pm–4pm) and evening (4pm–7pm)". */
export const TIME_WINDOW_WORDS = (() => {
  const parts = Object.values(TIME_WINDOWS).map(({ label, hours }) => `${label.toLowerCase()} (${hours})`);
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
})();
