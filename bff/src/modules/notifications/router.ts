// HTTP for notifications: the customer's list and mark-as-read, and the admin's /pushnotetool call.
import { Router } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import type { NotificationsService } from './service.ts';
import { signedInUser } from '../../http/route-params.ts';

export function notificationsRouter(service: NotificationsService): Router {
  const router = Router();

  router.get('/notifications', async (req, res) => {
    const body: ResponseBody<'listNotifications', 200> = { data: await service.list(signedInUser(req)) };
    res.json(body);
  });

  router.post('/notifications/read', async (req, res) => {
    const input: RequestBody<'markNotificationsRead'> = req.body;
    const body: ResponseBody<'markNotificationsRead', 200> = { data: await service.markRead(signedInUser(req), input.ids) };
    res.json(body);
  });

  router.post('/admin/notifications', async (req, res) => {
    const input: RequestBody<'adminSendNotification'> = req.body;
    const recipients = await service.announce(signedInUser(req), input);
    const body: ResponseBody<'adminSendNotification', 200> = { data: { recipients } };
    res.json(body);
  });

  return router;
}
