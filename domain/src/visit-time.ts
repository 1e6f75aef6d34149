// When a visit can be booked and when its job can start, in WAT. A window can be booked only if it
// starts at least BOOKING_LEAD_MINUTES from now, so a pro can still be found and reach the house;
// the web form offers only those windows and the BFF refuses the rest with the same sentence.
import type { components } from './schema.gen.ts';
import { formatVisitDay, todayInLagos } from './dates.ts';
import { visitDateProblem } from './visit-date.ts';

export type TimeWindow = components['schemas']['TimeWindow'];

export const VISIT_WINDOWS: readonly TimeWindow[] = ['morning', 'afternoon', 'evening'];

/** Each window's hours on the WAT clock, [start, end). */
export const WINDOW_HOURS: Record<TimeWindow, { start: number; end: number }> = {
  morning: { start: 8, end: 12 },
  afternoon: { start: 12, end: 16 },
  evening: { start: 16, end: 19 },
};

/** The default lead time; the BFF reads BOOKING_LEAD_MINUTES to change it. */
export const BOOKING_LEAD_MINUTES = 120;

/** The instant a window starts: the day at its first hour in Lagos (UTC+1, no daylight saving). */
export function windowStartsAt(day: string, window: TimeWindow): Date {
  return new Date(`${day}T${String(WINDOW_HOURS[window].start).padStart(2, '0')}:00:00+01:00`);
}

/** True when the window starts at least `leadMinutes` after `now`. */
export function windowIsBookable(day: string, window: TimeWindow, now: Date, leadMinutes: number = BOOKING_LEAD_MINUTES): boolean {
  return windowStartsAt(day, window).getTime() - now.getTime() >= leadMinutes * 60_000;
}

/** The windows of `day` a customer can still choose, in order (all three on a later day). */
export function bookableWindows(day: string, now: Date, leadMinutes: number = BOOKING_LEAD_MINUTES): TimeWindow[] {
  return VISIT_WINDOWS.filter((window) => windowIsBookable(day, window, now, leadMinutes));
}

function leadText(leadMinutes: number): string {
  return leadMinutes % 60 === 0 ? `${leadMinutes / 60} hour${leadMinutes === 60 ? '' : 's'}` : `${leadMinutes} minutes`;
}

/** A sentence for a person when the window can't be booked (the day's problem first), or null when it can. */
export function visitWindowProblem(day: string, window: TimeWindow, now: Date, leadMinutes: number = BOOKING_LEAD_MINUTES): string | null {
  if (visitDateProblem(day, now)) return null;
  if (windowIsBookable(day, window, now, leadMinutes)) return null;
  return bookableWindows(day, now, leadMinutes).length
    ? `That time is too soon: choose a window that starts at least ${leadText(leadMinutes)} from now.`
    : `No time is left to book for that day: choose a later day.`;
}

/** Both checks of a visit's day and window, so web and BFF apply them together in one place. */
export function visitSlotProblems(
  day: string,
  window: TimeWindow,
  now: Date,
  leadMinutes: number = BOOKING_LEAD_MINUTES,
): { date: string | null; timeWindow: string | null } {
  return { date: visitDateProblem(day, now), timeWindow: visitWindowProblem(day, window, now, leadMinutes) };
}

const WINDOW_NAMES: Record<TimeWindow, string> = { morning: 'Morning', afternoon: 'Afternoon', evening: 'Evening' };

/** Why some of a bookable day's windows are not offered ("Morning has passed for today."), or null. */
export function missingWindowsNote(day: string, now: Date, leadMinutes: number = BOOKING_LEAD_MINUTES): string | null {
  if (visitDateProblem(day, now)) return null;
  const missing = VISIT_WINDOWS.filter((window) => !windowIsBookable(day, window, now, leadMinutes));
  if (!missing.length) return null;
  if (missing.length === VISIT_WINDOWS.length) return 'No time is left to book for today: choose a later day.';
  const names = missing.map((window, index) => (index ? WINDOW_NAMES[window].toLowerCase() : WINDOW_NAMES[window])).join(' and ');
  return `${names} ${missing.length > 1 ? 'have' : 'has'} passed for today (a visit needs ${leadText(leadMinutes)}' notice).`;
}

/** A job can start from its visit day on (in Lagos); earlier needs an admin's stated reason. */
export function visitDayHasCome(day: string, now: Date): boolean {
  return todayInLagos(now) >= day;
}

/** Why a job can't start yet without a reason ("The visit is on Saturday 5 December 2026; …"), or null from its day on. */
export function earlyStartProblem(day: string, now: Date): string | null {
  return visitDayHasCome(day, now) ? null : `The visit is on ${formatVisitDay(day)}; starting early needs a reason.`;
}
