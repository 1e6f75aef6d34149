// How the inbox says things: kinds and statuses in words, times in Lagos, and the limits the spec puts
// on what an admin writes (checked here first so a mistake is explained before anything is sent).
import { formatDate, formatTime } from '@ile/domain';
import type { ClaimStatus, MessageKind, TextPurpose, TextStatus } from './api/requests.ts';

export const KIND_LABELS: Readonly<Record<MessageKind, string>> = { contact: 'Contact message', referral: 'Referral' };
export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, string>> = { open: 'Open', resolved: 'Resolved' };

/** What a text is about, in the admin's words (the customer's and the pro's texts told apart). */
export const TEXT_PURPOSE_LABELS: Readonly<Record<TextPurpose, string>> = {
  sign_in_code: 'Sign-in code',
  booking_confirmed: 'Booking confirmed',
  pro_assigned: 'Pro assigned',
  on_the_way: 'Pro on the way',
  job_done: 'Job done',
  rescheduled: 'Visit moved',
  cancelled: 'Booking cancelled',
  pro_job_assigned: 'To the pro: new job',
  pro_job_changed: 'To the pro: job changed',
  pro_job_cancelled: 'To the pro: job cancelled',
};

/** Where a text stands, in words, and what that means for whether it reached the phone. */
export const TEXT_STATUS_LABELS: Readonly<Record<TextStatus, { label: string; meaning: string }>> = {
  kept: { label: 'Kept here', meaning: 'No Termii key: kept in this outbox, never sent.' },
  queued: { label: 'Queued', meaning: 'Waiting to be sent, or to be tried again.' },
  sent: { label: 'Sent', meaning: 'Termii took it for delivery.' },
  failed: { label: 'Failed', meaning: 'Gave up after the last try.' },
  held: { label: 'Held', meaning: 'Past a text limit: never sent. The reason is below.' },
};

export const RESOLUTION_MIN = 3;
export const RESOLUTION_MAX = 1000;
export const VISIBILITY_NOTE_MAX = 500;

/** "26 November 2026, 11:15am" in Lagos. */
export function formatWhen(at: string): string {
  return `${formatDate(at)}, ${formatTime(at)}`;
}

/** Why a resolution can't be sent yet, or undefined when it can (3–1000 characters, not only spaces). */
export function resolutionProblem(text: string): string | undefined {
  const length = text.trim().length;
  if (length < RESOLUTION_MIN) return `Say what was done (a redo, a refund…), in at least ${RESOLUTION_MIN} characters. The customer reads it.`;
  if (length > RESOLUTION_MAX) return `Use at most ${RESOLUTION_MAX} characters; this has ${length}.`;
  return undefined;
}

/** Why a hide/show note can't be sent, or undefined (it is optional, at most 500 characters). */
export function visibilityNoteProblem(text: string): string | undefined {
  const length = text.trim().length;
  return length > VISIBILITY_NOTE_MAX ? `Use at most ${VISIBILITY_NOTE_MAX} characters; this has ${length}.` : undefined;
}

/** "★★★★☆" for a rating of 4 (drawn only; the words say it too). */
export function stars(rating: number): string {
  const whole = Math.max(0, Math.min(5, Math.round(rating)));
  return '★'.repeat(whole) + '☆'.repeat(5 - whole);
}
