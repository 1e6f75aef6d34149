// Pins the Become a Pro call the web client makes (POST /app/pro): the receipt of a new application,
// an application already being reviewed (409), and field errors (400). Bodies come from the fixtures.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { applyAsPro } from '../../web/src/features/pros/api/requests.ts';
import { buildProApplication, buildProApplicationRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';

/** The applicant whose application is pending; the consumer applies again with these. */
const PENDING_APPLICANT = { email: 'musa.ibrahim@example.ng', phone: '08031234599' };
import { JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { like, regex, string } = MatchersV3;
const pact = newPact();

describe('POST /app/pro', () => {
  it('when a visitor applies, then 201 answers the receipt: a PRO- reference, their name and services, pending', () => {
    const body = buildProApplicationRequest();
    const receipt = buildProApplication();
    return pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a pro application')
      .withRequest('POST', '/app/pro', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(201, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          data: {
            id: like(receipt.id),
            reference: regex('^PRO-[A-Z0-9]{6}$', receipt.reference),
            name: body.name,
            services: body.services,
            status: 'pending',
            createdAt: like(receipt.createdAt),
          },
        }),
      )
      .executeTest(async (server) => {
        const application = await applyAsPro(clientFor(server.url), body);
        expect(application).toMatchObject({ reference: 'PRO-4KD9QX', status: 'pending', services: ['plumbing', 'electricals'] });
      });
  });

  it('when an application with the same phone and e-mail is being reviewed, then 409 application_pending says so next to the phone', () =>
    pact
      .addInteraction()
      .given(...state(STATES.proApplicationPending, PENDING_APPLICANT))
      .uponReceiving('a second pro application while the first is pending')
      .withRequest('POST', '/app/pro', (req) => req.headers(JSON_WRITE).jsonBody(buildProApplicationRequest({ email: PENDING_APPLICANT.email, phone: PENDING_APPLICANT.phone })))
      .willRespondWith(409, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          code: 'application_pending',
          message: string('We already have your application and are reviewing it. We will call you within 3 working days.'),
          fields: { phone: string('An application with this phone number is already being reviewed.') },
        }),
      )
      .executeTest(async (server) => {
        const error = await failure(applyAsPro(clientFor(server.url), buildProApplicationRequest({ email: PENDING_APPLICANT.email, phone: PENDING_APPLICANT.phone })));
        expect(error).toMatchObject({ status: 409, code: 'application_pending' });
        expect(error.fields?.phone).toBeTruthy();
      }));

  it('when answers break the rules, then 400 validation_failed names each field', () => {
    // What a client without the form's checks could send: a bio under 20 characters, an ID number under 5.
    const body = buildProApplicationRequest({ about: 'I fix pipes.', idNumber: '123' });
    return pact
      .addInteraction()
      .given(STATES.signedOut)
      .uponReceiving('a pro application with a short bio and ID number')
      .withRequest('POST', '/app/pro', (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({
          code: 'validation_failed',
          message: string('Please check the highlighted fields.'),
          fields: { about: string('Use at least 20 characters.'), idNumber: string('Use at least 5 characters.') },
        }),
      )
      .executeTest(async (server) => {
        const error = await failure(applyAsPro(clientFor(server.url), body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(Object.keys(error.fields ?? {}).sort()).toEqual(['about', 'idNumber']);
      });
  });
});
