// MSW handlers for the Web Push calls: the VAPID key (not configured by default, so screens that
// don't care show nothing), subscribing and unsubscribing (ok, recording what was sent, or failing).
import { buildApiError, buildPushKey, buildValidationError } from '../fixtures/index.ts';
import type { PushSubscriptionInput } from '../../features/push/api/requests.ts';
import { http } from './http.ts';
import type { RequestLog } from './request-log.ts';

export const pushKeyHandlers = {
  /** The default: the server sends no pushes, so the control renders nothing. */
  notConfigured: () => http.get('/app/push/key', ({ response }) => response(200).json({ data: buildPushKey(null) })),
  configured: (publicKey?: string) => http.get('/app/push/key', ({ response }) => response(200).json({ data: buildPushKey(publicKey) })),
  error: () => http.get('/app/push/key', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

export const subscribePushHandlers = {
  ok: (log?: RequestLog<PushSubscriptionInput>) =>
    http.post('/app/push/subscriptions', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(201).json({ data: { subscribed: true } });
    }),
  foreignEndpoint: () =>
    http.post('/app/push/subscriptions', ({ response }) =>
      response(400).json(buildValidationError({ endpoint: 'This browser’s push service is not one we can send to. Try Chrome, Edge, Firefox or Safari.' })),
    ),
  error: () => http.post('/app/push/subscriptions', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

export const unsubscribePushHandlers = {
  ok: (log?: RequestLog<{ endpoint: string }>) =>
    http.post('/app/push/subscriptions/remove', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(200).json({ data: { subscribed: false } });
    }),
  error: () => http.post('/app/push/subscriptions/remove', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};
