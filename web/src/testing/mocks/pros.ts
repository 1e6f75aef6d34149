// MSW handlers for POST /app/pro, one per state the Become a Pro page can be in. Each can record the
// bodies it received, so play functions prove a double tap sends one application.
import { delay, HttpResponse } from 'msw';
import type { ErrorBody, ProApplication, ProApplicationRequest } from '../../api/types.ts';
import { buildApiError, buildApplicationPendingError, buildProApplication, buildProValidationError, buildTooManyRequestsError } from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import { createRequestLog, type RequestLog } from './request-log.ts';

export type ApplicationLog = RequestLog<ProApplicationRequest>;
export const createApplicationLog = (): ApplicationLog => createRequestLog<ProApplicationRequest>();

/** The receipt the BFF would give for this body: its name and services, pending. */
function receiptFor(body: ProApplicationRequest, base: ProApplication): ProApplication {
  return { ...base, name: body.name, services: body.services };
}

type Answer = (body: ProApplicationRequest) => Promise<Response> | Response;

function applyCall(answer: Answer, log?: ApplicationLog) {
  return http.post('/app/pro', async ({ request }) => {
    const body = await request.json();
    log?.requests.push(body);
    return answer(body);
  });
}

const failure = (status: number, body: ErrorBody) => HttpResponse.json<ErrorBody>(body, { status });
const received = (application: ProApplication) => HttpResponse.json({ data: application }, { status: 201 });

export const applyAsProHandlers = {
  ok: (base: ProApplication = buildProApplication(), log?: ApplicationLog) => applyCall((body) => received(receiptFor(body, base)), log),
  /** Answers after SLOW_MS: the submitting state, long enough for a second tap to land. */
  slow: (base: ProApplication = buildProApplication(), log?: ApplicationLog) =>
    applyCall(async (body) => {
      await delay(SLOW_MS);
      return received(receiptFor(body, base));
    }, log),
  /** Never answers: the button stays busy. */
  pending: (log?: ApplicationLog) =>
    applyCall(async (body) => {
      await delay('infinite');
      return received(receiptFor(body, buildProApplication()));
    }, log),
  fieldErrors: (fields?: Record<string, string>, log?: ApplicationLog) => applyCall(() => failure(400, buildProValidationError(fields)), log),
  applicationPending: (fields?: Record<string, string>, log?: ApplicationLog) => applyCall(() => failure(409, buildApplicationPendingError(fields)), log),
  tooMany: (log?: ApplicationLog) => applyCall(() => failure(429, buildTooManyRequestsError()), log),
  serverError: (log?: ApplicationLog) => applyCall(() => failure(500, buildApiError()), log),
  networkError: (log?: ApplicationLog) => applyCall(() => HttpResponse.error(), log),
  /** The connection drops on the first attempt; the retry gets through. */
  networkErrorThenOk: (log?: ApplicationLog) => {
    let attempt = 0;
    return applyCall((body) => {
      attempt = log ? log.requests.length : attempt + 1;
      return attempt === 1 ? HttpResponse.error() : received(receiptFor(body, buildProApplication()));
    }, log);
  },
};
