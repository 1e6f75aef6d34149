// Proves the guards' decisions for every role, including the redirects that must not loop.
import { describe, expect, it } from 'vitest';
import { buildAdmin, buildCurrentUser, buildProUser } from '../../testing/fixtures/index.ts';
import { decideAccess, fromOfState, homeFor, safeFrom } from './access.ts';

const customer = buildCurrentUser();
const admin = buildAdmin();
const pro = buildProUser();

describe('decideAccess', () => {
  it('when the current user is not known yet, then every guard waits', () => {
    for (const rule of ['customer', 'admin', 'pro', 'guest', 'order'] as const) {
      expect(decideAccess({ rule, user: null, here: '/x' })).toEqual({ kind: 'wait' });
    }
  });

  it('when a signed-out visitor opens /dashboard, then they go to /signin and keep where they were going', () => {
    expect(decideAccess({ rule: 'customer', user: false, here: '/dashboard?tab=paid' })).toEqual({ kind: 'redirect', to: '/signin', from: '/dashboard?tab=paid' });
  });

  it('when a customer opens /dashboard, then it is allowed; when an admin or a pro does, then their own home (no loop)', () => {
    expect(decideAccess({ rule: 'customer', user: customer, here: '/dashboard' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'customer', user: admin, here: '/dashboard' })).toEqual({ kind: 'redirect', to: '/admin_area' });
    expect(decideAccess({ rule: 'customer', user: pro, here: '/dashboard' })).toEqual({ kind: 'redirect', to: '/pro/jobs' });
  });

  it('when a customer or a pro opens /account, then it is allowed; an admin goes to the admin area; a visitor signs in first and comes back', () => {
    expect(decideAccess({ rule: 'account', user: customer, here: '/account' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'account', user: pro, here: '/account' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'account', user: admin, here: '/account' })).toEqual({ kind: 'redirect', to: '/admin_area' });
    expect(decideAccess({ rule: 'account', user: false, here: '/account' })).toEqual({ kind: 'redirect', to: '/signin', from: '/account' });
  });

  it("when a pro opens their jobs, then it is allowed; a customer or admin is not shown them; a visitor signs in first and comes back", () => {
    expect(decideAccess({ rule: 'pro', user: pro, here: '/pro/jobs' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'pro', user: customer, here: '/pro/jobs' })).toEqual({ kind: 'deny' });
    expect(decideAccess({ rule: 'pro', user: admin, here: '/pro/jobs/b_1' })).toEqual({ kind: 'deny' });
    expect(decideAccess({ rule: 'pro', user: false, here: '/pro/jobs/b_1' })).toEqual({ kind: 'redirect', to: '/signin', from: '/pro/jobs/b_1' });
    expect(decideAccess({ rule: 'guest', user: pro, here: '/signin' })).toEqual({ kind: 'redirect', to: '/pro/jobs' });
  });

  it('when a customer opens the admin area, then it does not exist for them; an admin is allowed; a visitor signs in first', () => {
    expect(decideAccess({ rule: 'admin', user: customer, here: '/admin_area' })).toEqual({ kind: 'deny' });
    expect(decideAccess({ rule: 'admin', user: admin, here: '/admin_area/services' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'admin', user: false, here: '/admin_area/services' })).toEqual({ kind: 'redirect', to: '/signin', from: '/admin_area/services' });
  });

  it('when someone signed in opens /signin, then a customer goes to /dashboard and an admin to /admin_area', () => {
    expect(decideAccess({ rule: 'guest', user: false, here: '/signin' })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'guest', user: customer, here: '/signin' })).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideAccess({ rule: 'guest', user: admin, here: '/signup' })).toEqual({ kind: 'redirect', to: '/admin_area' });
  });

  it('when signing in was asked for by a guard, then the person goes back to where they were going', () => {
    expect(decideAccess({ rule: 'guest', user: customer, here: '/signin', fromState: { from: '/order/finalize' } })).toEqual({ kind: 'redirect', to: '/order/finalize' });
  });

  it('when a guest screen holds its guard to book after sign-up, then the signed-in person stays until the screen moves on', () => {
    expect(decideAccess({ rule: 'guest', user: customer, here: '/signin', fromState: { from: '/order/finalize' }, held: true })).toEqual({ kind: 'allow' });
    // Only the guest rule can be held: other guards keep deciding as usual.
    expect(decideAccess({ rule: 'customer', user: false, here: '/dashboard', held: true })).toEqual({ kind: 'redirect', to: '/signin', from: '/dashboard' });
  });

  it('when from points at another site, then it is ignored', () => {
    expect(decideAccess({ rule: 'guest', user: customer, here: '/signin', fromState: { from: '//evil.example/x' } })).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('when /order/finalize is opened, then it needs both a signed-in user and a chosen service', () => {
    expect(decideAccess({ rule: 'order', user: customer, here: '/order/finalize', hasChosenService: true })).toEqual({ kind: 'allow' });
    expect(decideAccess({ rule: 'order', user: false, here: '/order/finalize', hasChosenService: true })).toEqual({ kind: 'redirect', to: '/signin', from: '/order/finalize' });
    expect(decideAccess({ rule: 'order', user: false, here: '/order/finalize', hasChosenService: false })).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decideAccess({ rule: 'order', user: customer, here: '/order/finalize', hasChosenService: false })).toEqual({ kind: 'redirect', to: '/signin' });
  });
});

describe('safeFrom and homeFor', () => {
  it('when given paths, then only in-app, non-auth paths pass', () => {
    expect(safeFrom('/services/plumbing?x=1#top')).toBe('/services/plumbing?x=1#top');
    expect(safeFrom('https://evil.example')).toBeNull();
    expect(safeFrom('/\\evil.example')).toBeNull();
    expect(safeFrom('/signin?from=x')).toBeNull();
    expect(safeFrom(42)).toBeNull();
    expect(fromOfState(null)).toBeNull();
    expect(fromOfState({ from: '/dashboard' })).toBe('/dashboard');
  });

  it('when a user signs in, then their home follows their role', () => {
    expect(homeFor(customer)).toBe('/dashboard');
    expect(homeFor(admin)).toBe('/admin_area');
  });
});
