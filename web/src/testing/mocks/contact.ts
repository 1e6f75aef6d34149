// MSW handlers for POST /app/sendMessage, one per answer the contact form can get. Each can record the
// bodies it received, so play functions prove what was sent and that a double tap sends one message.
import { delay, HttpResponse } from 'msw';
import type { ContactMessageRequest } from '../../features/contact/api/requests.ts';
import { buildApiError, buildContactTooManyError, buildContactValidationError } from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import { createRequestLog, type RequestLog } from './request-log.ts';

export type ContactLog = RequestLog<ContactMessageRequest>;
export const createContactLog = (): ContactLog => createRequestLog<ContactMessageRequest>();

type Answer = () => Promise<Response> | Response;

function sendCall(answer: Answer, log?: ContactLog) {
  return http.post('/app/sendMessage', async ({ request }) => {
    log?.requests.push(await request.json());
    return answer();
  });
}

const received = () => HttpResponse.json({ data: { received: true } }, { status: 202 });
const refused = (status: number, body: ReturnType<typeof buildApiError>) => HttpResponse.json(body, { status });

export const sendContactMessageHandlers = {
  ok: (log?: ContactLog) => sendCall(received, log),
  /** Answers after SLOW_MS: the sending state, long enough for a second tap to land. */
  slow: (log?: ContactLog) =>
    sendCall(async () => {
      await delay(SLOW_MS);
      return received();
    }, log),
  /** Never answers: the button stays busy. */
  pending: (log?: ContactLog) =>
    sendCall(async () => {
      await delay('infinite');
      return received();
    }, log),
  fieldErrors: (fields?: Record<string, string>, log?: ContactLog) => sendCall(() => refused(400, buildContactValidationError(fields)), log),
  tooMany: (log?: ContactLog) => sendCall(() => refused(429, buildContactTooManyError()), log),
  serverError: (log?: ContactLog) => sendCall(() => refused(500, buildApiError()), log),
  networkError: (log?: ContactLog) => sendCall(() => HttpResponse.error(), log),
};
