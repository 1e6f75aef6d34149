// The shell every page shares: start-up loader, navigation, the page, footer. A path with no
// screen (yet) shows the not-found screen inside the shell.
import type { ReactNode } from 'react';
import { useOutlet } from 'react-router-dom';
import { useCurrentUserState } from '../../features/auth/api/index.ts';
import { NotFoundScreen } from '../routes/not-found/not-found.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { scrollRestorationKey } from './scroll-restoration-key.ts';
import { ScrollRestoration } from './scroll-restoration.tsx';
import { StartupGate } from './startup-gate.tsx';
import './root-layout.css';

export function Shell({ children }: { children: ReactNode }) {
  const user = useCurrentUserState();
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader user={user} />
      <main id="main" className="app-shell__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

export function RootLayout() {
  const outlet = useOutlet();
  return (
    <StartupGate>
      <Shell>{outlet ?? <NotFoundScreen />}</Shell>
      <ScrollRestoration getKey={scrollRestorationKey} />
    </StartupGate>
  );
}
