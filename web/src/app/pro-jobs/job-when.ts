// When a pro's job is, as My jobs and the job's page both say it: the bookings' own window words, so a
// pro and a customer read the same hours.
import { formatVisitDay } from '@ile/domain';
import { TIME_WINDOWS } from '../../features/bookings/components/format.ts';
import type { ProJob } from '../../features/pro-jobs/index.ts';

/** "Saturday 5 December 2026, morning 8am–12pm" (WAT). */
export function jobWhen(visit: Pick<ProJob['visit'], 'date' | 'timeWindow'>): string {
  const { label, hours } = TIME_WINDOWS[visit.timeWindow];
  return `${formatVisitDay(visit.date)}, ${label.toLowerCase()} ${hours}`;
}
