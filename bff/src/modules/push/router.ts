// HTTP for Web Push: the VAPID public key, subscribe and unsubscribe (customers only, by x-roles).
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import type { PushService } from './service.ts';
import { signedInUser } from '../../http/route-params.ts';

export function pushRouter(service: PushService): Router {
  const router = Router();

  router.get('/push/key', (_req, res) => {
    const body: ResponseBody<'getPushKey', 200> = { data: { publicKey: service.publicKey() } };
    res.json(body);
  });

  router.post('/push/subscriptions', async (req, res) => {
    const input: RequestBody<'subscribePush'> = req.body;
    await service.subscribe(signedInUser(req), input);
    const body: ResponseBody<'subscribePush', 201> = { data: { subscribed: true } };
    res.status(201).json(body);
  });

  router.post('/push/subscriptions/remove', async (req, res) => {
    const input: RequestBody<'unsubscribePush'> = req.body;
    await service.unsubscribe(signedInUser(req), input.endpoint);
    const body: ResponseBody<'unsubscribePush', 200> = { data: { subscribed: false } };
    res.json(body);
  });

  return router;
}
