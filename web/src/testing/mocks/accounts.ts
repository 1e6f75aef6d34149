// Handler factories for the account calls, one per state a screen can be in.
import { delay, HttpResponse } from 'msw';
import type { CodeSignInRequest, CurrentUser, EmailVerificationRequest, PhoneVerifyRequest, SignInCodeRequest } from '../../api/types.ts';
import {
  buildAdmin,
  buildApiError,
  buildCodeExpiredError,
  buildCodeInvalidError,
  buildCodeTriesExhaustedError,
  buildCurrentUser,
  buildEmailLinkInvalidError,
  buildEmailTakenError,
  buildNewEmailCustomer,
  buildInvalidCredentialsError,
  buildNameRequiredError,
  buildPhoneCustomer,
  buildPhoneSignInPausedError,
  buildProUser,
  buildResendTooSoonError,
  buildResetTokenInvalidError,
  buildSignInCodeSent,
  buildTooManyCodesError,
  buildTooManyEmailLinksError,
  buildTooManyRequestsError,
  buildValidationError,
} from '../fixtures/index.ts';
import { http, SLOW_MS } from './http.ts';
import type { RequestLog } from './request-log.ts';

export const currentUserHandlers = {
  signedOut: () => http.get('/app/current_user', ({ response }) => response(200).json({ data: false })),
  customer: (user: CurrentUser = buildCurrentUser()) => http.get('/app/current_user', ({ response }) => response(200).json({ data: user })),
  admin: (user: CurrentUser = buildAdmin()) => http.get('/app/current_user', ({ response }) => response(200).json({ data: user })),
  pro: (user: CurrentUser = buildProUser()) => http.get('/app/current_user', ({ response }) => response(200).json({ data: user })),
  /** Never answers: the start-up loader stays. */
  loading: () => http.get('/app/current_user', async ({ response }) => {
    await delay('infinite');
    return response(200).json({ data: false });
  }),
  slow: (user: CurrentUser | false = false) => http.get('/app/current_user', async ({ response }) => {
    await delay(SLOW_MS);
    return response(200).json({ data: user });
  }),
  error: () => http.get('/app/current_user', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.get('/app/current_user', () => HttpResponse.error()),
};

export const signInHandlers = {
  ok: (user: CurrentUser = buildCurrentUser()) => http.post('/app/signin', ({ response }) => response(200).json({ data: user })),
  admin: () => signInHandlers.ok(buildAdmin()),
  wrongPassword: () => http.post('/app/signin', ({ response }) => response(401).json(buildInvalidCredentialsError())),
  fieldErrors: (fields?: Record<string, string>) => http.post('/app/signin', ({ response }) => response(400).json(buildValidationError(fields ?? { email: 'Enter a valid e-mail address, like name@example.com.' }))),
  tooMany: () => http.post('/app/signin', ({ response }) => response(429).json(buildTooManyRequestsError())),
  networkError: () => http.post('/app/signin', () => HttpResponse.error()),
  slow: (user: CurrentUser = buildCurrentUser()) => http.post('/app/signin', async ({ response }) => {
    await delay(SLOW_MS);
    return response(200).json({ data: user });
  }),
};

export const signUpHandlers = {
  ok: (user: CurrentUser = buildCurrentUser()) => http.post('/app/signup', ({ response }) => response(201).json({ data: user })),
  /** Answers like the real BFF: the name sent, the e-mail waiting for its link, the phone not proven yet. */
  echo: () => http.post('/app/signup', async ({ request, response }) => {
    const body = await request.json();
    return response(201).json({ data: buildNewEmailCustomer({ name: body.name, pendingEmail: body.email, ...(body.phone.startsWith('+234') ? { phone: body.phone } : {}) }) });
  }),
  fieldErrors: (fields?: Record<string, string>) => http.post('/app/signup', ({ response }) => response(400).json(buildValidationError(fields))),
  networkError: () => http.post('/app/signup', () => HttpResponse.error()),
  slow: () => http.post('/app/signup', async ({ response }) => {
    await delay(SLOW_MS);
    return response(201).json({ data: buildCurrentUser() });
  }),
};

export const forgotPasswordHandlers = {
  sent: (log?: RequestLog<{ email: string }>) =>
    http.post('/app/forgot_password', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(202).json({ data: { sent: true } });
    }),
  fieldErrors: () => http.post('/app/forgot_password', ({ response }) => response(400).json(buildValidationError({ email: 'Enter a valid e-mail address, like name@example.com.' }))),
  tooMany: () => http.post('/app/forgot_password', ({ response }) => response(429).json(buildTooManyRequestsError())),
  networkError: () => http.post('/app/forgot_password', () => HttpResponse.error()),
  slow: () => http.post('/app/forgot_password', async ({ response }) => {
    await delay(SLOW_MS);
    return response(202).json({ data: { sent: true } });
  }),
};

export const resetPasswordHandlers = {
  ok: (user: CurrentUser = buildCurrentUser()) => http.post('/app/reset_password', ({ response }) => response(200).json({ data: user })),
  invalidLink: () => http.post('/app/reset_password', ({ response }) => response(400).json(buildResetTokenInvalidError())),
  fieldErrors: () => http.post('/app/reset_password', ({ response }) => response(400).json(buildValidationError({ password: 'That password is too common. Try a longer phrase.' }))),
  networkError: () => http.post('/app/reset_password', () => HttpResponse.error()),
};

/** The logout link is a navigation (seed): the BFF ends the session and redirects home. */
export const logoutHandlers = {
  ok: () => http.get('/app/logout', () => new HttpResponse(null, { status: 302, headers: { Location: '/' } })),
};

/** POST /app/signin/code: a code on its way, or each way asking for one fails. */
export const sendSignInCodeHandlers = {
  /** Answers with the number that was sent (the client sends it as +234…), like the BFF. */
  sent: (log?: RequestLog<SignInCodeRequest>, resendInSeconds = 60) =>
    http.post('/app/signin/code', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(202).json({ data: buildSignInCodeSent({ resendInSeconds, ...(body.phone.startsWith('+234') ? { phone: body.phone } : {}) }) });
    }),
  invalidPhone: () => http.post('/app/signin/code', ({ response }) => response(400).json(buildValidationError({ phone: 'We can’t text that number. Enter a Nigerian mobile number, like 0803 123 4567.' }))),
  resendTooSoon: (seconds = 42) => http.post('/app/signin/code', ({ response }) => response(429).json(buildResendTooSoonError(seconds), { headers: { 'Retry-After': String(seconds) } })),
  tooMany: () => http.post('/app/signin/code', ({ response }) => response(429).json(buildTooManyCodesError(), { headers: { 'Retry-After': '3600' } })),
  paused: () => http.post('/app/signin/code', ({ response }) => response(503).json(buildPhoneSignInPausedError(), { headers: { 'Retry-After': '3600' } })),
  networkError: () => http.post('/app/signin/code', () => HttpResponse.error()),
  slow: () =>
    http.post('/app/signin/code', async ({ response }) => {
      await delay(SLOW_MS);
      return response(202).json({ data: buildSignInCodeSent() });
    }),
};

/** POST /app/signin/phone: a known number, a new one (name asked first), and each wrong code. */
export const signInWithCodeHandlers = {
  known: (user: CurrentUser = buildCurrentUser(), log?: RequestLog<CodeSignInRequest>) =>
    http.post('/app/signin/phone', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(200).json({ data: user });
    }),
  /** Like the BFF for a number with no account: no name, 400 name_required; with one, 201 and the new customer. */
  newCustomer: (log?: RequestLog<CodeSignInRequest>) =>
    http.post('/app/signin/phone', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      if (!body.name) return response(400).json(buildNameRequiredError());
      return response(201).json({ data: buildPhoneCustomer({ name: body.name, pendingEmail: body.email ?? null, phone: body.phone.startsWith('+234') ? body.phone : '+2348065550142' }) });
    }),
  wrongCode: (triesLeft = 4) => http.post('/app/signin/phone', ({ response }) => response(400).json(buildCodeInvalidError(triesLeft))),
  expired: () => http.post('/app/signin/phone', ({ response }) => response(400).json(buildCodeExpiredError())),
  triesExhausted: () => http.post('/app/signin/phone', ({ response }) => response(400).json(buildCodeTriesExhaustedError())),
  tooMany: () => http.post('/app/signin/phone', ({ response }) => response(429).json(buildTooManyRequestsError())),
  networkError: () => http.post('/app/signin/phone', () => HttpResponse.error()),
  slow: (user: CurrentUser = buildCurrentUser()) =>
    http.post('/app/signin/phone', async ({ response }) => {
      await delay(SLOW_MS);
      return response(200).json({ data: user });
    }),
};

/** PUT /app/account/texts: answers the current user with the setting that was sent. */
export const setBookingTextsHandlers = {
  ok: (user: CurrentUser = buildCurrentUser(), log?: RequestLog<{ bookingTexts: boolean }>) =>
    http.put('/app/account/texts', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(200).json({ data: { ...user, bookingTexts: body.bookingTexts } });
    }),
  error: () => http.put('/app/account/texts', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  slow: (user: CurrentUser = buildCurrentUser()) =>
    http.put('/app/account/texts', async ({ request, response }) => {
      const body = await request.json();
      await delay(SLOW_MS);
      return response(200).json({ data: { ...user, bookingTexts: body.bookingTexts } });
    }),
  /** Fails the first call (a server fault), then saves: the failed state, then Try again. */
  failOnce: (user: CurrentUser = buildCurrentUser()) => {
    const calls = { received: 0 };
    const handler = http.put('/app/account/texts', async ({ request, response }) => {
      calls.received += 1;
      if (calls.received === 1) return response('default').json(buildApiError(), { status: 500 });
      const body = await request.json();
      return response(200).json({ data: { ...user, bookingTexts: body.bookingTexts } });
    });
    return { handler, calls, reset: () => void (calls.received = 0) };
  },
};

/** POST /app/account/email: the link goes out and the answer is the user with the e-mail waiting. */
export const sendEmailVerificationHandlers = {
  sent: (user: CurrentUser = buildNewEmailCustomer(), log?: RequestLog<EmailVerificationRequest>) =>
    http.post('/app/account/email', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(200).json({ data: { ...user, pendingEmail: body.email } });
    }),
  fieldErrors: (fields: Record<string, string> = { email: 'Enter a valid e-mail address, like name@example.com.' }) =>
    http.post('/app/account/email', ({ response }) => response(400).json(buildValidationError(fields))),
  tooMany: () => http.post('/app/account/email', ({ response }) => response(429).json(buildTooManyEmailLinksError(), { headers: { 'Retry-After': '3600' } })),
  error: () => http.post('/app/account/email', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.post('/app/account/email', () => HttpResponse.error()),
  slow: (user: CurrentUser = buildNewEmailCustomer()) =>
    http.post('/app/account/email', async ({ request, response }) => {
      const body = await request.json();
      await delay(SLOW_MS);
      return response(200).json({ data: { ...user, pendingEmail: body.email } });
    }),
};

/** POST /app/account/email/verify: the link's token, confirmed or not. */
export const verifyEmailHandlers = {
  ok: (email = 'kemi@example.ng', log?: RequestLog<{ token: string }>) =>
    http.post('/app/account/email/verify', async ({ request, response }) => {
      log?.requests.push(await request.json());
      return response(200).json({ data: { email } });
    }),
  linkInvalid: () => http.post('/app/account/email/verify', ({ response }) => response(400).json(buildEmailLinkInvalidError())),
  emailTaken: () => http.post('/app/account/email/verify', ({ response }) => response(409).json(buildEmailTakenError())),
  error: () => http.post('/app/account/email/verify', ({ response }) => response('default').json(buildApiError(), { status: 500 })),
  networkError: () => http.post('/app/account/email/verify', () => HttpResponse.error()),
  /** Never answers: "Confirming…" stays. */
  pending: () =>
    http.post('/app/account/email/verify', async ({ response }) => {
      await delay('infinite');
      return response(200).json({ data: { email: 'kemi@example.ng' } });
    }),
  /** Fails the first call (offline), then confirms: the failed state, then Try again. */
  failOnce: (email = 'kemi@example.ng') => {
    const calls = { received: 0 };
    const handler = http.post('/app/account/email/verify', ({ response }) => {
      calls.received += 1;
      if (calls.received === 1) return HttpResponse.error();
      return response(200).json({ data: { email } });
    });
    return { handler, calls, reset: () => void (calls.received = 0) };
  },
};

/** POST /app/account/phone/code: a code to prove a number, with the sign-in code's failures. */
export const sendPhoneCodeHandlers = {
  sent: (log?: RequestLog<SignInCodeRequest>, resendInSeconds = 60) =>
    http.post('/app/account/phone/code', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(202).json({ data: buildSignInCodeSent({ resendInSeconds, ...(body.phone.startsWith('+234') ? { phone: body.phone } : {}) }) });
    }),
  invalidPhone: () => http.post('/app/account/phone/code', ({ response }) => response(400).json(buildValidationError({ phone: 'We can’t text that number. Enter a Nigerian mobile number, like 0803 123 4567.' }))),
  resendTooSoon: (seconds = 42) => http.post('/app/account/phone/code', ({ response }) => response(429).json(buildResendTooSoonError(seconds), { headers: { 'Retry-After': String(seconds) } })),
  tooMany: () => http.post('/app/account/phone/code', ({ response }) => response(429).json(buildTooManyCodesError(), { headers: { 'Retry-After': '3600' } })),
  paused: () => http.post('/app/account/phone/code', ({ response }) => response(503).json(buildPhoneSignInPausedError(), { headers: { 'Retry-After': '3600' } })),
  networkError: () => http.post('/app/account/phone/code', () => HttpResponse.error()),
  slow: () =>
    http.post('/app/account/phone/code', async ({ response }) => {
      await delay(SLOW_MS);
      return response(202).json({ data: buildSignInCodeSent() });
    }),
};

/** POST /app/account/phone: the right code proves the number; each wrong one fails as at sign-in. */
export const verifyPhoneHandlers = {
  /** Answers the user with the number sent, now proven, like the BFF. */
  ok: (user: CurrentUser = buildNewEmailCustomer(), log?: RequestLog<PhoneVerifyRequest>) =>
    http.post('/app/account/phone', async ({ request, response }) => {
      const body = await request.json();
      log?.requests.push(body);
      return response(200).json({ data: { ...user, phone: body.phone.startsWith('+234') ? body.phone : user.phone, phoneVerified: true } });
    }),
  wrongCode: (triesLeft = 4) => http.post('/app/account/phone', ({ response }) => response(400).json(buildCodeInvalidError(triesLeft))),
  expired: () => http.post('/app/account/phone', ({ response }) => response(400).json(buildCodeExpiredError())),
  triesExhausted: () => http.post('/app/account/phone', ({ response }) => response(400).json(buildCodeTriesExhaustedError())),
  tooMany: () => http.post('/app/account/phone', ({ response }) => response(429).json(buildTooManyRequestsError())),
  networkError: () => http.post('/app/account/phone', () => HttpResponse.error()),
};
