// Route matching, remembered per pathname: React Router's matchRoutes compiles the whole tree on every
// call, and useRoutes gets only the branch that matched (docs/performance.md, route matching).
import { matchRoutes, type NonIndexRouteObject, type RouteMatch, type RouteObject } from 'react-router-dom';

interface Matched {
  matches: RouteMatch[] | null;
  /** The tree cut down to the matched routes (`routes` itself when nothing matched). */
  branch: RouteObject[];
}

/** Pathnames remembered per tree: a session visits a few dozen; an unusual one is matched afresh. */
const MAX_PATHNAMES = 100;
const byTree = new WeakMap<RouteObject[], Map<string, Matched>>();

/**
 * The matched routes alone, outermost first: each matched parent (a copy) keeps only the next
 * matched route as its child, and the last keeps its own children. Matching a pathname against it
 * finds the same routes as against the whole tree: it holds the winning branch, and every branch it
 * holds is one of the whole tree's, ranked the same.
 */
function branchOf(matches: RouteMatch[]): RouteObject[] {
  let inner: RouteObject | null = null;
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = (matches[i] as RouteMatch).route;
    // A route with a matched child has children, so it is no index route.
    inner = inner === null ? route : { ...(route as NonIndexRouteObject), children: [inner] };
  }
  return inner === null ? [] : [inner];
}

function matched(routes: RouteObject[], pathname: string): Matched {
  let memo = byTree.get(routes);
  if (!memo) {
    memo = new Map();
    byTree.set(routes, memo);
  }
  let found = memo.get(pathname);
  if (!found) {
    const matches = matchRoutes(routes, pathname);
    found = { matches, branch: matches ? branchOf(matches) : routes };
    if (memo.size >= MAX_PATHNAMES) memo.delete(memo.keys().next().value as string);
    memo.set(pathname, found);
  }
  return found;
}

/** matchRoutes(routes, pathname), computed once per tree and pathname (do not change what it returns). */
export function matchRoutesOnce(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  return matched(routes, pathname).matches;
}

/** The part of `routes` that `pathname` matches, for useRoutes: it renders the same routes, matched in a fraction of the time. */
export function matchedBranch(routes: RouteObject[], pathname: string): RouteObject[] {
  return matched(routes, pathname).branch;
}
