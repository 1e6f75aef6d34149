// The pros module's public face: pro records for dispatch, and its factory.
import type { Router } from 'express';
import type { RateLimiters } from '../../http/rate-limits.ts';
import { createProsRepository, type ProsRepository } from './repository.ts';
import { prosRouter } from './router.ts';
import { createProsService, type ProsServiceDeps } from './service.ts';

export { toProSummary } from './mapper.ts';
export { proModels } from '../../db/pro-models.ts';
export { createProsRepository, type ProRecord, type ProsRepository } from './repository.ts';
export type { AssignedBookings } from './service.ts';
// Retention (personal data): rejected applications and referees are erased after their periods.
export { createApplicationRetention } from './application-retention.ts';

/** The pros service's dependencies but its own repository, and the limiter its router uses. */
export type ProsModuleDeps = Omit<ProsServiceDeps, 'repo'> & { limiters: Pick<RateLimiters, 'proApplication'> };

export interface ProsModule {
  repo: ProsRepository;
  router: Router;
}

export function createProsModule({ limiters, ...deps }: ProsModuleDeps): ProsModule {
  const repo = createProsRepository(deps.db);
  return { repo, router: prosRouter(createProsService({ ...deps, repo }), limiters) };
}
