// Pins raiseClaim as the web client calls it: a claim on a job completed yesterday comes back open with a CLM- reference, and a problem too short is refused naming the field.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { raiseClaim } from '../../web/src/features/claims/api/requests.ts';
import { buildClaim, buildClaimRequest } from '../../web/src/testing/fixtures/index.ts';
import { STATES } from '../states.ts';
import { JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { fromProviderState, like, regex, string } = MatchersV3;
const pact = newPact();

/** The state answers { bookingId } of the completed booking. */
const BOOKING_ID = fromProviderState('${bookingId}', 'b_done');
const CLAIM_PATH = fromProviderState('/app/bookings/${bookingId}/claim', '/app/bookings/b_done/claim');
const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';

/** The claim as the BFF answers it: what was sent comes back as sent, open and unresolved. */
function claimBody(request = buildClaimRequest()) {
  const example = buildClaim();
  return {
    id: like(example.id),
    reference: regex('^CLM-[A-Z0-9]{6}$', example.reference),
    bookingId: BOOKING_ID,
    bookingReference: regex('^ILE-[A-Z0-9]{6}$', example.bookingReference),
    serviceName: like(example.serviceName),
    problem: request.problem,
    photoDescription: request.photoDescription ?? null,
    status: 'open',
    resolution: null,
    createdAt: regex(ISO_DATE_TIME, example.createdAt),
    resolvedAt: null,
  };
}

describe('POST /app/bookings/{id}/claim', () => {
  it('when the customer claims within 7 days of completion, then 201 with the claim open', () =>
    pact
      .addInteraction()
      .given(STATES.customerWithCompletedBooking)
      .uponReceiving('a happiness claim on a booking completed yesterday')
      .withRequest('POST', CLAIM_PATH, (req) => req.headers(JSON_WRITE).jsonBody(buildClaimRequest()))
      .willRespondWith(201, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: claimBody() }))
      .executeTest(async (server) => {
        const claim = await raiseClaim(clientFor(server.url), 'b_done', buildClaimRequest());
        expect(claim).toMatchObject({ bookingId: 'b_done', status: 'open', problem: buildClaimRequest().problem });
        expect(claim.reference).toMatch(/^CLM-/);
      }));

  it('when what went wrong is under 20 characters, then 400 validation_failed names the problem field', () => {
    // What a client without the form's checks could send.
    const body = buildClaimRequest({ problem: 'Still leaking.' });
    return pact
      .addInteraction()
      .given(STATES.customerWithCompletedBooking)
      .uponReceiving('a happiness claim whose problem is too short')
      .withRequest('POST', CLAIM_PATH, (req) => req.headers(JSON_WRITE).jsonBody(body))
      .willRespondWith(400, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ code: 'validation_failed', message: string('Please check the highlighted fields.'), fields: { problem: string('Use at least 20 characters.') } }),
      )
      .executeTest(async (server) => {
        const error = await failure(raiseClaim(clientFor(server.url), 'b_done', body));
        expect(error).toMatchObject({ status: 400, code: 'validation_failed' });
        expect(Object.keys(error.fields ?? {})).toEqual(['problem']);
      });
  });
});
