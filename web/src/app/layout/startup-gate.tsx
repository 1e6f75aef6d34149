// The start-up loader (seed): full screen while the current user loads, then for a configured extra
// time (3000 ms by default, 0 in tests and stories) before the pages show. Shown once per page load.
// index.html draws the same loader inline before any JavaScript; on a pre-rendered page that one
// covers the page until the rule is met (see startup-loader.ts), so the gate renders the page as the
// server did and only takes the inline loader away, or shows the connection problem.
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { RefreshCw, WifiOff } from '../../components/icons/index.ts';
import { Button, FullScreenLoader, StatusPanel } from '../../components/ui/index.ts';
import { env } from '../../config/env.ts';
import { useCurrentUser } from '../../features/auth/api/index.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { useBrowserLayoutEffect } from '../../lib/layout-effect.ts';
import { hideDocumentLoader, hideDocumentLoaderAfter, StartupLoaderContext } from './startup-loader.ts';
import { DocumentTitle } from '../../components/document-title.tsx';

export interface StartupGateProps {
  children: ReactNode;
  extraMs?: number;
}

export function StartupGate({ children, extraMs = env.startupLoaderMs }: StartupGateProps) {
  const owner = useContext(StartupLoaderContext);
  const hydrated = useHydrated();
  const currentUser = useCurrentUser();
  const known = currentUser.data !== undefined;
  const failed = !known && currentUser.isError;
  const [delayOver, setDelayOver] = useState(extraMs <= 0);

  // The app draws its own loader from its first paint: the inline one (same look) goes before that paint.
  useBrowserLayoutEffect(() => {
    if (owner === 'app') hideDocumentLoader();
  }, [owner]);

  useEffect(() => {
    if (owner === 'document') {
      if (failed) hideDocumentLoader();
      // Once hydrated: only then does the page show this visitor's own navigation.
      else if (known && hydrated) return hideDocumentLoaderAfter(extraMs);
      return;
    }
    if (!known || delayOver) return;
    const timer = window.setTimeout(() => setDelayOver(true), extraMs);
    return () => window.clearTimeout(timer);
  }, [owner, hydrated, known, failed, delayOver, extraMs]);

  if (owner === 'document' && !hydrated) return children;
  if (failed) {
    return (
      <StatusPanel
        icon={<WifiOff size={40} />}
        eyebrow="Connection problem"
        title="We couldn't reach Ilé"
        actions={
          <Button loading={currentUser.isFetching} loadingLabel="Trying again…" onClick={() => void currentUser.refetch()}>
            <RefreshCw size={18} aria-hidden="true" />
            Try again
          </Button>
        }
      >
        <DocumentTitle>Can't connect · Ilé</DocumentTitle>
        <p>{currentUser.error.message}</p>
      </StatusPanel>
    );
  }
  if (owner === 'document') return children;
  if (!known || !delayOver) return <FullScreenLoader />;
  return children;
}
