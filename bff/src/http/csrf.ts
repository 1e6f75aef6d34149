// CSRF: OWASP's signed double-submit cookie, by csrf-csrf. The token is an HMAC (keyed from
// SESSION_SECRET) of a random value and the session it belongs to: "anonymous" before sign-in, so a
// visitor needs no stored session, and the session id after, so a token from before sign-in or from
// another session is refused. The browser reads it from the XSRF-TOKEN cookie and echoes it in
// X-XSRF-TOKEN; a write the browser marks as cross-site is refused even with a token.
import { createHmac } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { AppError, MESSAGES } from './app-error.ts';
import { SESSION_MAX_AGE_MS } from './session.ts';
import './request-context.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** What a token is bound to before sign-in: no session is stored for a visitor. */
const ANONYMOUS = 'anonymous';

/** Readable by the app's script (it echoes the value), never sent cross-site on writes. */
const COOKIE_OPTIONS = { httpOnly: false, sameSite: 'lax', path: '/', maxAge: SESSION_MAX_AGE_MS } as const;

/** The token maker csrfProtection puts on the request. */
function tokenMaker(req: Request): NonNullable<Request['csrfToken']> {
  if (!req.csrfToken) throw new Error('csrfProtection must run before a token is issued');
  return req.csrfToken;
}

/** A fresh token bound to the current session (at sign-in, sign-up and password reset, after the new session id). */
export function issueCsrfToken(req: Request): string {
  return tokenMaker(req)({ overwrite: true });
}

/** The visitor's token if it is still theirs, else a new one; the cookie is (re)sent either way. */
export function ensureCsrfToken(req: Request): string {
  return tokenMaker(req)();
}

export function clearCsrfCookie(req: Request, res: Response): void {
  res.clearCookie(CSRF_COOKIE, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the browser says the write comes from another site (defence in depth on top of the
 * token: OWASP's fetch-metadata and Origin checks). Sec-Fetch-Site is the browser's own word;
 * Origin is the fallback for browsers that lack it. Clients that send neither (curl, tests,
 * server-to-server) are judged by the token alone.
 */
export function crossSite(req: Request, publicHostname: string | null): boolean {
  const site = req.get('sec-fetch-site');
  if (site) return site === 'cross-site';
  const origin = req.get('origin');
  if (!origin) return false;
  let hostname: string;
  try {
    hostname = new URL(origin).hostname;
  } catch {
    // "null" (sandboxed frames, opaque origins) or garbage: nothing to trust.
    return true;
  }
  if (hostname === req.hostname || hostname === publicHostname) return false;
  // The dev server proxies localhost:5173 to 127.0.0.1:3001: both are this machine.
  return !(LOOPBACK.has(hostname) && LOOPBACK.has(req.hostname));
}

/**
 * `sessionSecret` keys the tokens (every instance shares it); `publicUrl` (PUBLIC_URL) is also
 * accepted as an Origin behind a proxy. Needs cookie-parser before it and the session middleware.
 */
export function csrfProtection(options: { sessionSecret: string; publicUrl?: string }): RequestHandler {
  const publicHostname = options.publicUrl ? new URL(options.publicUrl).hostname : null;
  const secret = createHmac('sha256', options.sessionSecret).update('csrf-token-key').digest('hex');
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (req) => (req.session?.userId ? req.sessionID : ANONYMOUS),
    cookieName: CSRF_COOKIE,
    cookieOptions: COOKIE_OPTIONS,
    getCsrfTokenFromRequest: (req) => req.get(CSRF_HEADER),
  });
  return (req, res, next) => {
    req.csrfToken = (generate = {}) => generateCsrfToken(req, res, { ...generate, cookieOptions: { ...COOKIE_OPTIONS, secure: req.secure } });
    if (!UNSAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    if (!validateRequest(req) || crossSite(req, publicHostname)) {
      next(new AppError(403, 'csrf_invalid', MESSAGES.csrf));
      return;
    }
    next();
  };
}
