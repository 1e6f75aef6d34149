// HTTP for bookings: the 17 service form calls (one handler, routed by the catalogue's formPath),
// the customer's list, cancel and reschedule.
import { DEFAULT_CATALOGUE, type DetailsByService, type ServiceKey } from '@ile/domain';
import { Router, type RequestHandler } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { operationIdOf } from '../../http/operation.ts';
import type { CurrentUser } from '../accounts/index.ts';
import { toBooking } from './mapper.ts';
import type { BookingsService, StoredAnswer, VisitInput } from './service.ts';
import { signedInUser } from '../../http/route-params.ts';

const API_PREFIX = '/app';

/** The route under /app for a catalogue formPath ('/app/home' → '/home'). */
export function routeOf(formPath: string): string {
  if (!formPath.startsWith(`${API_PREFIX}/`)) throw new Error(`catalogue formPath must start with ${API_PREFIX}/: ${formPath}`);
  return formPath.slice(API_PREFIX.length);
}

/** 201 with the signed-in customer and their open bookings, the new one first. */
function createdAnswer(currentUser: CurrentUser): StoredAnswer {
  return { status: 201, body: { data: currentUser } };
}

function bookHandler<K extends ServiceKey>(service: BookingsService, key: K): RequestHandler {
  return async (req, res) => {
    const user = signedInUser(req);
    const operationId = operationIdOf(req);
    const idempotencyKey = req.get('Idempotency-Key');
    // Both are guaranteed by the OpenAPI validator (matched operation, required uuid header).
    if (!operationId || !idempotencyKey) throw new Error(`booking call ${req.path} reached its handler without an operation or key`);
    // Validated against this path's schema ({ visit, details } for service `key`) by the OpenAPI validator.
    const body: { visit: VisitInput; details: DetailsByService[K] } = req.body;
    const result = await service.book(user, { service: key, operationId, idempotencyKey: idempotencyKey.toLowerCase(), body, answerOf: createdAnswer });
    if (result.kind === 'replayed') {
      // The first answer, as stored: a retry gets the same status and body.
      res.setHeader('Idempotent-Replayed', 'true');
      res.status(result.answer.status).json(result.answer.body);
      return;
    }
    const answer = createdAnswer(result.currentUser);
    res.status(answer.status).json(answer.body);
  };
}

export function bookingsRouter(service: BookingsService): Router {
  const router = Router();

  for (const entry of DEFAULT_CATALOGUE) router.post(routeOf(entry.formPath), bookHandler(service, entry.key));

  router.get('/fetchCompleteBookings', async (req, res) => {
    const bookings = await service.list(signedInUser(req));
    const body: ResponseBody<'listBookings', 200> = { data: bookings.map(toBooking) };
    res.json(body);
  });

  router.post('/bookings/:id/cancel', async (req, res) => {
    const input: RequestBody<'cancelBooking'> = req.body;
    const booking = await service.cancel(signedInUser(req), req.params.id, input.reason);
    const body: ResponseBody<'cancelBooking', 200> = { data: toBooking(booking) };
    res.json(body);
  });

  router.post('/bookings/:id/reschedule', async (req, res) => {
    const input: RequestBody<'rescheduleBooking'> = req.body;
    const booking = await service.reschedule(signedInUser(req), req.params.id, input.date, input.timeWindow);
    const body: ResponseBody<'rescheduleBooking', 200> = { data: toBooking(booking) };
    res.json(body);
  });

  return router;
}
