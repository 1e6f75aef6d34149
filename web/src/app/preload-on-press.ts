// A link's screens start downloading when the link is pressed (pointerdown), not once the app has
// rendered the new location (docs/performance.md, preloading on press).
import type { RouteObject } from 'react-router-dom';
import { preloadMatchedScreens } from './app-routes.tsx';

/** What a press on `target` would open in this app: the pathname of the same-origin link it is in, or null. */
export function pressedLinkPath(target: EventTarget | null, origin: string): string | null {
  const link = target && 'closest' in target && typeof target.closest === 'function' ? (target.closest as (selector: string) => Element | null)('a[href]') : null;
  if (!link || !('origin' in link) || !('pathname' in link)) return null;
  const { origin: linkOrigin, pathname, target: opensIn } = link as HTMLAnchorElement;
  // A link elsewhere, a download or one opening another window is not a screen of this tab.
  if (linkOrigin !== origin || link.hasAttribute('download') || (opensIn && opensIn !== '_self')) return null;
  return pathname;
}

/** Listens on `doc` for presses on links and downloads their screens; returns the way to stop. */
export function preloadOnPress(doc: Document, routes: RouteObject[]): () => void {
  const onPress = (event: Event) => {
    const path = pressedLinkPath(event.target, doc.location.origin);
    // A failed download is the route-error screen's to show, once the app goes there.
    if (path !== null) preloadMatchedScreens(routes, path).catch(() => undefined);
  };
  const options = { capture: true, passive: true };
  doc.addEventListener('pointerdown', onPress, options);
  doc.addEventListener('click', onPress, options);
  return () => {
    doc.removeEventListener('pointerdown', onPress, options);
    doc.removeEventListener('click', onPress, options);
  };
}
