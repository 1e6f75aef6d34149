// MSW handlers for sendReferral, per state the invitation form can be in (e-mailed, WhatsApp only,
// slow, field errors, too many, offline), and the sign-up answers about a referral code. Handlers can
// record the bodies they received, so play functions check what was sent.
import { delay, HttpResponse } from 'msw';
import type { SignUpRequest } from '../../api/types.ts';
import type { Referral, ReferralRequest } from '../../features/referrals/api/requests.ts';
import {
  buildApiError,
  buildCurrentUser,
  buildNoFriendContactError,
  buildReferral,
  buildReferralValidationError,
  buildTooManyRequestsError,
  buildUnknownReferralCodeError,
  buildWhatsAppOnlyReferral,
  referralFromRequest,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import type { RequestLog } from './request-log.ts';

export const sendReferralHandlers = {
  /** Answers with what was sent, like the BFF: e-mailed whenever there is an e-mail. */
  ok: (log?: RequestLog<ReferralRequest>) =>
    http.post('/app/sendRefMessage', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(201).json({ data: referralFromRequest(body) });
    }),
  emailed: (referral: Referral = buildReferral()) => http.post('/app/sendRefMessage', ({ response }) => response(201).json({ data: referral })),
  whatsappOnly: (referral: Referral = buildWhatsAppOnlyReferral()) => http.post('/app/sendRefMessage', ({ response }) => response(201).json({ data: referral })),
  /** Answers after SLOW_MS: the sending state. */
  slow: () =>
    http.post('/app/sendRefMessage', async ({ request, response }) => {
      const body = await request.json();
      await delay(SLOW_MS);
      return response(201).json({ data: referralFromRequest(body) });
    }),
  fieldErrors: (fields: Record<string, string>) => http.post('/app/sendRefMessage', ({ response }) => response(400).json(buildReferralValidationError(fields))),
  noContact: () => http.post('/app/sendRefMessage', ({ response }) => response(400).json(buildNoFriendContactError())),
  tooMany: () => http.post('/app/sendRefMessage', ({ response }) => response(429).json(buildTooManyRequestsError())),
  /** A customer who has not paid for a booking yet. */
  needsABooking: () =>
    http.post('/app/sendRefMessage', ({ response }) =>
      response(403).json(buildApiError({ code: 'referrals_need_a_booking', message: 'You can invite friends once you have paid for a booking with us.' })),
    ),
  serverError: () => http.post('/app/sendRefMessage', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.post('/app/sendRefMessage', () => HttpResponse.error()),
};

/** Sign-up answers about the referral code (the account calls' other states are in accounts.ts). */
export const signUpReferralHandlers = {
  /** Creates the account and records the body, so a story sees the code that was sent. */
  recorded: (log: RequestLog<SignUpRequest>) =>
    http.post('/app/signup', async ({ request, response }) => {
      const body = await request.json();
      log.requests.push(body);
      return response(201).json({ data: buildCurrentUser({ id: 'u_bola', name: body.name, email: body.email, referralCode: 'BOLA4Q' }) });
    }),
  unknownCode: () => http.post('/app/signup', ({ response }) => response(400).json(buildUnknownReferralCodeError())),
};
