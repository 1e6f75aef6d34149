// Booking records → the spec's ProJob: what a pro needs to do the job, and the customer's first
// name and phone only while the job is theirs and not over.
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

export function toProJob(record: BookingRecord, customerName: string | null): ProJob {
  const visit: ProJob['visit'] = { address: record.visit.address, date: record.scheduledDate, timeWindow: record.timeWindow };
  if (record.visit.notes !== undefined) visit.notes = record.visit.notes;
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
