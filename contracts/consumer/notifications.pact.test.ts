// Pins the notification calls the web client makes: the customer's list and "mark all as read", the
// /pushnotetool to one person (by an e-mail the provider seeds, or by the phone they signed up with;
// an unknown phone refused), to all pros and to all customers, and the server refusing it to a customer. Bodies come from the shared fixtures.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { adminSendNotification, listNotifications, markNotificationsRead } from '../../web/src/features/notifications/api/requests.ts';
import { buildAnnouncementRequest, buildNotification, buildSignUpRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const example = buildNotification();

/**
 * A notification matched by type, except its kind, which the card's icon switches on. `link` and
 * `readAt` are string-or-null; Pact has no union matcher, so they are pinned only where the state
 * makes them certain, and otherwise by the BFF's own tests and its response validation.
 */
function notificationBody(extra: Record<string, unknown> = {}) {
  return {
    id: like(example.id),
    kind: regex('^(announcement|booking)$', example.kind),
    title: like(example.title),
    body: like(example.body),
    createdAt: regex(ISO_DATE_TIME, example.createdAt),
    ...extra,
  };
}

describe('GET /app/notifications', () => {
  it('when a customer has notifications, then they come with how many are unread', () =>
    pact
      .addInteraction()
      .given(STATES.customerWithNotifications)
      .uponReceiving('a request for the customer\'s notifications')
      .withRequest('GET', '/app/notifications', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { items: eachLike(notificationBody(), 2), unread: 1 } }))
      .executeTest(async (server) => {
        const list = await listNotifications(clientFor(server.url));
        expect(list.unread).toBe(1);
        expect(list.items.length).toBeGreaterThanOrEqual(2);
      }));
});

describe('POST /app/notifications/read', () => {
  it('when the customer marks all as read (no ids), then the list comes back with none unread', () =>
    pact
      .addInteraction()
      .given(STATES.customerWithNotifications)
      .uponReceiving('marking all of the customer\'s notifications as read')
      .withRequest('POST', '/app/notifications/read', (req) => req.headers(JSON_WRITE).jsonBody({}))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { items: eachLike(notificationBody({ readAt: regex(ISO_DATE_TIME, '2026-11-25T10:05:00.000Z') }), 2), unread: 0 } }),
      )
      .executeTest(async (server) => {
        const list = await markNotificationsRead(clientFor(server.url));
        expect(list.unread).toBe(0);
        expect(list.items.every((n) => n.readAt !== null)).toBe(true);
      }));
});

describe('POST /app/admin/notifications (the /pushnotetool)', () => {
  it('when an admin sends to one person by e-mail, then that one person receives it', () => {
    const body = buildAnnouncementRequest({ audience: 'one_person', email: 'ada@example.ng' });
    return pact
      .addInteraction()
      .given(STATES.adminWithCustomer)
      .uponReceiving('an announcement to one customer by e-mail')
      .withRequest('POST', '/app/admin/notifications', (req) => req.headers(JSON_WRITE).jsonBody({ ...body, email: fromProviderState('${email}', 'ada@example.ng') }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { recipients: 1 } }))
      .executeTest(async (server) => {
        const sent = await adminSendNotification(clientFor(server.url), body);
        expect(sent.recipients).toBe(1);
      });
  });

  it('when an admin sends to one person by phone (as typed), then that one person receives it', () => {
    const body = buildAnnouncementRequest({ audience: 'one_person', phone: buildSignUpRequest().phone });
    return pact
      .addInteraction()
      .given(STATES.adminWithCustomer)
      .uponReceiving('an announcement to one customer by phone')
      .withRequest('POST', '/app/admin/notifications', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { recipients: 1 } }))
      .executeTest(async (server) => {
        expect((await adminSendNotification(clientFor(server.url), body)).recipients).toBe(1);
      });
  });

  it('when no customer or pro has the phone, then 400 with the phone field’s message', () => {
    const body = buildAnnouncementRequest({ audience: 'one_person', phone: '0805 999 0000' });
    return pact
      .addInteraction()
      .given(STATES.adminWithCustomer)
      .uponReceiving('an announcement to a phone no account has')
      .withRequest('POST', '/app/admin/notifications', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ code: 'validation_failed', message: string('Please check the highlighted fields.'), fields: { phone: string('No customer or pro has an account with this phone number.') } }),
      )
      .executeTest(async (server) => {
        const error = await failure(adminSendNotification(clientFor(server.url), body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(error.fields?.phone).toEqual(expect.any(String));
      });
  });

  it('when an admin sends to all pros, then it answers how many received it', () => {
    const body = buildAnnouncementRequest({ audience: 'all_pros' });
    return pact
      .addInteraction()
      .given(STATES.adminWithCustomer)
      .uponReceiving('an announcement to all pros')
      .withRequest('POST', '/app/admin/notifications', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { recipients: integer(0) } }))
      .executeTest(async (server) => {
        expect((await adminSendNotification(clientFor(server.url), body)).recipients).toBeGreaterThanOrEqual(0);
      });
  });

  it('when an admin sends to all customers, then it answers how many received it', () => {
    const body = buildAnnouncementRequest({ audience: 'all_customers' });
    return pact
      .addInteraction()
      .given(STATES.adminWithCustomer)
      .uponReceiving('an announcement to all customers')
      .withRequest('POST', '/app/admin/notifications', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { recipients: integer(1) } }))
      .executeTest(async (server) => {
        const sent = await adminSendNotification(clientFor(server.url), body);
        expect(sent.recipients).toBeGreaterThanOrEqual(1);
      });
  });

  it('when a customer tries to send one, then the server refuses with 403', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('an announcement from a signed-in customer')
      .withRequest('POST', '/app/admin/notifications', (req) => req.headers(JSON_WRITE).jsonBody(buildAnnouncementRequest()))
      .willRespondWith(403, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'forbidden', message: string('You do not have access to this.') }))
      .executeTest(async (server) => {
        const error = await failure(adminSendNotification(clientFor(server.url), buildAnnouncementRequest()));
        expect(error).toMatchObject({ status: 403, code: 'forbidden' });
      }));
});
