// The key ScrollRestoration keeps a page's scroll position under. React Router's own is the history
// entry's key, but the first entry of every full page load has the same one ("default"): a page opened
// by a plain link or a typed address would be scrolled to where the tab's previous page was left,
// and not to its #fragment. That first entry is keyed by its path instead, so a reload still comes
// back where it was.
import type { Location } from 'react-router-dom';

export function scrollRestorationKey(location: Pick<Location, 'key' | 'pathname'>): string {
  return location.key === 'default' ? `path:${location.pathname}` : location.key;
}
