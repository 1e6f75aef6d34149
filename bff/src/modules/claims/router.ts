// HTTP for happiness claims: the customer raises one on a completed booking; admins list and
// resolve them (x-roles in openapi.yaml, enforced by the roles middleware before these run).
import { Router, type Request } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { signInRequired } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/repository.ts';
import { toAdminClaim, toClaim } from './mapper.ts';
import type { ClaimStatus } from './repository.ts';
import type { ClaimsService } from './service.ts';

const STATUSES: readonly ClaimStatus[] = ['open', 'resolved'];
const DEFAULT_PAGE_SIZE = 20;

/** The roles middleware ran first, so a handler of a signed-in call always has a user. */
function signedIn(req: Request): UserRecord {
  if (!req.currentUser) throw signInRequired();
  return req.currentUser;
}

/** A query value the validator checked (integer in range) but may have left a string. */
function positiveInteger(value: unknown, fallback: number): number {
  const n = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

export function claimsRouter(service: ClaimsService): Router {
  const router = Router();

  router.post('/bookings/:id/claim', async (req, res) => {
    const input: RequestBody<'raiseClaim'> = req.body;
    const claim = await service.raise(signedIn(req), req.params.id, input);
    const body: ResponseBody<'raiseClaim', 201> = { data: toClaim(claim) };
    res.status(201).json(body);
  });

  router.get('/admin/claims', async (req, res) => {
    const status = STATUSES.find((known) => known === req.query.status);
    const page = positiveInteger(req.query.page, 1);
    const pageSize = positiveInteger(req.query.pageSize, DEFAULT_PAGE_SIZE);
    const { items, total } = await service.adminList({ ...(status ? { status } : {}), page, pageSize });
    const body: ResponseBody<'adminListClaims', 200> = { data: { items: items.map(toAdminClaim), total, page, pageSize } };
    res.json(body);
  });

  router.post('/admin/claims/:id/resolve', async (req, res) => {
    const input: RequestBody<'adminResolveClaim'> = req.body;
    const view = await service.resolve(signedIn(req), req.params.id, input.resolution);
    const body: ResponseBody<'adminResolveClaim', 200> = { data: toAdminClaim(view) };
    res.json(body);
  });

  return router;
}
