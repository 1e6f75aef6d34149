// HTTP for a pro's own jobs. Every route is pro-only by its x-roles; the roles middleware refuses
// anyone else first, and the service answers another pro's job as not found.
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { signedInUser } from '../../http/route-params.ts';
import type { ProJobsService } from './service.ts';

export function proJobsRouter(service: ProJobsService): Router {
  const router = Router();

  router.get('/pro/jobs', async (req, res) => {
    const body: ResponseBody<'listProJobs', 200> = { data: await service.list(signedInUser(req)) };
    res.json(body);
  });

  router.get('/pro/jobs/:id', async (req, res) => {
    const body: ResponseBody<'getProJob', 200> = { data: await service.get(signedInUser(req), req.params.id) };
    res.json(body);
  });

  router.post('/pro/jobs/:id/step', async (req, res) => {
    const input: RequestBody<'markJobStep'> = req.body;
    const body: ResponseBody<'markJobStep', 200> = { data: await service.step(signedInUser(req), req.params.id, input.step, input.note) };
    res.json(body);
  });

  router.post('/pro/jobs/:id/decline', async (req, res) => {
    const input: RequestBody<'declineJob'> = req.body;
    const body: ResponseBody<'declineJob', 200> = { data: await service.decline(signedInUser(req), req.params.id, input.reason) };
    res.json(body);
  });

  return router;
}
