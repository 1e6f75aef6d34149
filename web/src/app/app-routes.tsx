// The route tree rendered under whichever router the caller provides (the browser's, the server
// render's static one, a story's memory router). Like React Router's data router, but without its
// 14 KiB: a location is shown once its screens have downloaded, and until then the previous screen
// stays on show (a first render shows the full-screen loader). Everything inside the tree (the
// shell, guards, screens) sees the location being shown.
import { Suspense, useEffect, useState } from 'react';
import { useLocation, useRoutes, type Location, type RouteObject } from 'react-router-dom';
import { FullScreenLoader } from '../components/ui/index.ts';
import { lazyScreenOf, type LazyScreenComponent } from './lazy-route.ts';
import { matchedBranch, matchRoutesOnce } from './route-matches.ts';
import { useSettleNavigations } from './settled-navigate.ts';

function screensOf(matches: readonly { route: RouteObject }[]): LazyScreenComponent[] {
  return matches.flatMap(({ route }) => lazyScreenOf(route.element) ?? []);
}

export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const ready = screensOf(matchRoutesOnce(routes, location.pathname) ?? []).every((screen) => screen.settled());
  const [shown, setShown] = useState<Location | null>(ready ? location : null);
  // A render, not an effect, adopts a ready location: a screen already downloaded shows at once.
  if (ready && shown !== location) setShown(location);
  const [, downloaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Failed downloads too: the screen then throws to its error boundary.
    const rerender = () => {
      if (live) downloaded((count) => count + 1);
    };
    void preloadMatchedScreens(routes, location.pathname).then(rerender, rerender);
    return () => {
      live = false;
    };
  }, [ready, routes, location.pathname]);
  const rendered = ready ? location : shown;
  useSettleNavigations(rendered);
  const showing = rendered ?? location;
  const element = useRoutes(matchedBranch(routes, showing.pathname), showing);
  if (!rendered) return <FullScreenLoader />;
  // For anything below that suspends without a boundary of its own: never the screens, which are
  // shown only once downloaded.
  return <Suspense fallback={<FullScreenLoader />}>{element}</Suspense>;
}

/**
 * Downloads the screens of the routes matching `pathname`, so that rendering it (hydrating a
 * pre-rendered page, or the server render itself) never suspends. The matches, for their handles.
 */
export async function preloadMatchedScreens(routes: RouteObject[], pathname: string) {
  const matches = matchRoutesOnce(routes, pathname) ?? [];
  await Promise.all(screensOf(matches).map((screen) => screen.preload()));
  return matches;
}
