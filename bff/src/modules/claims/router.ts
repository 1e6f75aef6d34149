// HTTP for happiness claims: the customer raises one on a completed booking; admins list and
// resolve them (x-roles in openapi.yaml, enforced by the roles middleware before these run).
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { toAdminClaim, toClaim } from './mapper.ts';
import type { ClaimStatus } from './repository.ts';
import type { ClaimsService } from './service.ts';
import { pageOf, signedInUser } from '../../http/route-params.ts';

const STATUSES: readonly ClaimStatus[] = ['open', 'resolved'];

export function claimsRouter(service: ClaimsService): Router {
  const router = Router();

  router.post('/bookings/:id/claim', async (req, res) => {
    const input: RequestBody<'raiseClaim'> = req.body;
    const claim = await service.raise(signedInUser(req), req.params.id, input);
    const body: ResponseBody<'raiseClaim', 201> = { data: toClaim(claim) };
    res.status(201).json(body);
  });

  router.get('/admin/claims', async (req, res) => {
    const status = STATUSES.find((known) => known === req.query.status);
    const { page, pageSize } = pageOf(req);
    const { items, total } = await service.adminList({ ...(status ? { status } : {}), page, pageSize });
    const body: ResponseBody<'adminListClaims', 200> = { data: { items: items.map(toAdminClaim), total, page, pageSize } };
    res.json(body);
  });

  router.post('/admin/claims/:id/resolve', async (req, res) => {
    const input: RequestBody<'adminResolveClaim'> = req.body;
    const view = await service.resolve(signedInUser(req), req.params.id, input.resolution);
    const body: ResponseBody<'adminResolveClaim', 200> = { data: toAdminClaim(view) };
    res.json(body);
  });

  return router;
}
