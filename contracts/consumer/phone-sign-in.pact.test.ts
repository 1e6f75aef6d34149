// Pins the phone-first calls the web client makes: a sign-in code texted (and one asked again too
// soon), sign-in with it for a known number, a new number (name first, then a new account) and a
// wrong code, the customer's booking-texts switch, a booking for someone else at home, and the
// admin's texts outbox. Codes come from the provider state, which reads them from the texts outbox.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { BOOKING_PATHS, SMALLEST_JOB } from '@ile/domain';
import { sendSignInCode, setBookingTexts, signInWithCode } from '../../web/src/features/auth/api/requests.ts';
import { adminListTexts } from '../../web/src/features/admin-inbox/api/requests.ts';
import { createBooking } from '../../web/src/features/bookings/api/requests.ts';
import { buildBooking, buildCurrentUser, buildSignUpRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES, VISIT_DAY_EXAMPLE, bookableVisitDay, state } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact, userFields } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

/** The consumer's customer's number, as typed and as the BFF answers it. */
const CUSTOMER_PHONE = buildSignUpRequest().phone;
const NEW_PHONE = '0806 555 0142';
const NEW_PHONE_E164 = '+2348065550142';
/** What the client sends as the code: any six digits here, the texted code (or a wrong one) when verified. */
const EXAMPLE_CODE = '482913';
const code = () => fromProviderState('${code}', EXAMPLE_CODE);
const wrongCode = () => fromProviderState('${wrongCode}', '000000');

describe('POST /app/signin/code', () => {
  it('when a visitor asks a code for a Nigerian number, then 202 says it is on its way and when a new one may be asked', () =>
    pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a request for a sign-in code')
      .withRequest('POST', '/app/signin/code', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE }))
      .willRespondWith(202, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { phone: NEW_PHONE_E164, expiresInSeconds: integer(600), resendInSeconds: integer(60) } }))
      .executeTest(async (server) => {
        const sent = await sendSignInCode(clientFor(server.url), { phone: NEW_PHONE });
        expect(sent).toMatchObject({ phone: NEW_PHONE_E164 });
        expect(sent.resendInSeconds).toBeGreaterThan(0);
      }));

  it('when a code was sent a moment ago, then 429 resend_too_soon with Retry-After', () =>
    pact
      .addInteraction()
      .given(...state(STATES.signInCodeSent, { phone: NEW_PHONE, account: 'none' }))
      .uponReceiving('a second sign-in code asked too soon')
      .withRequest('POST', '/app/signin/code', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE }))
      .willRespondWith(429, (res) =>
        res.headers({ ...JSON_RESPONSE, 'Retry-After': regex('^[0-9]+$', '60') }).jsonBody({ code: 'resend_too_soon', message: string('We sent you a code a moment ago.') }),
      )
      .executeTest(async (server) => {
        const error = await failure(sendSignInCode(clientFor(server.url), { phone: NEW_PHONE }));
        expect(error).toMatchObject({ status: 429, code: 'resend_too_soon' });
        expect(error.retryAfterSeconds).toBeGreaterThan(0);
      }));
});

describe('POST /app/signin/phone', () => {
  it('when the code is right for a known number, then that customer is signed in', () =>
    pact
      .addInteraction()
      .given(...state(STATES.signInCodeSent, { phone: CUSTOMER_PHONE, account: 'the customer' }))
      .uponReceiving('a sign-in with the texted code for a known number')
      .withRequest('POST', '/app/signin/phone', (req) => req.headers(JSON_WRITE).jsonBody({ phone: CUSTOMER_PHONE, code: code() }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser({ email: buildSignUpRequest().email }), ['email', 'role']), pendingEmail: null, phoneVerified: true } }),
      )
      .executeTest(async (server) => {
        expect(await signInWithCode(clientFor(server.url), { phone: CUSTOMER_PHONE, code: EXAMPLE_CODE })).toMatchObject({ email: buildSignUpRequest().email, role: 'user' });
      }));

  it('when the code is right for a new number without a name, then 400 name_required names the field', () =>
    pact
      .addInteraction()
      .given(...state(STATES.signInCodeSent, { phone: NEW_PHONE, account: 'none' }))
      .uponReceiving('a sign-in with the texted code for a new number, without a name')
      .withRequest('POST', '/app/signin/phone', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE, code: code() }))
      .willRespondWith(400, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'name_required', message: string('Tell us your name to create your account.'), fields: { name: string('Tell us your name.') } }))
      .executeTest(async (server) => {
        const error = await failure(signInWithCode(clientFor(server.url), { phone: NEW_PHONE, code: EXAMPLE_CODE }));
        expect(error).toMatchObject({ status: 400, code: 'name_required' });
        expect(error.fields?.name).toBeTruthy();
      }));

  it('when the code is right for a new number with a name, then 201 a customer account without an e-mail, signed in', () =>
    pact
      .addInteraction()
      .given(...state(STATES.signInCodeSent, { phone: NEW_PHONE, account: 'none' }))
      .uponReceiving('a sign-in with the texted code for a new number, with a name')
      .withRequest('POST', '/app/signin/phone', (req) => req.headers(JSON_WRITE).jsonBody({ phone: NEW_PHONE, code: code(), name: 'Tunde Bakare' }))
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: { ...userFields(buildCurrentUser(), []), name: 'Tunde Bakare', email: null, pendingEmail: null, phone: NEW_PHONE_E164, phoneVerified: true, role: 'user', bookingTexts: true },
        }),
      )
      .executeTest(async (server) => {
        const user = await signInWithCode(clientFor(server.url), { phone: NEW_PHONE, code: EXAMPLE_CODE, name: 'Tunde Bakare' });
        expect(user).toMatchObject({ name: 'Tunde Bakare', email: null, phone: NEW_PHONE_E164, role: 'user' });
      }));

  it('when the code is wrong, then 400 code_invalid says so next to the code', () =>
    pact
      .addInteraction()
      .given(...state(STATES.signInCodeSent, { phone: CUSTOMER_PHONE, account: 'the customer' }))
      .uponReceiving('a sign-in with a wrong code')
      .withRequest('POST', '/app/signin/phone', (req) => req.headers(JSON_WRITE).jsonBody({ phone: CUSTOMER_PHONE, code: wrongCode() }))
      .willRespondWith(400, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'code_invalid', message: string('That code is not right.'), fields: { code: string('That code is not right. You have 4 tries left.') } }))
      .executeTest(async (server) => {
        const error = await failure(signInWithCode(clientFor(server.url), { phone: CUSTOMER_PHONE, code: '000000' }));
        expect(error).toMatchObject({ status: 400, code: 'code_invalid' });
        expect(error.fields?.code).toBeTruthy();
      }));
});

describe('PUT /app/account/texts', () => {
  it('when a customer turns booking texts off, then the answer is the customer with bookingTexts false', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a customer turning booking texts off')
      .withRequest('PUT', '/app/account/texts', (req) => req.headers(JSON_WRITE).jsonBody({ bookingTexts: false }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser(), ['role']), bookingTexts: false } }))
      .executeTest(async (server) => {
        expect(await setBookingTexts(clientFor(server.url), { bookingTexts: false })).toMatchObject({ bookingTexts: false });
      }));
});

describe('a booking for someone else at home', () => {
  const IDEMPOTENCY_KEY = '7d1e2f3a-4b5c-4d6e-8f90-a1b2c3d4e5f6';
  const atHome = { name: 'Funke Bello', phone: '0807 222 3344' };
  it('when a customer books home cleaning for someone else at home, then the booking answers who will be home', () => {
    const body = { visit: { ...buildBooking().visit, date: bookableVisitDay(), contactPhone: '0803 123 4567', atHome }, details: SMALLEST_JOB['home-cleaning'] };
    return pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('a booking of home cleaning for someone else at home')
      .withRequest('POST', BOOKING_PATHS['home-cleaning'], (req) =>
        req.headers({ ...JSON_WRITE, 'Idempotency-Key': like(IDEMPOTENCY_KEY) }).jsonBody({ ...body, visit: { ...body.visit, date: fromProviderState('${visitDay}', VISIT_DAY_EXAMPLE) } }),
      )
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: { ...userFields(buildCurrentUser(), ['role']), bookings: eachLike({ id: like('b_1'), service: 'home-cleaning', visit: { address: like(body.visit.address), date: like(VISIT_DAY_EXAMPLE), timeWindow: like(body.visit.timeWindow), contactPhone: like('+2348031234567'), atHome: { name: 'Funke Bello', phone: '+2348072223344' } } }) },
        }),
      )
      .executeTest(async (server) => {
        const user = await createBooking(clientFor(server.url), 'home-cleaning', body, IDEMPOTENCY_KEY);
        expect(user.bookings[0]?.visit.atHome).toEqual({ name: 'Funke Bello', phone: '+2348072223344' });
      });
  });
});

describe('GET /app/admin/texts', () => {
  it('when an admin opens the texts outbox, then a page of texts with their status', () =>
    pact
      .addInteraction()
      .given(STATES.adminWithTexts)
      .uponReceiving('a request for the texts outbox')
      .withRequest('GET', '/app/admin/texts', (req) => req.headers(JSON_READ).query({ pageSize: '20' }))
      .willRespondWith(200, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            items: eachLike({
              id: like('t_1'),
              to: regex('^\\+234[0-9]{10}$', NEW_PHONE_E164),
              body: like('Your Ilé code is 482913. It works for 10 minutes.'),
              purpose: 'sign_in_code',
              status: 'kept',
              attempts: integer(0),
              lastError: null,
              createdAt: like('2026-11-25T09:28:00.000Z'),
              sentAt: null,
            }),
            total: integer(1),
            page: integer(1),
            pageSize: integer(20),
          },
        }),
      )
      .executeTest(async (server) => {
        const page = await adminListTexts(clientFor(server.url), { pageSize: 20 });
        expect(page.items[0]).toMatchObject({ purpose: 'sign_in_code', status: 'kept' });
      }));
});
