// Pins the referral calls as the web client makes them: an invitation e-mailed, one to a phone only (not e-mailed, the phone as stored), one with neither refused on friendEmail, and a sign-up with a friend's code (known, and unknown as a field error).
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { signUp } from '../../web/src/features/auth/api/requests.ts';
import { sendReferral } from '../../web/src/features/referrals/api/requests.ts';
import { buildCurrentUser, buildReferral, buildReferralRequest, buildReferredSignUpRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';

/** The referrer's code, given to the referrerExists state. */
const REFERRER_CODE = 'ADA7K2';
import { JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact, userFields } from './pact.ts';

const { like, regex, string } = MatchersV3;
const pact = newPact();

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** A referral as the BFF answers it: matched by type where the server chooses, exact where the screen branches. */
function referralBody(overrides: Record<string, unknown>) {
  const example = buildReferral();
  return {
    id: like(example.id),
    friendName: example.friendName,
    friendEmail: example.friendEmail,
    friendPhone: null,
    message: example.message,
    referralCode: regex('^[A-Z0-9]{1,16}$', example.referralCode),
    emailed: true,
    createdAt: regex(ISO_DATE_TIME, example.createdAt),
    ...overrides,
  };
}

describe('POST /app/sendRefMessage', () => {
  it('when the friend has an e-mail, then 201 says the invitation was e-mailed', () =>
    pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'settled' }))
      .uponReceiving('an invitation to a friend with an e-mail address')
      .withRequest('POST', '/app/sendRefMessage', (req) => req.headers(JSON_WRITE).jsonBody(buildReferralRequest()))
      .willRespondWith(201, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: referralBody({}) }))
      .executeTest(async (server) => {
        const referral = await sendReferral(clientFor(server.url), buildReferralRequest());
        expect(referral).toMatchObject({ friendName: 'Bola Ade', friendEmail: 'bola.ade@example.ng', emailed: true });
      }));

  it('when only a phone is given, then 201 with nothing e-mailed and the phone as stored', () => {
    // The form sends the phone as +234…, so the answer's phone is the same.
    const body = { friendName: 'Chidi Eze', friendPhone: '+2348037654321' };
    return pact
      .addInteraction()
      .given(...state(STATES.testPaymentExists, { of: 'the signed-in customer', outcome: 'settled' }))
      .uponReceiving('an invitation to a friend with only a phone number')
      .withRequest('POST', '/app/sendRefMessage', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ data: referralBody({ friendName: 'Chidi Eze', friendEmail: null, friendPhone: '+2348037654321', message: null, emailed: false }) }),
      )
      .executeTest(async (server) => {
        const referral = await sendReferral(clientFor(server.url), body);
        expect(referral).toMatchObject({ friendEmail: null, friendPhone: '+2348037654321', emailed: false });
      });
  });

  it('when the customer has never paid for a booking, then 403 referrals_need_a_booking', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('an invitation from a customer who has not paid for a booking')
      .withRequest('POST', '/app/sendRefMessage', (req) => req.headers(JSON_WRITE).jsonBody(buildReferralRequest()))
      .willRespondWith(403, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'referrals_need_a_booking', message: string('You can invite friends once you have paid for a booking with us.') }))
      .executeTest(async (server) => {
        const error = await failure(sendReferral(clientFor(server.url), buildReferralRequest()));
        expect(error).toMatchObject({ status: 403, code: 'referrals_need_a_booking' });
      }));

  it('when neither an e-mail nor a phone is given, then 400 validation_failed on friendEmail', () =>
    pact
      .addInteraction()
      .given(STATES.customerSignedIn)
      .uponReceiving('an invitation with neither an e-mail nor a phone')
      .withRequest('POST', '/app/sendRefMessage', (req) => req.headers(JSON_WRITE).jsonBody({ friendName: 'Bola Ade' }))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ code: 'validation_failed', message: string('Please check the highlighted fields.'), fields: { friendEmail: string("Give your friend's e-mail or phone number.") } }),
      )
      .executeTest(async (server) => {
        const error = await failure(sendReferral(clientFor(server.url), { friendName: 'Bola Ade' }));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(error.fields?.friendEmail).toBeTruthy();
      }));
});

describe('POST /app/signup with a referral code', () => {
  it('when the code is a customer\'s, then the account is created and signed in', () => {
    const body = buildReferredSignUpRequest({ referralCode: REFERRER_CODE });
    return pact
      .addInteraction()
      .given(...state(STATES.referrerExists, { referralCode: REFERRER_CODE }))
      .uponReceiving('a sign-up with a known referral code')
      .withRequest('POST', '/app/signup', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(201, (res) =>
        // As every sign-up since proven identity: the typed e-mail waits for its confirmation link.
        res.headers(JSON_RESPONSE).jsonBody({ data: { ...userFields(buildCurrentUser({ id: 'u_bola', name: body.name, phone: '+2348037654321', referralCode: 'BOLA4Q' }), ['role']), email: null, pendingEmail: body.email, phoneVerified: false } }),
      )
      .executeTest(async (server) => {
        const user = await signUp(clientFor(server.url), body);
        expect(user).toMatchObject({ email: null, pendingEmail: body.email, role: 'user' });
      });
  });

  it('when the code is unknown, then 400 validation_failed names the referralCode field', () => {
    const body = buildReferredSignUpRequest({ referralCode: 'NOSUCH1' });
    return pact
      .addInteraction()
      .given(...state(STATES.referrerExists, { referralCode: REFERRER_CODE }))
      .uponReceiving('a sign-up with an unknown referral code')
      .withRequest('POST', '/app/signup', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          code: 'validation_failed',
          message: string('Please check the highlighted fields.'),
          fields: { referralCode: string("We don't know this referral code. Check it with your friend, or leave it empty.") },
        }),
      )
      .executeTest(async (server) => {
        const error = await failure(signUp(clientFor(server.url), body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(Object.keys(error.fields ?? {})).toEqual(['referralCode']);
      });
  });
});
