// The admin-bookings module's public face: dispatch's factory, and the assigned-bookings view the pros module shows.
import type { Router } from 'express';
import { createAdminBookingsRepository } from './repository.ts';
import { adminBookingsRouter } from './router.ts';
import { createAdminBookingsService, type AdminBookingsServiceDeps } from './service.ts';

export { createAssignedBookings } from './assigned-bookings.ts';

/** What dispatch needs from the other modules: its service's dependencies but its own queue. */
export type AdminBookingsModuleDeps = Omit<AdminBookingsServiceDeps, 'queue'>;

export function createAdminBookingsModule(deps: AdminBookingsModuleDeps): { router: Router } {
  const service = createAdminBookingsService({ ...deps, queue: createAdminBookingsRepository(deps.db) });
  return { router: adminBookingsRouter(service) };
}
