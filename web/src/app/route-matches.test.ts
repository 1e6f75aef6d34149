// Proves the remembered matching finds what React Router finds on the whole tree: for every route
// of the app's tree (and addresses no route has), the branch handed to useRoutes matches the same
// routes, with the same params and pathnames; and that a pathname is matched once.
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { createAppRoutes } from './route-tree.tsx';
import { matchedBranch, matchRoutesOnce } from './route-matches.ts';

/** One address per route of the tree: params filled in, a splat given two segments. */
function addressesOf(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path === undefined ? parent : `${parent}/${route.path}`.replace(/\/+/g, '/');
    const filled = path.replace(/:(\w+)/g, 'p-$1').replace(/\*$/, 'no/such-page') || '/';
    return [...(route.index || route.path !== undefined ? [filled] : []), ...addressesOf(route.children ?? [], path)];
  });
}

const ODD_ADDRESSES = ['/', '/ABOUT', '/about/', '/services/no-such-service', '/dashboard/bookings/a%20b', '/dashboard/bookings/x/receipt/extra', '/admin_area/', '//signin', '/order'];

/** What a match means to the rendering: which route (its element), with which params, for which part of the address. */
function summary(matches: RouteMatch[] | null) {
  return (matches ?? []).map((m) => ({ element: m.route.element, path: m.route.path, index: m.route.index, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase }));
}

describe('matchedBranch and matchRoutesOnce', () => {
  const routes = createAppRoutes();
  const addresses = [...new Set([...addressesOf(routes), ...ODD_ADDRESSES])];

  it('when the tree is walked, then there are addresses for every kind of route', () => {
    expect(addresses.length).toBeGreaterThan(50);
    expect(addresses).toContain('/services/home-cleaning');
    expect(addresses).toContain('/dashboard/bookings/p-bookingId/receipt');
    expect(addresses).toContain('/admin_area/no/such-page');
  });

  it('when any address is matched against the branch alone, then it finds the routes the whole tree finds', () => {
    for (const address of addresses) {
      const whole = matchRoutes(routes, address);
      expect(whole, address).not.toBeNull();
      expect(summary(matchRoutesOnce(routes, address)), address).toEqual(summary(whole));
      const branch = matchedBranch(routes, address);
      expect(branch.length, address).toBe(1);
      expect(summary(matchRoutes(branch, address)), address).toEqual(summary(whole));
    }
  });

  it('when the branch is cut, then it holds only the matched routes, the last with its own children', () => {
    const address = '/services/home-cleaning';
    const whole = matchRoutes(routes, address) ?? [];
    let level: RouteObject | undefined = matchedBranch(routes, address)[0];
    for (const [depth, match] of whole.entries()) {
      expect(level?.element).toBe(match.route.element);
      if (depth < whole.length - 1) expect(level?.children).toHaveLength(1);
      else expect(level).toBe(match.route);
      level = level?.children?.[0];
    }
  });

  it('when a pathname is asked for again, then the first answer is given, and another tree has its own', () => {
    expect(matchRoutesOnce(routes, '/signin')).toBe(matchRoutesOnce(routes, '/signin'));
    expect(matchedBranch(routes, '/signin')).toBe(matchedBranch(routes, '/signin'));
    const other = createAppRoutes();
    expect(matchRoutesOnce(other, '/signin')).not.toBe(matchRoutesOnce(routes, '/signin'));
    expect(summary(matchRoutesOnce(other, '/signin')).map((m) => m.path)).toEqual(summary(matchRoutesOnce(routes, '/signin')).map((m) => m.path));
  });
});
