// Booking records → the spec's Booking.
import type { Schemas } from '../../api/types.ts';
import type { BookingRecord } from './repository.ts';

export type Booking = Schemas['Booking'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toBooking(record: BookingRecord): Booking {
  const visit: Booking['visit'] = {
    address: record.visit.address,
    date: record.scheduledDate,
    timeWindow: record.timeWindow,
    contactPhone: record.visit.contactPhone,
  };
  if (record.visit.notes !== undefined) visit.notes = record.visit.notes;
  if (record.visit.atHome) visit.atHome = { name: record.visit.atHome.name, phone: record.visit.atHome.phone };
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
    paidAt: iso(record.paidAt),
    proName: record.proName,
    // The pro's phone is for reaching them about the visit: shown until the job is done.
    pro: record.pro ? { name: record.pro.name, phone: record.status === 'completed' ? null : record.pro.phone, rating: record.pro.rating } : null,
    onTheWayAt: iso(record.onTheWayAt),
    startedAt: iso(record.startedAt),
    completedAt: iso(record.completedAt),
    proNote: record.proNote,
    review: review ? { rating: review.rating, comment: review.comment, createdAt: review.createdAt.toISOString() } : null,
    claim: claim ? { reference: claim.reference, status: claim.status, createdAt: claim.createdAt.toISOString() } : null,
  };
}
