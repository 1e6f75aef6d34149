// CSRF: a synchronizer token bound to the session. The browser reads it from the XSRF-TOKEN
// cookie and echoes it in X-XSRF-TOKEN; the server compares with the session's copy, never
// trusting the cookie alone. A write the browser marks as cross-site is refused even with a token.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { AppError, MESSAGES } from './app-error.ts';
import { SESSION_MAX_AGE_MS } from './session.ts';
import './request-context.ts';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function setCsrfCookie(req: Request, res: Response, token: string): void {
  res.cookie(CSRF_COOKIE, token, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/', maxAge: SESSION_MAX_AGE_MS });
}

/** A fresh token in the session and the cookie (at sign-in, sign-up and password reset). */
export function issueCsrfToken(req: Request, res: Response): string {
  const token = randomBytes(32).toString('base64url');
  req.session.csrfToken = token;
  setCsrfCookie(req, res, token);
  return token;
}

/** The session's token, made if missing (`created`); the cookie is (re)sent either way. */
export function ensureCsrfToken(req: Request, res: Response): { token: string; created: boolean } {
  const token = req.session.csrfToken;
  if (!token) return { token: issueCsrfToken(req, res), created: true };
  setCsrfCookie(req, res, token);
  return { token, created: false };
}

export function clearCsrfCookie(req: Request, res: Response): void {
  res.clearCookie(CSRF_COOKIE, { httpOnly: false, sameSite: 'lax', secure: req.secure, path: '/' });
}

function sameToken(a: string, b: string): boolean {
  // Hashing first gives equal-length buffers, so the comparison time says nothing about length.
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}

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

/** `publicUrl`: the address users reach the site at (PUBLIC_URL), also accepted as an Origin behind a proxy. */
export function csrfProtection(options: { publicUrl?: string } = {}): RequestHandler {
  const publicHostname = options.publicUrl ? new URL(options.publicUrl).hostname : null;
  return (req, _res, next) => {
    if (!UNSAFE_METHODS.has(req.method)) {
      next();
      return;
    }
    const expected = req.session?.csrfToken;
    const sent = req.get(CSRF_HEADER);
    if (!expected || !sent || !sameToken(sent, expected) || crossSite(req, publicHostname)) {
      next(new AppError(403, 'csrf_invalid', MESSAGES.csrf));
      return;
    }
    next();
  };
}
