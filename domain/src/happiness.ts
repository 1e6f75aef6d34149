// The happiness guarantee: a customer may raise a claim on a completed job for this many days.
// The BFF enforces the window; the web app uses it to offer the claim form only while it is open.
export const HAPPINESS_CLAIM_DAYS = 7;

/** The window as copy says it ("7 days"): every page, message and e-mail that names it uses this. */
export const HAPPINESS_WINDOW = `${HAPPINESS_CLAIM_DAYS} days`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the claim window of a job completed at `completedAt` (ISO date-time) closes. */
export function claimWindowClosesAt(completedAt: string): Date {
  return new Date(Date.parse(completedAt) + HAPPINESS_CLAIM_DAYS * DAY_MS);
}

/** Whether a claim can still be raised at `now` on a job completed at `completedAt`. */
export function claimWindowOpen(completedAt: string | null, now: Date): boolean {
  if (!completedAt) return false;
  return now.getTime() <= claimWindowClosesAt(completedAt).getTime();
}
