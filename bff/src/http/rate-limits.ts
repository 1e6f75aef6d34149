// Per-client limits on the calls attackers hammer: sign-in (per account, and per address at a count
// carrier NAT can live with), sign-up, password resets, pro applications and contact messages;
// referral invitations are limited per signed-in customer.
// The counts live in the database (rate-limit-store.ts), so several instances share one allowance.
import type { Request, RequestHandler } from 'express';
import { normalizeEmail } from '@ile/domain';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Clock } from '../clock.ts';
import type { RateLimits } from '../config.ts';
import type { Db } from '../db/index.ts';
import { accountSignInPaused, tooManyRequests } from './app-error.ts';
import { DatabaseRateLimitStore } from './rate-limit-store.ts';

export interface RateLimiters {
  /** Failures per address (at a count carrier NAT can live with), then per account. */
  signIn: RequestHandler[];
  signUp: RequestHandler;
  passwordResetRequest: RequestHandler;
  passwordReset: RequestHandler;
  proApplication: RequestHandler;
  contactMessage: RequestHandler;
  referral: RequestHandler;
  /** Sign-in codes one address may ask for per hour (high: carrier NAT); per number is the service's. */
  signInCodeRequest: RequestHandler;
  /** Wrong sign-in codes per address (at a count carrier NAT can live with). */
  signInCodeFailures: RequestHandler;
  /** Confirmation links one signed-in account may have mailed per day (sendEmailVerification). */
  emailLinks: RequestHandler;
  /** Failed confirmation-link uses per address (verifyEmail: a stranger guessing tokens). */
  emailLinkFailures: RequestHandler;
}

/** Counts per account, not per address: a customer on several networks shares one allowance. */
function byUser(req: Request): string {
  return req.currentUser ? `user:${req.currentUser.id}` : ipKeyGenerator(req.ip ?? '');
}

/** The account a sign-in names (validated by then), however it is typed; unknown addresses count alike. */
function bySignInEmail(req: Request): string {
  const email: unknown = req.body?.email;
  return `account:${typeof email === 'string' ? normalizeEmail(email) : ''}`;
}

export interface RateLimitDeps {
  db: Db;
  clock: Clock;
}

/** Sign-in codes are counted per hour: what a real customer needs is one or two. */
export const SIGN_IN_CODE_WINDOW_MS = 60 * 60 * 1000;

/** Invitations go out in a customer's name: a few a day is what a real customer sends. */
export const REFERRAL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Confirmation links are counted per day: a real customer asks for one or two. */
export const EMAIL_LINK_WINDOW_MS = 24 * 60 * 60 * 1000;

interface LimiterOptions {
  onlyFailures?: boolean;
  /** Only answers below 400 count (an invitation refused for its input is not spent). */
  onlySuccesses?: boolean;
  /** Default: the shared window (limits.windowMs). */
  windowMs?: number;
  key?: (req: Request) => string;
  refusal?: () => Error;
}

export function createRateLimiters(limits: RateLimits, deps: RateLimitDeps): RateLimiters {
  /** `name` prefixes the limiter's rows in the shared table (each limiter needs its own store). */
  function limiter(name: string, limit: number, options: LimiterOptions = {}): RequestHandler {
    const windowMs = options.windowMs ?? limits.windowMs;
    return rateLimit({
      windowMs,
      limit,
      store: new DatabaseRateLimitStore(deps.db, deps.clock, `${name}:`, windowMs),
      standardHeaders: 'draft-7',
      legacyHeaders: false,
      // Sign-in counts failures only: a customer who signs in often is never locked out.
      skipSuccessfulRequests: options.onlyFailures ?? false,
      skipFailedRequests: options.onlySuccesses ?? false,
      ...(options.key ? { keyGenerator: options.key } : {}),
      handler: (_req, _res, next) => next((options.refusal ?? tooManyRequests)()),
    });
  }

  return {
    // The address first: an attempt it refuses never counts against the account it named.
    signIn: [
      limiter('sign-in', limits.signInFailuresPerAddress, { onlyFailures: true }),
      limiter('sign-in-account', limits.signInFailuresPerAccount, {
        onlyFailures: true,
        key: bySignInEmail,
        refusal: () => accountSignInPaused(Math.ceil(limits.windowMs / 60_000)),
      }),
    ],
    signUp: limiter('sign-up', limits.signUps),
    passwordResetRequest: limiter('password-reset-request', limits.passwordResetRequests),
    passwordReset: limiter('password-reset', limits.passwordResets),
    proApplication: limiter('pro-application', limits.proApplications),
    contactMessage: limiter('contact-message', limits.contactMessages),
    referral: limiter('referral', limits.referrals, { key: byUser, windowMs: REFERRAL_WINDOW_MS, onlySuccesses: true }),
    // Only codes sent count: a resend refused or a mistyped number spends nothing of the shared allowance.
    signInCodeRequest: limiter('sign-in-code', limits.signInCodesPerAddress, { windowMs: SIGN_IN_CODE_WINDOW_MS, onlySuccesses: true }),
    signInCodeFailures: limiter('sign-in-code-failures', limits.signInCodeFailuresPerAddress, { onlyFailures: true }),
    // Every link asked counts (each is a mail), per account however many networks it uses.
    emailLinks: limiter('email-links', limits.emailLinksPerAccount, { key: byUser, windowMs: EMAIL_LINK_WINDOW_MS }),
    emailLinkFailures: limiter('email-link-failures', limits.emailLinkFailuresPerAddress, { onlyFailures: true }),
  };
}
