// Booking records → the spec's Booking.
import type { Schemas } from '../../api/types.ts';
import type { BookingRecord } from './repository.ts';

export type Booking = Schemas['Booking'];

export function toBooking(record: BookingRecord): Booking {
  const visit: Booking['visit'] = {
    address: record.visit.address,
    date: record.scheduledDate,
    timeWindow: record.timeWindow,
    contactPhone: record.visit.contactPhone,
  };
  if (record.visit.notes !== undefined) visit.notes = record.visit.notes;
  const { review, claim } = record;
  return {
    id: record.id,
    reference: record.reference,
    service: record.service,
    serviceName: record.serviceName,
    status: record.status,
    visit,
    details: record.details,
    price: record.price,
    createdAt: record.createdAt.toISOString(),
    paidAt: record.paidAt ? record.paidAt.toISOString() : null,
    proName: record.proName,
    completedAt: record.completedAt ? record.completedAt.toISOString() : null,
    review: review ? { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() } : null,
    claim: claim ? { reference: claim.reference, status: claim.status, createdAt: claim.createdAt.toISOString() } : null,
  };
}
