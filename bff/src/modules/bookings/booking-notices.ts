// What telling the customer of a change needs, and nothing more: the bookings module and dispatch
// depend on this small interface, the notifications module implements it (booking-events.ts).
import type { Transaction } from 'sequelize';
import type { BookingRecord, TimeWindow } from './repository.ts';

export type BookingEvent =
  | { type: 'pro_assigned'; reassigned: boolean }
  | { type: 'on_the_way' }
  /** The assigned pro cannot come: we look for another (their reason stays with us). */
  | { type: 'pro_declined' }
  | { type: 'in_progress' }
  | { type: 'completed' }
  /** We cancelled. refundKobo: what goes back to the customer, or null when nothing was paid. */
  | { type: 'cancelled'; reason: string; refundKobo: number | null }
  /** The customer cancelled it themselves; reason as they gave it, if they did. */
  | { type: 'customer_cancelled'; reason: string | null; refundKobo: number | null }
  /** The customer moved it; `from` is the visit as it was. */
  | { type: 'rescheduled'; from: { date: string; timeWindow: TimeWindow } };

export interface BookingNotices {
  /** Inside the write that changed `booking` (as it is now): the customer's notification and e-mail. */
  notifyBookingEvent(transaction: Transaction, booking: BookingRecord, event: BookingEvent): Promise<void>;
}
