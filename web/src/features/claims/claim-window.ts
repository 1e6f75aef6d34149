// Which of a customer's bookings can still be claimed on, and how to say when the window closes.
// The rule itself (HAPPINESS_CLAIM_DAYS from completion) is the domain's; the BFF applies the same one.
import { claimWindowClosesAt, claimWindowOpen, formatDate, formatTime } from '@ile/domain';
import type { Booking } from '../../api/types.ts';

/** A booking known to be completed, and when. */
export type CompletedBooking = Booking & { completedAt: string };

/** Completed bookings whose claim window is still open at `now`, the most recently completed first. */
export function bookingsInClaimWindow(bookings: readonly Booking[], now: Date): CompletedBooking[] {
  return bookings
    .filter((b): b is CompletedBooking => b.status === 'completed' && b.completedAt !== null && claimWindowOpen(b.completedAt, now))
    .sort((a, b) => b.completedAt.localeCompare(a.completedAt));
}

/** "2:30pm on 14 March 2026 (WAT)": the moment the claim window of a job completed at `completedAt` closes. */
export function claimDeadline(completedAt: string): string {
  const closes = claimWindowClosesAt(completedAt);
  return `${formatTime(closes)} on ${formatDate(closes)} (WAT)`;
}

export const CLAIM_STATUS_LABELS: Record<NonNullable<Booking['claim']>['status'], string> = {
  open: 'Open',
  resolved: 'Resolved',
};
