// What cancelling a booking needs from payments, and nothing more: the bookings module depends on
// this small interface, the payments module implements it (payments/refunds.ts).
import type { Transaction } from 'sequelize';
import type { BookingRecord } from './repository.ts';

export interface CancellationRefunds {
  /**
   * Inside the cancelling write: records a refund (status requested) for every successful,
   * not yet refunded payment of `booking`, so the refund exists if and only if the cancellation
   * commits. Answers the refunds to send once it has.
   */
  recordRefundForCancellation(transaction: Transaction, booking: BookingRecord, requestedBy: string, reason: string | null): Promise<string[]>;
  /**
   * After commit: asks the provider to pay the money back. Never throws; a refund the provider
   * could not take stays requested and the reconciler retries it.
   */
  sendRefunds(refundIds: string[]): Promise<void>;
}
