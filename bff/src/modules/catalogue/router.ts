// HTTP for the catalogue.
import { Router } from 'express';
import type { ResponseBody } from '../../api/types.ts';
import { toService } from './mapper.ts';
import type { CatalogueService } from './service.ts';

export function catalogueRouter(service: CatalogueService): Router {
  const router = Router();
  router.get('/fetchServices', async (req, res) => {
    const services = await service.list(req.currentUser?.role ?? null);
    const body: ResponseBody<'listServices', 200> = { data: services.map(toService) };
    res.json(body);
  });
  return router;
}
