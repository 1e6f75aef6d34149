// HTTP for accounts: parse (already validated), call the service, answer through the mapper.
import { Router, type Request, type Response } from 'express';
import type { RequestBody, ResponseBody } from '../../api/types.ts';
import { clearCsrfCookie, ensureCsrfToken, issueCsrfToken } from '../../http/csrf.ts';
import type { RateLimiters } from '../../http/rate-limits.ts';
import { signedInUser } from '../../http/route-params.ts';
import { destroySession, regenerateSession, saveSession, SESSION_COOKIE } from '../../http/session.ts';
import type { CurrentUserView } from './mapper.ts';
import type { UserRecord } from './repository.ts';
import type { EmailProof } from './email-proof.ts';
import type { AccountsService } from './service.ts';
import type { SignInCodes } from './sign-in-codes.ts';
import type { SetBookingTexts } from './texts-setting.ts';

/** A new session id and CSRF token for the signed-in user (no session fixation). */
async function startSignedInSession(req: Request, res: Response, user: UserRecord): Promise<void> {
  await regenerateSession(req);
  req.session.userId = user.id;
  issueCsrfToken(req);
  await saveSession(req);
  req.currentUser = user;
}

export interface AccountsRouterDeps {
  service: AccountsService;
  limiters: RateLimiters;
  currentUserView: CurrentUserView;
  codes: SignInCodes;
  setBookingTexts: SetBookingTexts;
  emailProof: EmailProof;
}

export function accountsRouter({ service, limiters, currentUserView, codes, setBookingTexts, emailProof }: AccountsRouterDeps): Router {
  const router = Router();

  router.get('/current_user', async (req, res) => {
    // The SPA calls this first, so this is where every visitor gets a CSRF token: a cookie only,
    // nothing stored for a visitor who has not signed in.
    ensureCsrfToken(req);
    const body: ResponseBody<'getCurrentUser', 200> = { data: req.currentUser ? await currentUserView(req.currentUser) : false };
    res.json(body);
  });

  router.post('/signup', limiters.signUp, async (req, res) => {
    const input: RequestBody<'signUp'> = req.body;
    const user = await service.signUp({ name: input.name, email: input.email, phone: input.phone, password: input.password, referralCode: input.referralCode });
    await startSignedInSession(req, res, user);
    const body: ResponseBody<'signUp', 201> = { data: await currentUserView(user) };
    res.status(201).json(body);
  });

  router.post('/signin', ...limiters.signIn, async (req, res) => {
    const input: RequestBody<'signIn'> = req.body;
    const user = await service.signIn(input.email, input.password);
    await startSignedInSession(req, res, user);
    const body: ResponseBody<'signIn', 200> = { data: await currentUserView(user) };
    res.json(body);
  });

  router.post('/signin/code', limiters.signInCodeRequest, async (req, res) => {
    const input: RequestBody<'sendSignInCode'> = req.body;
    const body: ResponseBody<'sendSignInCode', 202> = { data: await codes.sendCode(input.phone) };
    res.status(202).json(body);
  });

  router.post('/signin/phone', limiters.signInCodeFailures, async (req, res) => {
    const input: RequestBody<'signInWithCode'> = req.body;
    const { user, created } = await codes.signIn(input);
    await startSignedInSession(req, res, user);
    const data = await currentUserView(user);
    if (created) {
      const body: ResponseBody<'signInWithCode', 201> = { data };
      res.status(201).json(body);
    } else {
      const body: ResponseBody<'signInWithCode', 200> = { data };
      res.json(body);
    }
  });

  router.get('/logout', async (req, res) => {
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: req.secure });
    clearCsrfCookie(req, res);
    res.redirect(302, '/');
  });

  router.post('/forgot_password', limiters.passwordResetRequest, async (req, res) => {
    const input: RequestBody<'requestPasswordReset'> = req.body;
    // Not awaited: the token and the mail follow the answer, so a known e-mail answers as fast as an unknown one.
    service.requestPasswordReset(input.email);
    const body: ResponseBody<'requestPasswordReset', 202> = { data: { sent: true } };
    res.status(202).json(body);
  });

  router.post('/reset_password', limiters.passwordReset, async (req, res) => {
    const input: RequestBody<'resetPassword'> = req.body;
    const user = await service.resetPassword(input.token, input.password);
    await startSignedInSession(req, res, user);
    const body: ResponseBody<'resetPassword', 200> = { data: await currentUserView(user) };
    res.json(body);
  });

  // Role user only (x-roles): staff and pros get no booking texts of their own to turn off.
  router.put('/account/texts', async (req, res) => {
    const input: RequestBody<'setBookingTexts'> = req.body;
    const user = await setBookingTexts(signedInUser(req), input.bookingTexts);
    req.currentUser = user;
    const body: ResponseBody<'setBookingTexts', 200> = { data: await currentUserView(user) };
    res.json(body);
  });

  // Proven identity: an e-mail is the account's once its link is used, a phone once its code is entered.
  router.post('/account/email', limiters.emailLinks, async (req, res) => {
    const input: RequestBody<'sendEmailVerification'> = req.body;
    const user = await emailProof.request(signedInUser(req).id, input.email);
    req.currentUser = user;
    const body: ResponseBody<'sendEmailVerification', 200> = { data: await currentUserView(user) };
    res.json(body);
  });

  // Public: the link may be opened signed out, on another device.
  router.post('/account/email/verify', limiters.emailLinkFailures, async (req, res) => {
    const input: RequestBody<'verifyEmail'> = req.body;
    const body: ResponseBody<'verifyEmail', 200> = { data: await emailProof.verify(input.token) };
    res.json(body);
  });

  router.post('/account/phone/code', limiters.signInCodeRequest, async (req, res) => {
    const input: RequestBody<'sendPhoneCode'> = req.body;
    const body: ResponseBody<'sendPhoneCode', 202> = { data: await codes.sendPhoneCode(input.phone) };
    res.status(202).json(body);
  });

  router.post('/account/phone', limiters.signInCodeFailures, async (req, res) => {
    const input: RequestBody<'verifyPhone'> = req.body;
    const user = await codes.provePhone(signedInUser(req).id, input);
    req.currentUser = user;
    const body: ResponseBody<'verifyPhone', 200> = { data: await currentUserView(user) };
    res.json(body);
  });

  return router;
}
