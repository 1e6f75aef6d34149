// Liveness and readiness probes, mounted at /app/healthz|readyz (validated) and /healthz|readyz.
import { Router, type RequestHandler } from 'express';
import type { ResponseBody } from '../../api/types.ts';
import type { Db } from '../../db/index.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';

/** Flipped by server.ts when shutdown starts, so load balancers stop sending traffic. */
export interface HealthState {
  draining: boolean;
}

export function healthHandlers(db: Db, state: HealthState, logger: Logger): { health: RequestHandler; readiness: RequestHandler } {
  const health: RequestHandler = (_req, res) => {
    const body: ResponseBody<'getHealth', 200> = { data: { status: 'ok' } };
    res.json(body);
  };

  const readiness: RequestHandler = async (_req, res) => {
    if (state.draining) throw new AppError(503, 'not_ready', 'The service is shutting down.');
    try {
      await db.ping();
      const pending = await db.pendingMigrations();
      if (pending.length) throw new Error(`pending migrations: ${pending.join(', ')}`);
    } catch (err) {
      logger.warn('not ready', { error: err instanceof Error ? err.message : String(err) });
      throw new AppError(503, 'not_ready', 'The service is starting or its database does not answer.');
    }
    const body: ResponseBody<'getReadiness', 200> = { data: { status: 'ready', database: db.dialect } };
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };

  return { health, readiness };
}

export function healthRouter(handlers: { health: RequestHandler; readiness: RequestHandler }): Router {
  const router = Router();
  router.get('/healthz', handlers.health);
  router.get('/readyz', handlers.readiness);
  return router;
}
