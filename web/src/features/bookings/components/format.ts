// Words for a booking's day, window and address: how the customer and the pro talk about a visit.
import { formatVisitDay } from '@ile/domain';
import type { BookingVisit } from '../api/requests.ts';

type TimeWindow = BookingVisit['timeWindow'];

export const TIME_WINDOWS: Record<TimeWindow, { label: string; hours: string }> = {
  morning: { label: 'Morning', hours: '8am–12pm' },
  afternoon: { label: 'Afternoon', hours: '12pm–4pm' },
  evening: { label: 'Evening', hours: '4pm–7pm' },
};

/** "Saturday 5 December 2026" for a YYYY-MM-DD day in Lagos (the domain's, as the BFF's e-mails say it). */
export { formatVisitDay };

/** "Morning, 8am–12pm (WAT)". */
export function formatTimeWindow(window: TimeWindow): string {
  const { label, hours } = TIME_WINDOWS[window];
  return `${label}, ${hours} (WAT)`;
}

/** "afternoon (12pm–4pm)", for the middle of a sentence. */
export function timeWindowInSentence(window: TimeWindow): string {
  const { label, hours } = TIME_WINDOWS[window];
  return `${label.toLowerCase()} (${hours})`;
}

/** Street, area, city and state on one line; FCT is said the way people say it. */
export function formatAddress(address: BookingVisit['address']): string {
  const state = address.state === 'FCT' ? 'FCT (Abuja)' : `${address.state} State`;
  const city = address.city === address.area ? '' : address.city;
  return [address.street, address.area, city, state].filter(Boolean).join(', ');
}
