// Review records → the spec's Review (public: first name and initial only) and AdminReview (with
// what admins did to it).
import { isErasedName } from '@ile/domain';
import type { Schemas } from '../../api/types.ts';
import { toAuditEntry } from '../audit/index.ts';
import type { ReviewRecord } from './repository.ts';
import type { AdminReviewView } from './service.ts';

export type Review = Schemas['Review'];
export type AdminReview = Schemas['AdminReview'];

/** The spec's Review.authorName maxLength. */
const AUTHOR_NAME_MAX = 40;

/**
 * What the public sees of a reviewer: the first name and the initial of the last word ("Ada
 * Okafor" → "Ada O.", "Chiamaka Grace Eze" → "Chiamaka E."), or the one name they gave.
 */
export function authorNameOf(fullName: string): string {
  // An erased customer's review stays (the rating counts) without any name of theirs.
  if (isErasedName(fullName)) return 'A former customer';
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // By code point, so an initial like "Ọ" is never cut in half.
  const initial = last ? ` ${Array.from(last)[0] ?? ''}.` : '';
  const room = AUTHOR_NAME_MAX - initial.length;
  const shown = Array.from(first).length > room ? Array.from(first).slice(0, room).join('') : first;
  return `${shown}${initial}`;
}

export function toReview(record: ReviewRecord): Review {
  return {
    id: record.id,
    service: record.service,
    serviceName: record.serviceName,
    rating: record.rating,
    comment: record.comment,
    authorName: authorNameOf(record.customerName),
    createdAt: record.createdAt.toISOString(),
  };
}

export function toAdminReview({ review: record, history }: AdminReviewView): AdminReview {
  return {
    review: toReview(record),
    bookingId: record.bookingId,
    bookingReference: record.bookingReference,
    customerName: record.customerName,
    hidden: record.hidden,
    history: history.map(toAuditEntry),
  };
}
