// Scroll positions across navigations (React Router's own ScrollRestoration needs its data router,
// which weighs 14 KiB more on every page): a page reached by a link starts at its top, or at its
// #fragment; back and forward return to where the page was left, and so does a reload (positions are
// kept for the tab in sessionStorage).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import { useBrowserLayoutEffect } from '../../lib/layout-effect.ts';

const STORAGE_KEY = 'ile:scroll-positions';

export type ScrollAction = { kind: 'restore'; y: number } | { kind: 'fragment'; id: string } | { kind: 'top' } | { kind: 'none' };

/**
 * Where the page goes once a location has rendered. The first render of a full page load never
 * scrolls to the top: on a slow phone the customer may have scrolled the pre-rendered page before it
 * hydrated. (It does go to the #fragment: a page the app renders itself had no such element before.)
 */
export function scrollAction({ first, navigationType, saved, hash }: { first: boolean; navigationType: `${NavigationType}`; saved: number | undefined; hash: string }): ScrollAction {
  if (navigationType === 'POP' && saved !== undefined) return { kind: 'restore', y: saved };
  if (hash.length > 1) return { kind: 'fragment', id: decodeURIComponent(hash.slice(1)) };
  return first ? { kind: 'none' } : { kind: 'top' };
}

function readPositions(): Record<string, number> {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof kept === 'object' && kept !== null ? (kept as Record<string, number>) : {};
  } catch {
    return {};
  }
}

export function ScrollRestoration({ getKey }: { getKey: (location: Location) => string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = getKey(location);
  const positions = useRef<Record<string, number> | null>(null);
  const current = useRef<string | null>(null);

  useEffect(() => {
    // Manual: the browser's own restoration would scroll before the screen it belongs to renders.
    const before = window.history.scrollRestoration;
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const save = () => {
      if (positions.current && current.current !== null) positions.current[current.current] = window.scrollY;
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(() => {
        frame = 0;
        save();
      });
    };
    const onPageHide = () => {
      save();
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current ?? {}));
      } catch {
        // Storage full or blocked: a reload then starts at the top, nothing worse.
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
      window.history.scrollRestoration = before;
    };
  }, []);

  useBrowserLayoutEffect(() => {
    positions.current ??= readPositions();
    // The same location again (StrictMode runs effects twice in development): nothing moved.
    if (current.current === key) return;
    const first = current.current === null;
    current.current = key;
    const action = scrollAction({ first, navigationType, saved: positions.current[key], hash: location.hash });
    if (action.kind === 'restore') window.scrollTo(0, action.y);
    else if (action.kind === 'top') window.scrollTo(0, 0);
    else if (action.kind === 'fragment') {
      const target = document.getElementById(action.id);
      if (target) target.scrollIntoView();
      else if (!first) window.scrollTo(0, 0);
    }
    // Only a new location moves the page: navigationType and the hash belong to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
