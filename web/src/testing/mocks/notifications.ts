// MSW handlers for the notification calls, per state a screen can be in: the customer's list (none,
// some unread, loading, failing), marking read, and the /pushnotetool's send. Handlers can record the
// bodies they received in a RequestLog, so play functions check what was sent. `notificationsStore`
// keeps a customer's list in memory, so marking read shows up in the next answer, as with the real BFF.
import { delay, HttpResponse } from 'msw';
import type { Notification, SendNotificationRequest } from '../../features/notifications/api/requests.ts';
import {
  buildApiError,
  buildNotificationList,
  buildAdminForbiddenError,
  buildSomeUnreadNotifications,
  buildUnknownPersonError,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import { createRequestLog, type RequestLog } from './request-log.ts';

export type MarkReadBody = { ids?: string[] };

export const notificationsHandlers = {
  /** The default: a customer with no notifications yet. */
  none: () => http.get('/app/notifications', ({ response }) => response(200).json({ data: buildNotificationList([]) })),
  some: (items: Notification[] = buildSomeUnreadNotifications()) => http.get('/app/notifications', ({ response }) => response(200).json({ data: buildNotificationList(items) })),
  loading: () =>
    http.get('/app/notifications', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: buildNotificationList([]) });
    }),
  error: () => http.get('/app/notifications', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/notifications', () => HttpResponse.error()),
};

export const markNotificationsReadHandlers = {
  /** Answers an empty list: the default, paired with `notificationsHandlers.none`. */
  ok: (log?: RequestLog<MarkReadBody>) =>
    http.post('/app/notifications/read', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(200).json({ data: buildNotificationList([]) });
    }),
  error: () => http.post('/app/notifications/read', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
};

/**
 * A customer's notifications kept in memory: mark-read changes what the next list call answers, and
 * every mark-read body is logged. Call `reset()` in the story's `beforeEach`.
 */
export function notificationsStore(initial: () => Notification[] = buildSomeUnreadNotifications) {
  let items = initial();
  let lists = 0;
  const markRead = createRequestLog<MarkReadBody>();
  const list = () => buildNotificationList(items);
  return {
    markRead,
    /** How many times the list was asked for. */
    listCalls: () => lists,
    reset() {
      items = initial();
      lists = 0;
      markRead.clear();
    },
    handlers: {
      notifications: http.get('/app/notifications', ({ response }) => {
        lists += 1;
        return response(200).json({ data: list() });
      }),
      markNotificationsRead: http.post('/app/notifications/read', async ({ request, response }) => {
        const body = await request.json();
        markRead.requests.push(body);
        const now = new Date().toISOString();
        items = items.map((n) => (n.readAt === null && (body.ids === undefined || body.ids.includes(n.id)) ? { ...n, readAt: now } : n));
        return response(200).json({ data: list() });
      }),
    },
  };
}

/** How many customers "all customers" reaches in the stories. */
export const ALL_CUSTOMERS = 1204;
/** How many pros "all pros" reaches in the stories. */
export const ALL_PROS = 38;

function sent(body: SendNotificationRequest, allCustomers: number) {
  return { data: { recipients: body.audience === 'one_person' ? 1 : body.audience === 'all_pros' ? ALL_PROS : allCustomers } };
}

export const sendNotificationHandlers = {
  /** One customer gets it, or `allCustomers` of them. */
  ok: (log?: RequestLog<SendNotificationRequest>, allCustomers = ALL_CUSTOMERS) =>
    http.post('/app/admin/notifications', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(200).json(sent(body, allCustomers));
    }),
  /** No customer or pro has the e-mail or phone typed: 400 with that field (sending to all still works). */
  unknownPerson: (log?: RequestLog<SendNotificationRequest>) =>
    http.post('/app/admin/notifications', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      if (body.audience === 'one_person') return response(400).json(buildUnknownPersonError(body.phone ? 'phone' : 'email'));
      return response(200).json(sent(body, ALL_CUSTOMERS));
    }),
  /** The server refuses: the session is no longer an admin's. */
  forbidden: () => http.post('/app/admin/notifications', ({ response }) => response(403).json(buildAdminForbiddenError())),
  serverError: (log?: RequestLog<SendNotificationRequest>) =>
    http.post('/app/admin/notifications', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response('default').json(buildApiError(), { status: 500 });
    }),
  /** The first attempt never reaches the server; the next one is sent. */
  networkErrorThenOk: (log?: RequestLog<SendNotificationRequest>) => {
    let attempts = 0;
    return http.post('/app/admin/notifications', async ({ request, response }) => {
      attempts += 1;
      const body = await request.json();
      if (attempts % 2 === 1) return HttpResponse.error();
      log?.requests.push(body);
      return response(200).json(sent(body, ALL_CUSTOMERS));
    });
  },
  slow: () =>
    http.post('/app/admin/notifications', async ({ request, response }) => {
      const body = await request.json();
      await delay(SLOW_MS);
      return response(200).json(sent(body, ALL_CUSTOMERS));
    }),
};
