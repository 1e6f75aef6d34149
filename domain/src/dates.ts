// One time zone for the whole product: WAT (Africa/Lagos, UTC+1, no daylight saving since 1919).
// Dates are read and written by hand from that fixed offset rather than with Intl: the first Intl
// formatter a page builds loads the browser's locale and time-zone data, tens of milliseconds of
// blocked main thread on a cheap phone. The tests hold these to Intl's own output.
export const TIME_ZONE = 'Africa/Lagos';

const WAT_OFFSET_MS = 60 * 60 * 1000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The instant as a Date whose UTC fields read Lagos's wall clock. */
function lagosClock(value: string | Date): Date {
  const date = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00+01:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time value: ${String(value)}`);
  return new Date(date.getTime() + WAT_OFFSET_MS);
}

/** "14 March 2026" for an ISO date-time or a YYYY-MM-DD day (a day is read as that day in Lagos). */
export function formatDate(value: string | Date): string {
  const clock = lagosClock(value);
  return `${clock.getUTCDate()} ${MONTHS[clock.getUTCMonth()]} ${clock.getUTCFullYear()}`;
}

/** "Saturday" for an ISO date-time or a YYYY-MM-DD day, in Lagos. */
export function formatWeekday(value: string | Date): string {
  return WEEKDAYS[lagosClock(value).getUTCDay()]!;
}

/** "Saturday 5 December 2026" for a YYYY-MM-DD day in Lagos: how a visit's day is named everywhere. */
export function formatVisitDay(day: string): string {
  return `${formatWeekday(day)} ${formatDate(day)}`;
}

/** "2:30pm" in Lagos time; "12:15am" just after midnight. */
export function formatTime(value: string | Date): string {
  const clock = lagosClock(value);
  const hours = clock.getUTCHours();
  return `${hours % 12 || 12}:${String(clock.getUTCMinutes()).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** Today's date in Lagos as YYYY-MM-DD. */
export function todayInLagos(now: Date = new Date()): string {
  return lagosClock(now).toISOString().slice(0, 10);
}

/** Said wherever a `format: date` is not a real YYYY-MM-DD day, in the forms and by the BFF. */
export const REAL_DATE_HINT = 'Choose a real date, like 2026-12-05.';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** True for YYYY-MM-DD naming a day on the calendar: no 31 November, 29 February only in leap years. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}
