// Per-client limits on the calls attackers hammer: sign-in, sign-up, password resets, pro
// applications and contact messages; referral invitations are limited per signed-in customer.
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { RateLimits } from '../config.ts';
import { tooManyRequests } from './app-error.ts';

export interface RateLimiters {
  signIn: RequestHandler;
  signUp: RequestHandler;
  passwordResetRequest: RequestHandler;
  passwordReset: RequestHandler;
  proApplication: RequestHandler;
  contactMessage: RequestHandler;
  referral: RequestHandler;
}

/** Counts per account, not per address: a customer on several networks shares one allowance. */
function byUser(req: Request): string {
  return req.currentUser ? `user:${req.currentUser.id}` : ipKeyGenerator(req.ip ?? '');
}

function limiter(windowMs: number, limit: number, options: { onlyFailures?: boolean; key?: (req: Request) => string } = {}): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Sign-in counts failures only: a customer who signs in often is never locked out.
    skipSuccessfulRequests: options.onlyFailures ?? false,
    ...(options.key ? { keyGenerator: options.key } : {}),
    handler: (_req, _res, next) => next(tooManyRequests()),
  });
}

export function createRateLimiters(limits: RateLimits): RateLimiters {
  return {
    signIn: limiter(limits.windowMs, limits.signInFailures, { onlyFailures: true }),
    signUp: limiter(limits.windowMs, limits.signUps),
    passwordResetRequest: limiter(limits.windowMs, limits.passwordResetRequests),
    passwordReset: limiter(limits.windowMs, limits.passwordResets),
    proApplication: limiter(limits.windowMs, limits.proApplications),
    contactMessage: limiter(limits.windowMs, limits.contactMessages),
    referral: limiter(limits.windowMs, limits.referrals, { key: byUser }),
  };
}
