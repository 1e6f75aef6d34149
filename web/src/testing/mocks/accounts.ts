// Handler factories for the account calls, one per state a screen can be in.
import { delay, HttpResponse } from 'msw';
import type { CurrentUser } from '../../api/types.ts';
import { buildAdmin, buildApiError, buildCurrentUser, buildEmailTakenError, buildInvalidCredentialsError, buildProUser, buildResetTokenInvalidError, buildTooManyRequestsError, buildValidationError } from '../fixtures/index.ts';
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
  /** Answers with the name and e-mail that were sent, like the real BFF. */
  echo: () => http.post('/app/signup', async ({ request, response }) => {
    const body = await request.json();
    return response(201).json({ data: buildCurrentUser({ name: body.name, email: body.email }) });
  }),
  fieldErrors: (fields?: Record<string, string>) => http.post('/app/signup', ({ response }) => response(400).json(buildValidationError(fields))),
  emailTaken: () => http.post('/app/signup', ({ response }) => response(409).json(buildEmailTakenError())),
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
