// Pins a pro's calls as the web client makes them: the three lists, one job with the customer's
// first name and phone, "on my way", "started" refused before the visit day, a decline, and
// another pro's job answered 404.
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { SMALLEST_JOB } from '@ile/domain';
import { declineJob, getProJob, listProJobs, markJobStep } from '../../web/src/features/pro-jobs/api/requests.ts';
import { buildProJob } from '../../web/src/testing/fixtures/index.ts';
import { STATES, state } from '../states.ts';
import { JSON_READ, JSON_RESPONSE, JSON_WRITE, clientFor, failure, newPact } from './pact.ts';

const { eachLike, fromProviderState, integer, like, regex, string } = MatchersV3;
const pact = newPact();

const ISO_DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
const E164 = '^\\+234\\d{10}$';
/** The state answers { bookingId } of the pro's job. */
const JOB_ID = fromProviderState('${bookingId}', 'b_1');
const jobPath = (suffix = '') => fromProviderState(`/app/pro/jobs/\${bookingId}${suffix}`, `/app/pro/jobs/b_1${suffix}`);

/** The job as the BFF answers it: matched by type, except what the screens branch on. */
function jobBody(onTheWay: boolean) {
  const example = buildProJob(onTheWay ? 'on_the_way' : 'assigned');
  const address = example.visit.address;
  if (!('street' in address)) throw new Error('an open job carries its whole address');
  const { street, area, city, state, landmark } = address;
  return {
    id: JOB_ID,
    reference: regex('^ILE-[A-Z0-9]{6}$', example.reference),
    service: 'home-cleaning',
    serviceName: like(example.serviceName),
    status: 'pro_assigned',
    visit: { address: like({ street, area, city, state, landmark }), date: regex('^\\d{4}-\\d{2}-\\d{2}$', example.visit.date), timeWindow: like(example.visit.timeWindow) },
    details: like(SMALLEST_JOB['home-cleaning']),
    price: { lines: eachLike({ label: string('Standard cleaning'), amountKobo: integer(1_500_000) }), totalKobo: integer(example.price.totalKobo), inspectionOnly: like(false) },
    // Shown while the job is the pro's: whom to call at the gate.
    customer: { firstName: string('Ada'), phone: regex(E164, '+2348031234567') },
    onTheWayAt: onTheWay ? regex(ISO_DATE_TIME, '2026-12-05T07:00:00.000Z') : null,
    startedAt: null,
    completedAt: null,
    proNote: null,
  };
}

describe('GET /app/pro/jobs', () => {
  it("when the pro has a job today, then 200 with it under today and nothing upcoming or past", () =>
    pact
      .addInteraction()
      .given(...state(STATES.jobExists, { assignedTo: 'the signed-in pro', inDays: 0 }))
      .uponReceiving("a pro's list of jobs")
      .withRequest('GET', '/app/pro/jobs', (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { today: eachLike(jobBody(false), 1), upcoming: [], past: [] } }))
      .executeTest(async (server) => {
        const jobs = await listProJobs(clientFor(server.url));
        expect(jobs.today).toHaveLength(1);
        expect(jobs.today[0]?.customer?.firstName).toBe('Ada');
      }));
});

describe('GET /app/pro/jobs/{id}', () => {
  it("when the job is the pro's, then 200 with the address, the customer's first name and phone", () =>
    pact
      .addInteraction()
      .given(...state(STATES.jobExists, { assignedTo: 'the signed-in pro', inDays: 0 }))
      .uponReceiving("one of the pro's jobs")
      .withRequest('GET', jobPath(), (req) => req.headers(JSON_READ))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: jobBody(false) }))
      .executeTest(async (server) => {
        const job = await getProJob(clientFor(server.url), 'b_1');
        expect(job).toMatchObject({ id: 'b_1', status: 'pro_assigned', customer: { firstName: 'Ada' } });
      }));

  it("when the job is another pro's, then 404 not_found, as if it did not exist", () =>
    pact
      .addInteraction()
      .given(...state(STATES.jobExists, { assignedTo: 'another pro', inDays: 0 }))
      .uponReceiving("a job that is another pro's")
      .withRequest('GET', fromProviderState('/app/pro/jobs/${bookingId}', '/app/pro/jobs/b_not_theirs'), (req) => req.headers(JSON_READ))
      .willRespondWith(404, (res) => res.headers(JSON_RESPONSE).jsonBody({ code: 'not_found', message: string('We could not find that.') }))
      .executeTest(async (server) => {
        expect(await failure(getProJob(clientFor(server.url), 'b_not_theirs'))).toMatchObject({ status: 404, code: 'not_found' });
      }));
});

describe('POST /app/pro/jobs/{id}/step', () => {
  it('when the pro sets out, then 200 with the job marked on the way', () =>
    pact
      .addInteraction()
      .given(...state(STATES.jobExists, { assignedTo: 'the signed-in pro', inDays: 0 }))
      .uponReceiving('a pro marking "on my way"')
      .withRequest('POST', jobPath('/step'), (req) => req.headers(JSON_WRITE).jsonBody({ step: 'on_the_way' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: jobBody(true) }))
      .executeTest(async (server) => {
        const job = await markJobStep(clientFor(server.url), 'b_1', { step: 'on_the_way' });
        expect(job.onTheWayAt).not.toBeNull();
      }));

  it('when the pro marks "started" before the visit day, then 409 booking_state_conflict with the day', () =>
    pact
      .addInteraction()
      .given(...state(STATES.jobExists, { assignedTo: 'the signed-in pro', inDays: 3 }))
      .uponReceiving('a pro starting a job before its day')
      .withRequest('POST', jobPath('/step'), (req) => req.headers(JSON_WRITE).jsonBody({ step: 'started' }))
      .willRespondWith(409, (res) =>
        res.headers(JSON_RESPONSE).jsonBody({ code: 'booking_state_conflict', message: string('This visit is on Saturday 5 December 2026; you can mark it started from that day.') }),
      )
      .executeTest(async (server) => {
        expect(await failure(markJobStep(clientFor(server.url), 'b_1', { step: 'started' }))).toMatchObject({ status: 409, code: 'booking_state_conflict' });
      }));
});

describe('POST /app/pro/jobs/{id}/decline', () => {
  it('when the pro declines before it starts, then 200 with the reference; the job is no longer theirs', () =>
    pact
      .addInteraction()
      .given(...state(STATES.jobExists, { assignedTo: 'the signed-in pro', inDays: 0 }))
      .uponReceiving('a pro declining a job')
      .withRequest('POST', jobPath('/decline'), (req) => req.headers(JSON_WRITE).jsonBody({ reason: 'I am ill this week.' }))
      .willRespondWith(200, (res) => res.headers(JSON_RESPONSE).jsonBody({ data: { reference: regex('^ILE-[A-Z0-9]{6}$', 'ILE-7KX2Q9') } }))
      .executeTest(async (server) => {
        expect(await declineJob(clientFor(server.url), 'b_1', { reason: 'I am ill this week.' })).toEqual({ reference: 'ILE-7KX2Q9' });
      }));
});
