// Booking records with their customer and pro → the spec's AdminBooking.
import type { Schemas } from '../../api/types.ts';
import { toBooking, type BookingRecord } from '../bookings/index.ts';
import type { CustomerContact } from '../accounts/index.ts';
import type { ProContact } from './repository.ts';

export type AdminBooking = Schemas['AdminBooking'];
export type AdminBookingDetail = Schemas['AdminBookingDetail'];

export function toAdminBooking(record: BookingRecord, customer: CustomerContact, pro: ProContact | null): AdminBooking {
  return {
    booking: toBooking(record),
    customer: { id: customer.id, name: customer.name, email: customer.email, phone: customer.phone },
    pro: pro ? { id: pro.id, name: pro.name, phone: pro.phone } : null,
    declined: record.declined ? { proName: record.declined.proName, reason: record.declined.reason, at: record.declined.at.toISOString() } : null,
  };
}
