// The most any amount may be: the spec's Kobo maximum (₦1,000,000,000). Each price item is capped
// by the request schema, but a quote multiplies and adds them; without this check an admin's
// large (valid) prices gave stored bookings totals no response may carry (found by the spec fuzz).
import { quote, SERVICE_KEYS, SMALLEST_JOB, type Price, type PriceItem } from '@ile/domain';

export const MAX_KOBO = 100_000_000_000;

/** Whether every line and the total fit the Kobo range. */
export function priceWithinLimit(price: Price): boolean {
  return price.totalKobo <= MAX_KOBO && price.lines.every((line) => line.amountKobo <= MAX_KOBO);
}

/** Whether the service's smallest job (its "from" price, which every catalogue answer carries) fits. */
export function smallestJobWithinLimit(key: string, priceItems: readonly PriceItem[]): boolean {
  const service = SERVICE_KEYS.find((known) => known === key);
  return service === undefined || priceWithinLimit(quote(service, SMALLEST_JOB[service], priceItems));
}
