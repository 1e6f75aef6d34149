// What an admin may do with a booking in each status, read from the domain's state machine so the
// screen offers exactly the moves the BFF accepts: assign while paid or assigned (reassign), the one
// next step of the job, and cancel until the job starts.
import { adminCanCancel, canMove, type BookingStatus } from '@ile/domain';
import type { MoveBookingRequest } from './api/requests.ts';

export type AdminMove = MoveBookingRequest['status'];

const JOB_STEPS: readonly AdminMove[] = ['in_progress', 'completed'];

/** The next step of the job (pro assigned → in progress → completed), or null when there is none. */
export function nextMove(status: BookingStatus): AdminMove | null {
  return JOB_STEPS.find((step) => canMove(status, step)) ?? null;
}

/** A pro can be assigned once the booking is paid, and replaced until the job starts. */
export function canAssign(status: BookingStatus): boolean {
  return canMove(status, 'pro_assigned') || status === 'pro_assigned';
}

export function canCancel(status: BookingStatus): boolean {
  return adminCanCancel(status);
}

export const MOVE_LABELS: Record<AdminMove, { action: string; done: string }> = {
  in_progress: { action: 'Mark the job as started', done: 'The job is in progress.' },
  completed: { action: 'Mark the job as completed', done: 'The job is completed.' },
};
