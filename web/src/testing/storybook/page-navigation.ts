// Stories never leave the page: where the app would send the browser (Paystack's checkout) is
// recorded instead, so play functions can check it. Use `start` as (or in) the story's `beforeEach`.
import { interceptPageNavigation } from '../../lib/leave-app.ts';

export function recordPageNavigation() {
  const visits: string[] = [];
  return {
    visits,
    /** Starts recording from zero; returns the cleanup that restores the real navigation. */
    start: () => {
      visits.splice(0);
      return interceptPageNavigation((url) => void visits.push(url));
    },
  };
}
