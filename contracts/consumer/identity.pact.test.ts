// Pins the proven-identity calls the web client makes: an e-mail set and its confirmation
// link mailed, the link used (and a dead one refused), a code texted to prove a phone, and the phone
// proven with it (and a wrong code refused). Tokens and codes come from the provider states, which
// read them from the mail and texts outboxes.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { sendEmailVerification, sendPhoneCode, verifyEmail, verifyPhone } from '../../web/src/features/auth/api/requests.ts';
import { buildCurrentUser, buildSignUpRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';
import { JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact, userFields } from './pact.ts';

const { fromProviderState, integer, like, string } = MatchersV3;
const pact = newPact();

const NEW_EMAIL = 'ada.okafor@example.ng';
const NEW_PHONE = '0806 555 0142';
const NEW_PHONE_E164 = '+2348065550142';
/** What the client sends: example values here, the mailed token and texted code when verified. */
const EXAMPLE_TOKEN = '3q2-7wEAAAAAAAAAAAAAAA';
const EXAMPLE_CODE = '482913';
const DEAD_TOKEN = 'A'.repeat(43);

describe('POST /app/account/email', () => {
  it('when a signed-in customer gives a new e-mail, then it waits as pendingEmail (the proven one stays) and its link is mailed', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a new e-mail for the signed-in customer')
      .withRequest('POST', '/app/account/email', (req) => req.headers(JSON_WRITE).jsonBody({ email: NEW_EMAIL }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser(), ['role']), email: like(buildSignUpRequest().email), pendingEmail: NEW_EMAIL, phoneVerified: like(false) } }),
      )
      .executeTest(async (server) => {
        expect(await sendEmailVerification(clientFor(server.url), { email: NEW_EMAIL })).toMatchObject({ pendingEmail: NEW_EMAIL, role: 'user' });
      }));
});

describe('POST /app/account/email/verify', () => {
  it('when the mailed link is used, then the e-mail is confirmed', () =>
    pact
      .addInteraction()
      .given(STATES.emailLinkSent)
      .uponReceiving('the token of a mailed confirmation link')
      .withRequest('POST', '/app/account/email/verify', (req) => req.headers(JSON_WRITE).jsonBody({ token: fromProviderState('${token}', EXAMPLE_TOKEN) }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { email: buildSignUpRequest().email } }))
      .executeTest(async (server) => {
        expect(await verifyEmail(clientFor(server.url), { token: EXAMPLE_TOKEN })).toEqual({ email: buildSignUpRequest().email });
      }));

  it('when the link is unknown, used or expired, then 400 email_link_invalid', () =>
    pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('the token of a dead confirmation link')
      .withRequest('POST', '/app/account/email/verify', (req) => req.headers(JSON_WRITE).jsonBody({ token: DEAD_TOKEN }))
      .willRespondWith(400, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'email_link_invalid', message: string('This confirmation link has expired or was already used.') }))
      .executeTest(async (server) => {
        expect(await failure(verifyEmail(clientFor(server.url), { token: DEAD_TOKEN }))).toMatchObject({ status: 400, code: 'email_link_invalid' });
      }));
});

describe('POST /app/account/phone/code', () => {
  it('when a signed-in customer asks a code for a number, then 202 says it is on its way', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a request for a code to prove a phone')
      .withRequest('POST', '/app/account/phone/code', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE }))
      .willRespondWith(202, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { phone: NEW_PHONE_E164, expiresInSeconds: integer(600), resendInSeconds: integer(60) } }))
      .executeTest(async (server) => {
        expect(await sendPhoneCode(clientFor(server.url), { phone: NEW_PHONE })).toMatchObject({ phone: NEW_PHONE_E164 });
      }));
});

describe('POST /app/account/phone', () => {
  it('when the texted code is right, then the number is the customer\'s proven phone', () =>
    pact
      .addInteraction()
      .given(...state(STATES.phoneCodeSent, { phone: NEW_PHONE }))
      .uponReceiving('a phone proven with its texted code')
      .withRequest('POST', '/app/account/phone', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE, code: fromProviderState('${code}', EXAMPLE_CODE) }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser(), ['role']), pendingEmail: null, phone: NEW_PHONE_E164, phoneVerified: true } }))
      .executeTest(async (server) => {
        expect(await verifyPhone(clientFor(server.url), { phone: NEW_PHONE, code: EXAMPLE_CODE })).toMatchObject({ phone: NEW_PHONE_E164, phoneVerified: true });
      }));

  it('when the code is wrong, then 400 code_invalid says so next to the code', () =>
    pact
      .addInteraction()
      .given(...state(STATES.phoneCodeSent, { phone: NEW_PHONE }))
      .uponReceiving('a phone proven with a wrong code')
      .withRequest('POST', '/app/account/phone', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE, code: fromProviderState('${wrongCode}', '000000') }))
      .willRespondWith(400, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'code_invalid', message: string('That code is not right.'), fields: { code: string('That code is not right. You have 4 tries left.') } }))
      .executeTest(async (server) => {
        const error = await failure(verifyPhone(clientFor(server.url), { phone: NEW_PHONE, code: '000000' }));
        expect(error).toMatchObject({ status: 400, code: 'code_invalid' });
        expect(error.fields?.code).toBeTruthy();
      }));
});
