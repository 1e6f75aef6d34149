// Booking records → the spec's ProJob: what a pro needs to do the job, and the customer's first
// name and phone, the street, landmark and notes only while the job is theirs and not over.
import type { Schemas } from '../../api/types.ts';
import type { BookingRecord } from '../bookings/index.ts';

export type ProJob = Schemas['ProJob'];
export type ProJobs = Schemas['ProJobs'];

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** "Ada" of "Ada Okafor": enough to greet at the gate, no more. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The customer is reachable while the job is assigned or in progress; before, after and once cancelled, not. */
export function showsCustomer(record: Pick<BookingRecord, 'status'>): boolean {
  return record.status === 'pro_assigned' || record.status === 'in_progress';
}

/** Who the pro calls: the customer, and whoever else they said will be home. */
function customerOf(record: BookingRecord, customerName: string): NonNullable<ProJob['customer']> {
  const { atHome } = record.visit;
  return { firstName: firstName(customerName), phone: record.visit.contactPhone, ...(atHome ? { atHome: { name: atHome.name, phone: atHome.phone } } : {}) };
}

/** A job that is over (done or cancelled): the pro keeps its area for their records, not the house. */
export function isOver(record: Pick<BookingRecord, 'status'>): boolean {
  return record.status === 'completed' || record.status === 'cancelled';
}

function visitOf(record: BookingRecord): ProJob['visit'] {
  const { address, notes } = record.visit;
  const when = { date: record.scheduledDate, timeWindow: record.timeWindow };
  if (isOver(record)) return { address: { area: address.area, city: address.city, state: address.state, ...(address.lga ? { lga: address.lga } : {}) }, ...when };
  return { address, ...when, ...(notes !== undefined ? { notes } : {}) };
}

export function toProJob(record: BookingRecord, customerName: string | null): ProJob {
  const visit = visitOf(record);
  return {
    id: record.id,
    reference: record.reference,
    service: record.service,
    serviceName: record.serviceName,
    status: record.status,
    visit,
    details: record.details,
    price: record.price,
    customer: showsCustomer(record) && customerName !== null ? customerOf(record, customerName) : null,
    onTheWayAt: iso(record.onTheWayAt),
    startedAt: iso(record.startedAt),
    completedAt: iso(record.completedAt),
    proNote: record.proNote,
  };
}
