// Pins the account calls the web client makes (current user, sign-up, sign-in, password reset,
// logout) to what the BFF must answer; bodies come from the shared typed fixtures.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { getCurrentUser, requestPasswordReset, resetPassword, signIn, signUp } from '../../web/src/features/auth/api/requests.ts';
import { LOGOUT_HREF } from '../../web/src/config/routes.ts';
import { VALID_RESET_TOKEN, buildAdmin, buildCurrentUser, buildSignInRequest, buildSignUpRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact, userFields } from './pact.ts';

const { string } = MatchersV3;
const pact = newPact();


describe('GET /app/current_user', () => {
  it('when signed out, then the answer is data: false', () =>
    pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a request for the current user from a signed-out visitor')
      .withRequest('GET', '/app/current_user', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: false }))
      .executeTest(async (server) => {
        expect(await getCurrentUser(clientFor(server.url))).toBe(false);
      }));

  it('when a customer is signed in, then the answer is the customer', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a request for the current user from a signed-in customer')
      .withRequest('GET', '/app/current_user', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: userFields(buildCurrentUser(), ['role']) }))
      .executeTest(async (server) => {
        const user = await getCurrentUser(clientFor(server.url));
        expect(user && user.role).toBe('user');
      }));

  it('when an admin is signed in, then the answer has the admin role', () =>
    pact
      .addInteraction()
      .given(STATES.adminSignedIn)
      .uponReceiving('a request for the current user from a signed-in admin')
      .withRequest('GET', '/app/current_user', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: userFields(buildAdmin(), ['role']) }))
      .executeTest(async (server) => {
        const user = await getCurrentUser(clientFor(server.url));
        expect(user && user.role).toBe('admin');
      }));
});

describe('POST /app/signup', () => {
  it('when the e-mail is new, then the account is created and signed in, its e-mail waiting for its confirmation link', () =>
    pact
      .addInteraction()
      .given(STATES.noAccount)
      .uponReceiving('a sign-up with a new e-mail')
      .withRequest('POST', '/app/signup', (req) => req.headers(JSON_WRITE).jsonBody(buildSignUpRequest()))
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser(), ['role']), email: null, pendingEmail: buildSignUpRequest().email, phoneVerified: false } }),
      )
      .executeTest(async (server) => {
        const user = await signUp(clientFor(server.url), buildSignUpRequest());
        expect(user).toMatchObject({ email: null, pendingEmail: buildSignUpRequest().email, role: 'user' });
      }));

  it('when the e-mail already has an account, then the answer is the same: a new account whose e-mail waits (sign-up never tells who is registered)', () =>
    pact
      .addInteraction()
      .given(STATES.accountExists)
      .uponReceiving('a sign-up with an e-mail that already has an account')
      .withRequest('POST', '/app/signup', (req) => req.headers(JSON_WRITE).jsonBody(buildSignUpRequest()))
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser(), ['role']), email: null, pendingEmail: buildSignUpRequest().email, phoneVerified: false } }),
      )
      .executeTest(async (server) => {
        expect(await signUp(clientFor(server.url), buildSignUpRequest())).toMatchObject({ email: null, pendingEmail: buildSignUpRequest().email });
      }));
});

describe('POST /app/signin', () => {
  it('when the password is right, then the customer is signed in', () =>
    pact
      .addInteraction()
      .given(STATES.accountExists)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/app/signin', (req) => req.headers(JSON_WRITE).jsonBody(buildSignInRequest()))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: userFields(buildCurrentUser({ email: buildSignInRequest().email }), ['email', 'role']) }))
      .executeTest(async (server) => {
        expect(await signIn(clientFor(server.url), buildSignInRequest())).toMatchObject({ email: buildSignInRequest().email });
      }));

  it('when the password is wrong, then 401 invalid_credentials', () =>
    pact
      .addInteraction()
      .given(STATES.accountExists)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/app/signin', (req) => req.headers(JSON_WRITE).jsonBody(buildSignInRequest({ password: 'not-my-password' })))
      .willRespondWith(401, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'invalid_credentials', message: string('That e-mail and password do not match.') }))
      .executeTest(async (server) => {
        const error = await failure(signIn(clientFor(server.url), buildSignInRequest({ password: 'not-my-password' })));
        expect(error).toMatchObject({ status: 401, code: 'invalid_credentials' });
      }));
});

describe('password reset', () => {
  it('when a reset link is requested, then the answer is always sent: true', () =>
    pact
      .addInteraction()
      .given(STATES.accountExists)
      .uponReceiving('a request for a password reset link')
      .withRequest('POST', '/app/forgot_password', (req) => req.headers(JSON_WRITE).jsonBody({ email: buildSignInRequest().email }))
      .willRespondWith(202, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { sent: true } }))
      .executeTest(async (server) => {
        expect(await requestPasswordReset(clientFor(server.url), { email: buildSignInRequest().email })).toEqual({ sent: true });
      }));

  it('when the reset link is unknown or expired, then 400 reset_token_invalid', () =>
    pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a password reset with an unknown token')
      .withRequest('POST', '/app/reset_password', (req) => req.headers(JSON_WRITE).jsonBody({ token: VALID_RESET_TOKEN, password: 'egusi-soup-2026' }))
      .willRespondWith(400, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'reset_token_invalid', message: string('This reset link has expired or was already used.') }))
      .executeTest(async (server) => {
        const error = await failure(resetPassword(clientFor(server.url), { token: VALID_RESET_TOKEN, password: 'egusi-soup-2026' }));
        expect(error).toMatchObject({ status: 400, code: 'reset_token_invalid' });
      }));
});

describe('GET /app/logout', () => {
  // Pact's verifier follows redirects, so the contract pins where the browser ends up: the site's
  // HTML page. The 302 to / and the destroyed session are proven by the BFF's own tests.
  it('when a signed-in customer follows the logout link, then the browser lands on the site', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a navigation to the logout link')
      .withRequest('GET', LOGOUT_HREF, (req) => req.headers({ Accept: 'text/html' }))
      .willRespondWith(200, (res) => res.headers({ 'Content-Type': MatchersV3.regex('^text/html.*', 'text/html; charset=utf-8') }))
      .executeTest(async (server) => {
        // Logout is a navigation (seed): the link's href, followed as a browser follows it.
        const response = await fetch(`${server.url}${LOGOUT_HREF}`, { headers: { Accept: 'text/html' } });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      }));
});
