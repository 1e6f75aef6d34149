// The health module's public face: the probes and /app/health, and its factory.
import type { Router, RequestHandler } from 'express';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../../logger.ts';
import { healthHandlers, healthRouter, type HealthState } from './router.ts';

export type { HealthState } from './router.ts';

export interface HealthModule {
  /** GET /healthz and /readyz, mounted before the session. */
  probes: { health: RequestHandler; readiness: RequestHandler };
  router: Router;
}

export function createHealthModule({ db, state, logger }: { db: Db; state: HealthState; logger: Logger }): HealthModule {
  const probes = healthHandlers(db, state, logger);
  return { probes, router: healthRouter(probes) };
}
