// Which days a visit can be booked for: today (in Lagos) up to 60 days ahead. The web form and
// the BFF both check with this, so the message a customer sees is the one the server enforces.
import { isCalendarDay, REAL_DATE_HINT, todayInLagos } from './dates.ts';

export const BOOKING_WINDOW_DAYS = 60;

/** YYYY-MM-DD plus whole days (calendar arithmetic; Lagos has no daylight saving). */
export function addDaysToDay(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The first and last bookable days, as YYYY-MM-DD in Lagos. */
export function bookableDays(now: Date = new Date()): { first: string; last: string } {
  const first = todayInLagos(now);
  return { first, last: addDaysToDay(first, BOOKING_WINDOW_DAYS) };
}

/** A sentence for a person when the day can't be booked, or null when it can. */
export function visitDateProblem(day: string, now: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return 'Choose a day for the visit.';
  // Date.parse takes 2026-11-31 as 1 December, so the calendar is checked by hand.
  if (!isCalendarDay(day)) return REAL_DATE_HINT;
  const { first, last } = bookableDays(now);
  if (day < first) return 'Choose today or a later day.';
  if (day > last) return `Choose a day within the next ${BOOKING_WINDOW_DAYS} days.`;
  return null;
}
