// HTTP for notifications: the customer's list and mark-as-read, and the admin's /pushnotetool call.
import { Router, type Request } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { signInRequired } from '../../http/app-error.ts';
import type { UserRecord } from '../accounts/repository.ts';
import type { NotificationsService } from './service.ts';

/** The roles middleware ran first (x-roles), so a handler always has the right kind of user. */
function signedIn(req: Request): UserRecord {
  if (!req.currentUser) throw signInRequired();
  return req.currentUser;
}

export function notificationsRouter(service: NotificationsService): Router {
  const router = Router();

  router.get('/notifications', async (req, res) => {
    const body: ResponseBody<'listNotifications', 200> = { data: await service.list(signedIn(req)) };
    res.json(body);
  });

  router.post('/notifications/read', async (req, res) => {
    const input: RequestBody<'markNotificationsRead'> = req.body;
    const body: ResponseBody<'markNotificationsRead', 200> = { data: await service.markRead(signedIn(req), input.ids) };
    res.json(body);
  });

  router.post('/admin/notifications', async (req, res) => {
    const input: RequestBody<'adminSendNotification'> = req.body;
    const recipients = await service.announce(signedIn(req), input);
    const body: ResponseBody<'adminSendNotification', 200> = { data: { recipients } };
    res.json(body);
  });

  return router;
}
