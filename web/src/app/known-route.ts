// Whether a path is one of the app's screens rather than its not-found screen (the catch-all `*`
// routes): the BFF answers an unknown page with HTTP 404, so search engines and monitors see it.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export function isKnownRoute(routes: RouteObject[], path: string): boolean {
  const deepest = matchRoutes(routes, path)?.at(-1);
  return deepest !== undefined && deepest.route.path !== '*';
}
