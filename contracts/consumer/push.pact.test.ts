// Pins the Web Push calls the web client makes: the VAPID key, subscribing this browser (and the
// server refusing an endpoint that is not a push service, or an admin), and unsubscribing. The
// provider runs with test VAPID keys and the default push-service hosts. Bodies come from the shared fixtures.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { getPushKey, subscribePush, unsubscribePush } from '../../web/src/features/push/api/requests.ts';
import { buildPushSubscriptionInput, TEST_VAPID_PUBLIC_KEY } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { regex, string } = MatchersV3;
const pact = newPact();

describe('GET /app/push/key', () => {
  it('when a customer asks, then the VAPID public key (URL-safe base64) comes back', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a request for the Web Push key')
      .withRequest('GET', '/app/push/key', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { publicKey: regex('^[A-Za-z0-9_-]+$', TEST_VAPID_PUBLIC_KEY) } }))
      .executeTest(async (server) => {
        const key = await getPushKey(clientFor(server.url));
        expect(key.publicKey).toBe(TEST_VAPID_PUBLIC_KEY);
      }));
});

describe('POST /app/push/subscriptions', () => {
  it('when a customer subscribes a browser on a push service, then it is kept', () => {
    const body = buildPushSubscriptionInput();
    return pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a push subscription from a customer')
      .withRequest('POST', '/app/push/subscriptions', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(201, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { subscribed: true } }))
      .executeTest(async (server) => {
        expect(await subscribePush(clientFor(server.url), body)).toEqual({ subscribed: true });
      });
  });

  it('when the endpoint is not on a push service, then 400 with a message on the endpoint field', () => {
    const body = buildPushSubscriptionInput({ endpoint: 'https://evil.example/push/1' });
    return pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a push subscription to a host that is not a push service')
      .withRequest('POST', '/app/push/subscriptions', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ code: 'validation_failed', message: string('Please check the highlighted fields.'), fields: { endpoint: string('This browser’s push service is not one we can send to.') } }),
      )
      .executeTest(async (server) => {
        const error = await failure(subscribePush(clientFor(server.url), body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(error.fields?.['endpoint']).toEqual(expect.any(String));
      });
  });

  it('when an admin subscribes, then the server refuses with 403 (customers only)', () =>
    pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a push subscription from an admin')
      .withRequest('POST', '/app/push/subscriptions', (req) => req.headers(JSON_WRITE).jsonBody(buildPushSubscriptionInput()))
      .willRespondWith(403, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'forbidden', message: string('You do not have access to this.') }))
      .executeTest(async (server) => {
        const error = await failure(subscribePush(clientFor(server.url), buildPushSubscriptionInput()));
        expect(error).toMatchObject({ status: 403, code: 'forbidden' });
      }));
});

describe('POST /app/push/subscriptions/remove', () => {
  it('when a customer unsubscribes a browser, then the answer says it is no longer subscribed', () => {
    const { endpoint } = buildPushSubscriptionInput();
    return pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('removing a customer\'s push subscription')
      .withRequest('POST', '/app/push/subscriptions/remove', (req) => req.headers(JSON_WRITE).jsonBody({ endpoint }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { subscribed: false } }))
      .executeTest(async (server) => {
        expect(await unsubscribePush(clientFor(server.url), endpoint)).toEqual({ subscribed: false });
      });
  });
});
