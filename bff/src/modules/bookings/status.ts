// The one way a booking's status changes: every move is checked against the domain's state
// machine and applied with a conditional UPDATE, whoever asks (customer, payment, admin).
import { canMove, type BookingStatus } from '@ile/domain';
import type { Transaction } from 'sequelize';
import type { BookingRecord, BookingsRepository, StatusFields } from './repository.ts';

export class BookingStateError extends Error {
  override readonly name = 'BookingStateError';
  constructor(
    readonly from: BookingStatus,
    readonly to: BookingStatus,
  ) {
    super(`a booking cannot move from ${from} to ${to}`);
  }
}

/** What a move sets beside the status; the time stamps are the move's own. */
export type StatusChanges = Omit<StatusFields, 'paidAt' | 'cancelledAt' | 'completedAt' | 'startedAt'>;

/**
 * Moves `booking` to `to` inside the caller's write and answers the stored result. Throws
 * BookingStateError when the state machine forbids the move or the row changed underneath.
 */
export async function moveBooking(
  repo: Pick<BookingsRepository, 'updateStatus' | 'findOwned'>,
  transaction: Transaction,
  booking: BookingRecord,
  to: BookingStatus,
  now: Date,
  changes: StatusChanges = {},
): Promise<BookingRecord> {
  if (!canMove(booking.status, to)) throw new BookingStateError(booking.status, to);
  const stamps = {
    ...changes,
    ...(to === 'paid' && !booking.paidAt ? { paidAt: now } : {}),
    ...(to === 'cancelled' ? { cancelledAt: now } : {}),
    ...(to === 'in_progress' ? { startedAt: now } : {}),
    // The happiness-claim window counts from here.
    ...(to === 'completed' ? { completedAt: now } : {}),
  };
  // Conditional on the status read: if someone else moved it first, nothing is overwritten.
  if (!(await repo.updateStatus(transaction, booking.id, booking.status, to, stamps, now))) throw new BookingStateError(booking.status, to);
  const moved = await repo.findOwned(booking.userId, booking.id, transaction);
  if (!moved) throw new Error(`booking ${booking.id} vanished during a status change`);
  return moved;
}
