// HTTP for pros: the public application (rate limited per client) and the admin's list, detail
// and decisions (x-roles [admin], enforced by the roles middleware before these run).
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import { toAuditEntry } from '../audit/index.ts';
import { toProApplication, toProDetail, toProSummary } from './mapper.ts';
import type { ProStatus } from './repository.ts';
import type { ProDetailView, ProsService } from './service.ts';
import { pageOf, signedInUser } from '../../http/route-params.ts';

const PRO_STATUSES: readonly ProStatus[] = ['pending', 'approved', 'rejected', 'suspended'];

function detailBody(view: ProDetailView): ResponseBody<'adminGetPro', 200> {
  return { data: toProDetail(view.pro, view.idNumber, view.bookings, view.history.map(toAuditEntry)) };
}

export function prosRouter(service: ProsService, limiters: Pick<RateLimiters, 'proApplication'>): Router {
  const router = Router();

  router.post('/pro', limiters.proApplication, async (req, res) => {
    const input: RequestBody<'applyAsPro'> = req.body;
    const pro = await service.apply(input);
    const body: ResponseBody<'applyAsPro', 201> = { data: toProApplication(pro) };
    res.status(201).json(body);
  });

  router.get('/admin/pros', async (req, res) => {
    const status = PRO_STATUSES.find((known) => known === req.query.status);
    const { page, pageSize } = pageOf(req);
    const { items, total } = await service.list({ ...(status ? { status } : {}), page, pageSize });
    const body: ResponseBody<'adminListPros', 200> = { data: { items: items.map(toProSummary), total, page, pageSize } };
    res.json(body);
  });

  router.get('/admin/pros/:id', async (req, res) => {
    res.json(detailBody(await service.get(req.params.id)));
  });

  router.post('/admin/pros/:id/decision', async (req, res) => {
    const input: RequestBody<'adminDecidePro'> = req.body;
    const view = await service.decide(signedInUser(req), req.params.id, input.action, input.note);
    const body: ResponseBody<'adminDecidePro', 200> = detailBody(view);
    res.json(body);
  });

  return router;
}
