// One time zone for the whole product: WAT (Africa/Lagos, UTC+1, no daylight saving).
export const TIME_ZONE = 'Africa/Lagos';

const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
// hourCycle h12, not hour12: en-GB's hour12 clock is h11 and says "0:15am" after midnight.
const time = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

/** "14 March 2026" for an ISO date-time or a YYYY-MM-DD day (a day is read as that day in Lagos). */
export function formatDate(value: string | Date): string {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+01:00`) : new Date(value);
  return longDate.format(date);
}

/** "2:30pm" in Lagos time. */
export function formatTime(value: string | Date): string {
  return time.format(new Date(value)).replace(/\s/g, '').toLowerCase();
}

// Made once: building a DateTimeFormat costs far more than formatting, and every booking asks for today.
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in Lagos as YYYY-MM-DD. */
export function todayInLagos(now: Date = new Date()): string {
  return isoDay.format(now);
}
