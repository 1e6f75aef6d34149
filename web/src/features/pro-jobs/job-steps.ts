// Where a pro's job stands, in the pro's own words, and which step comes next. The BFF keeps
// on-the-way inside pro_assigned, so the step is read from the times as well as the status.
import type { ProJob } from './api/requests.ts';

export type ProJobStage = 'assigned' | 'on_the_way' | 'started' | 'done' | 'cancelled';

export const STAGE_LABELS: Record<ProJobStage, string> = {
  assigned: 'Assigned',
  on_the_way: 'On the way',
  started: 'Started',
  done: 'Done',
  cancelled: 'Cancelled',
};

export function jobStage(job: Pick<ProJob, 'status' | 'onTheWayAt'>): ProJobStage {
  switch (job.status) {
    case 'in_progress':
      return 'started';
    case 'completed':
      return 'done';
    case 'cancelled':
      return 'cancelled';
    default:
      return job.onTheWayAt ? 'on_the_way' : 'assigned';
  }
}

/** A pro may give a job back only before they have started it. */
export function canDecline(stage: ProJobStage): boolean {
  return stage === 'assigned' || stage === 'on_the_way';
}

type JobAddress = ProJob['visit']['address'];
/** The whole address of an open job (a job that is over carries only its area). */
export type StreetAddress = Extract<JobAddress, { street: string }>;

export const hasStreet = (address: JobAddress): address is StreetAddress => 'street' in address;

/** A Google Maps search for the address: works in the app or the browser on any phone. */
export function mapsLink(address: StreetAddress): string {
  const query = [address.street, address.area, address.city, address.state].join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
