// Navigations that say when they are over. The router changes the address at once; AppRoutes shows
// the new screen once its module has downloaded. Some work must wait until then (the
// booking draft is cleared only when the confirmation is on screen: the order guard would otherwise
// see no draft mid-navigation and send the customer away).
import { useCallback } from 'react';
import { useNavigate, type Location, type NavigateOptions } from 'react-router-dom';
import { useBrowserLayoutEffect } from '../lib/layout-effect.ts';

const waiting = new Set<() => void>();

/** Called once, by AppRoutes with the location it shows: settles the waiting navigations when another is on screen. */
export function useSettleNavigations(location: Location | null): void {
  useBrowserLayoutEffect(() => {
    for (const settle of waiting) settle();
    waiting.clear();
  }, [location]);
}

/** navigate(), settling once the next location (this navigation's, or one that replaced it) is on screen. */
export function useSettledNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    (to, options) =>
      new Promise<void>((resolve) => {
        waiting.add(resolve);
        void navigate(to, options);
      }),
    [navigate],
  );
}
