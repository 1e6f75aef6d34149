// Pins the contact call the web client makes (POST /app/sendMessage): a visitor's message accepted
// (202, the answer's content unused by the client), one over the address's limit (429) and a phone
// that is not a Nigerian mobile (400).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { PHONE_HINT } from '@ile/domain';
import { sendContactMessage } from '../../web/src/features/contact/api/requests.ts';
import { buildContactMessageRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { string } = MatchersV3;
const pact = newPact();

describe('POST /app/sendMessage', () => {
  it('when a visitor sends a message with a phone and a booking reference, then 202 says it was received', () => {
    // As the form sends it: the phone as +234…, the reference in capitals.
    const body = buildContactMessageRequest({ phone: '+2348095551234', bookingReference: 'ILE-7KX2Q9' });
    return pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a contact message from a visitor')
      .withRequest('POST', '/app/sendMessage', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(202, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { received: true } }))
      .executeTest(async (server) => {
        await expect(sendContactMessage(clientFor(server.url), body)).resolves.toBeUndefined();
      });
  });

  it('when this address has sent as many messages as the limit allows, then 429 too_many_requests with the server\'s sentence', () => {
    const body = buildContactMessageRequest({ phone: '+2348095551234' });
    // Not the client's own 429 fallback sentence, so the check shows the client reads the answer's body.
    const sentence = 'You have sent several messages in a short time. Please wait a few minutes and try again.';
    return pact
      .addInteraction()
      .given(STATES.contactLimitReached)
      .uponReceiving('a contact message over the limit')
      .withRequest('POST', '/app/sendMessage', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(429, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'too_many_requests', message: string(sentence) }))
      .executeTest(async (server) => {
        const error = await failure(sendContactMessage(clientFor(server.url), body));
        // The form shows the server's sentence under "Too many messages in a short time".
        expect(error).toMatchObject({ status: 429, code: 'too_many_requests', message: sentence });
      });
  });

  it('when the phone is not a Nigerian mobile, then 400 validation_failed says so next to the phone', () => {
    // What a client without the form's checks could send.
    const body = buildContactMessageRequest({ phone: '0123 456 7890' });
    return pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a contact message with a phone that is not a Nigerian mobile')
      .withRequest('POST', '/app/sendMessage', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(400, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'validation_failed', message: string('Please check the highlighted fields.'), fields: { phone: string(PHONE_HINT) } }))
      .executeTest(async (server) => {
        const error = await failure(sendContactMessage(clientFor(server.url), body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(Object.keys(error.fields ?? {})).toEqual(['phone']);
      });
  });
});
