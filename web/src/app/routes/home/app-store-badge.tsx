// An app-store badge drawn in the page (no image to download): the store's mark as a small inline
// SVG and its words as real text, so the link's name is what it says, e.g. "Get it on Google Play".
import type { SiteConfig } from '../../../config/site.ts';

type AppStore = SiteConfig['appStores'][number];

function PlayMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 2.6v18.8c0 .5.5.8.9.6L15.2 12 4.9 2c-.4-.2-.9.1-.9.6Z" fill="#34a853" />
      <path d="m15.2 12-2.9 2.9 5.3 3 3-1.7c.9-.5.9-1.9 0-2.4Z" fill="#fbbc04" />
      <path d="M4.9 22c.2.1.5.1.7 0l12-6.1-2.4-3.9Z" fill="#ea4335" />
      <path d="M5.6 2 15.2 12l2.4-3.9-12-6.1a.8.8 0 0 0-.7 0Z" fill="#4285f4" />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        fill="#ffffff"
        d="M16.4 12.6c0-2.4 2-3.5 2-3.6-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.2-2.8.8-3.5.8-.7 0-1.8-.8-3-.8-1.5 0-3 .9-3.8 2.3-1.6 2.8-.4 7 1.2 9.3.8 1.1 1.7 2.4 2.9 2.3 1.2 0 1.6-.7 3-.7s1.8.7 3 .7c1.3 0 2.1-1.1 2.8-2.3.9-1.3 1.3-2.6 1.3-2.6s-2.5-1-2.5-3.6ZM14.1 5.6c.6-.8 1.1-1.8 1-2.9-.9 0-2 .6-2.7 1.4-.6.7-1.1 1.8-1 2.8 1 .1 2.1-.5 2.7-1.3Z"
      />
    </svg>
  );
}

export function AppStoreBadge({ store }: { store: AppStore }) {
  // "Get it on Google Play" → a small "Get it on" over a large "Google Play".
  const small = store.label.replace(store.store, '').trim();
  return (
    <a className="app-badge" href={store.href} rel="noopener">
      {store.store === 'Google Play' ? <PlayMark /> : <AppleMark />}
      <span className="app-badge__words">
        <span className="app-badge__small">{small}</span> <span className="app-badge__store">{store.store}</span>
      </span>
    </a>
  );
}
