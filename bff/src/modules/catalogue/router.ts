// HTTP for the catalogue: the public list (admins also see hidden entries) and the admin's
// entry view and edit (x-roles [admin], enforced by the roles middleware before these run).
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { toAuditEntry } from '../audit/index.ts';
import { toService } from './mapper.ts';
import type { AdminServiceView, CatalogueService } from './service.ts';
import { signedInUser } from '../../http/route-params.ts';

function adminBody(view: AdminServiceView): ResponseBody<'adminGetService', 200> {
  return { data: { service: toService(view.service), history: view.history.map(toAuditEntry) } };
}

export function catalogueRouter(service: CatalogueService): Router {
  const router = Router();
  router.get('/fetchServices', async (req, res) => {
    const services = await service.list(req.currentUser?.role ?? null);
    const body: ResponseBody<'listServices', 200> = { data: services.map(toService) };
    res.json(body);
  });

  router.get('/admin/services/:id', async (req, res) => {
    res.json(adminBody(await service.adminGet(req.params.id)));
  });

  router.put('/admin/services/:id', async (req, res) => {
    const input: RequestBody<'adminUpdateService'> = req.body;
    const body: ResponseBody<'adminUpdateService', 200> = adminBody(await service.adminUpdate(signedInUser(req), req.params.id, input));
    res.json(body);
  });
  return router;
}
