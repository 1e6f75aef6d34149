// The booking state machine, shared by the BFF (which enforces it) and the web app (which only
// offers what it allows): pending_payment → paid → pro_assigned → in_progress → completed, and
// cancelled until the job starts: by the customer before a pro is assigned, after that only by
// an admin (support handles it). A paid booking that is cancelled is refunded.
import type { components } from './schema.gen.ts';

export type BookingStatus = components['schemas']['BookingStatus'];

const NEXT: Record<BookingStatus, readonly BookingStatus[]> = {
  pending_payment: ['paid', 'cancelled'],
  paid: ['pro_assigned', 'cancelled'],
  pro_assigned: ['in_progress', 'paid', 'cancelled'],
  in_progress: ['completed'],
  completed: [],
  cancelled: [],
};

export function canMove(from: BookingStatus, to: BookingStatus): boolean {
  return NEXT[from].includes(to);
}

/** A customer may cancel online until a pro is assigned. */
export function customerCanCancel(status: BookingStatus): boolean {
  return status === 'pending_payment' || status === 'paid';
}

/** An admin may cancel until the job starts. */
export function adminCanCancel(status: BookingStatus): boolean {
  return canMove(status, 'cancelled');
}

/** Only a booking awaiting payment can be paid. */
export function isPayable(status: BookingStatus): boolean {
  return status === 'pending_payment';
}

/** A customer may move the day or window until the job starts. */
export function customerCanReschedule(status: BookingStatus): boolean {
  return status === 'pending_payment' || status === 'paid' || status === 'pro_assigned';
}

/** Open bookings are the ones still ahead of the customer; they ride along in the current user. */
export function isOpen(status: BookingStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Pending payment',
  paid: 'Paid',
  pro_assigned: 'Pro assigned',
  in_progress: 'In progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
