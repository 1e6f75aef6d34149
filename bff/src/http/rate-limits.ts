// Per-client limits on the calls attackers hammer: sign-in, sign-up, password resets and pro applications.
import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { RateLimits } from '../config.ts';
import { tooManyRequests } from './app-error.ts';

export interface RateLimiters {
  signIn: RequestHandler;
  signUp: RequestHandler;
  passwordResetRequest: RequestHandler;
  passwordReset: RequestHandler;
  proApplication: RequestHandler;
}

function limiter(windowMs: number, limit: number, options: { onlyFailures?: boolean } = {}): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Sign-in counts failures only: a customer who signs in often is never locked out.
    skipSuccessfulRequests: options.onlyFailures ?? false,
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
  };
}
