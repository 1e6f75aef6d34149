// The admin-bookings module's public face: dispatch's factory, and the assigned-bookings view the pros module shows.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { AccountsRepository } from '../accounts/index.ts';
import type { AuditLog } from '../audit/index.ts';
import type { BookingsRepository, CancellationRefunds } from '../bookings/index.ts';
import type { BookingNotifier } from '../notifications/index.ts';
import type { ProsRepository } from '../pros/index.ts';
import { createAdminBookingsRepository } from './repository.ts';
import { adminBookingsRouter } from './router.ts';
import { createAdminBookingsService } from './service.ts';

export { createAssignedBookings } from './assigned-bookings.ts';

export interface AdminBookingsModuleDeps {
  db: Db;
  bookings: BookingsRepository;
  people: Pick<AccountsRepository, 'customersByIds'>;
  pros: ProsRepository;
  audit: AuditLog;
  notifier: BookingNotifier;
  refunds: CancellationRefunds;
  clock: Clock;
  inbox: { countUnread(): Promise<number> };
  claims: { countOpen(): Promise<number> };
}

export function createAdminBookingsModule(deps: AdminBookingsModuleDeps): { router: Router } {
  const service = createAdminBookingsService({ ...deps, queue: createAdminBookingsRepository(deps.db) });
  return { router: adminBookingsRouter(service) };
}
