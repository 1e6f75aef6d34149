// Who may see a guarded route, decided in one pure function so the rules are unit-tested.
// The BFF enforces roles on every call; these guards only keep people out of screens they can't use.
import type { CurrentUser, CurrentUserState } from '../../api/types.ts';
import { paths } from '../../config/routes.ts';

export type AccessRule =
  /** /dashboard: role `user` only (seed). */
  | 'customer'
  /** /admin_area and below: role `admin` only. */
  | 'admin'
  /** /pro/jobs and below: role `pro` only. */
  | 'pro'
  /** /account: a customer or a pro (their own data); an admin goes to the admin area. */
  | 'account'
  /** /signin, /signup: signed-out visitors only. */
  | 'guest'
  /** /order/finalize: signed in, with a chosen service kept in local storage (seed). */
  | 'order';

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  /** Render the not-found screen: the route does not exist for this visitor. */
  | { kind: 'deny' }
  | { kind: 'redirect'; to: string; from?: string };

export interface AccessInput {
  rule: AccessRule;
  user: CurrentUserState;
  /** The current location as a path with search and hash. */
  here: string;
  /** The `from` location state, when this page was reached through a guard. */
  fromState?: unknown;
  hasChosenService?: boolean;
  /**
   * guest: the screen asked to stay after the visitor signs in, because it still has work of its own
   * to finish and navigates on by itself (the sign-in screen books right after creating the account).
   */
  held?: boolean;
}

/** Where a signed-in person lands by default. */
export function homeFor(user: CurrentUser): string {
  return user.role === 'admin' ? paths.adminArea : user.role === 'pro' ? paths.proJobs : paths.dashboard;
}

const AUTH_PAGES = [paths.signIn, paths.signUp];

/** A `from` value that is safe to navigate to: an in-app path, never another site, never an auth page. */
export function safeFrom(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? value;
  if (AUTH_PAGES.some((page) => pathname === page || pathname === `${page}/`)) return null;
  return value;
}

/** The `from` path kept in a location's state by a guard, if any. */
export function fromOfState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  return safeFrom(Reflect.get(state, 'from'));
}

export function decideAccess({ rule, user, here, fromState, hasChosenService = false, held = false }: AccessInput): AccessDecision {
  if (user === null) return { kind: 'wait' };
  switch (rule) {
    case 'customer':
      if (user && user.role === 'user') return { kind: 'allow' };
      // Only a signed-out visitor is sent back here after signing in: an admin or pro goes to their own home.
      return user ? { kind: 'redirect', to: homeFor(user) } : { kind: 'redirect', to: paths.signIn, from: here };
    case 'pro':
      if (user && user.role === 'pro') return { kind: 'allow' };
      // A customer or admin is not shown a pro's screens.
      return user ? { kind: 'deny' } : { kind: 'redirect', to: paths.signIn, from: here };
    case 'account':
      if (user && (user.role === 'user' || user.role === 'pro')) return { kind: 'allow' };
      return user ? { kind: 'redirect', to: homeFor(user) } : { kind: 'redirect', to: paths.signIn, from: here };
    case 'admin':
      if (user && user.role === 'admin') return { kind: 'allow' };
      // A customer is not told the admin area exists.
      return user ? { kind: 'deny' } : { kind: 'redirect', to: paths.signIn, from: here };
    case 'guest': {
      if (!user || held) return { kind: 'allow' };
      const from = fromOfState(fromState);
      return { kind: 'redirect', to: from && from !== here ? from : homeFor(user) };
    }
    case 'order':
      if (user && hasChosenService) return { kind: 'allow' };
      // Come back after signing in only when there is an order to finish; otherwise it would bounce.
      return !user && hasChosenService ? { kind: 'redirect', to: paths.signIn, from: here } : { kind: 'redirect', to: paths.signIn };
  }
}
