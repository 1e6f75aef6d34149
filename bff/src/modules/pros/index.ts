// The pros module's public face: pro records for dispatch, and its factory.
import type { Router } from 'express';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/index.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import type { Logger } from '../../logger.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { AuditLog } from '../audit/index.ts';
import type { CatalogueRepository } from '../catalogue/index.ts';
import { createProsRepository, type ProsRepository } from './repository.ts';
import { prosRouter } from './router.ts';
import { createProsService, type AssignedBookings } from './service.ts';

export { toProSummary } from './mapper.ts';
export { proModels } from './models.ts';
export { createProsRepository, type ProRecord, type ProsRepository } from './repository.ts';
export type { AssignedBookings } from './service.ts';

export interface ProsModuleDeps {
  db: Db;
  catalogue: Pick<CatalogueRepository, 'list'>;
  audit: AuditLog;
  /** From the admin-bookings module: a pro's bookings as the admin sees them. */
  assignedBookings: AssignedBookings;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  limiters: Pick<RateLimiters, 'proApplication'>;
}

export interface ProsModule {
  repo: ProsRepository;
  router: Router;
}

export function createProsModule({ limiters, ...deps }: ProsModuleDeps): ProsModule {
  const repo = createProsRepository(deps.db);
  return { repo, router: prosRouter(createProsService({ ...deps, repo }), limiters) };
}
