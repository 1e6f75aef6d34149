// HTTP for dispatch: counts at a glance, the bookings queue, one booking, and assign / move /
// cancel. Every route is admin-only by its x-roles; the roles middleware refuses anyone else first.
import { NIGERIAN_STATES, SERVICE_KEYS, type BookingStatus } from '@ile/domain';
import { Router, type Request } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import type { Page, QueueFilter } from './repository.ts';
import type { AdminBookingsService } from './service.ts';
import { DEFAULT_PAGE_SIZE, signedInUser } from '../../http/route-params.ts';

const STATUSES: readonly BookingStatus[] = ['pending_payment', 'paid', 'pro_assigned', 'in_progress', 'completed', 'cancelled'];

/** A single query value as text (the validator has checked its type and range, and may have made numbers of it). */
function param(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function pick<T extends string>(allowed: readonly T[], value: string | undefined): T | undefined {
  return allowed.find((item) => item === value);
}

function queueQuery(req: Request): { filter: QueueFilter; page: Page } {
  const filter: QueueFilter = {};
  const status = pick(STATUSES, param(req, 'status'));
  const service = pick(SERVICE_KEYS, param(req, 'service'));
  const state = pick(NIGERIAN_STATES, param(req, 'state'));
  const from = param(req, 'from');
  const to = param(req, 'to');
  const reference = param(req, 'reference');
  if (status) filter.status = status;
  if (service) filter.service = service;
  if (state) filter.state = state;
  if (from) filter.from = from;
  if (to) filter.to = to;
  if (reference) filter.reference = reference;
  return { filter, page: { page: Number(param(req, 'page') ?? 1), pageSize: Number(param(req, 'pageSize') ?? DEFAULT_PAGE_SIZE) } };
}

export function adminBookingsRouter(service: AdminBookingsService): Router {
  const router = Router();

  router.get('/admin/overview', async (_req, res) => {
    const body: ResponseBody<'adminOverview', 200> = { data: await service.overview() };
    res.json(body);
  });

  router.get('/admin/bookings', async (req, res) => {
    const { filter, page } = queueQuery(req);
    const { items, total, sections } = await service.list(filter, page);
    const body: ResponseBody<'adminListBookings', 200> = { data: { items, total, page: page.page, pageSize: page.pageSize, sections } };
    res.json(body);
  });

  router.get('/admin/bookings/:id', async (req, res) => {
    const body: ResponseBody<'adminGetBooking', 200> = { data: await service.get(req.params.id) };
    res.json(body);
  });

  router.post('/admin/bookings/:id/assign', async (req, res) => {
    const input: RequestBody<'adminAssignPro'> = req.body;
    const body: ResponseBody<'adminAssignPro', 200> = { data: await service.assign(signedInUser(req), req.params.id, input.proId) };
    res.json(body);
  });

  router.post('/admin/bookings/:id/status', async (req, res) => {
    const input: RequestBody<'adminMoveBooking'> = req.body;
    const body: ResponseBody<'adminMoveBooking', 200> = { data: await service.move(signedInUser(req), req.params.id, input.status, input.reason) };
    res.json(body);
  });

  router.post('/admin/bookings/:id/cancel', async (req, res) => {
    const input: RequestBody<'adminCancelBooking'> = req.body;
    const body: ResponseBody<'adminCancelBooking', 200> = { data: await service.cancel(signedInUser(req), req.params.id, input.reason) };
    res.json(body);
  });

  return router;
}
