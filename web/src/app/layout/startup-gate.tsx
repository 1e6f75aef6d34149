// The start-up loader (seed): full screen while the current user loads, then for a configured extra
// time (3000 ms by default, 0 in tests and stories) before the pages show. Shown once per page load.
import { useEffect, useState, type ReactNode } from 'react';
import { RefreshCw, WifiOff } from 'lucide-react';
import { Button, FullScreenLoader, StatusPanel } from '../../components/ui/index.ts';
import { env } from '../../config/env.ts';
import { useCurrentUser } from '../../features/auth/api/index.ts';

export interface StartupGateProps {
  children: ReactNode;
  extraMs?: number;
}

export function StartupGate({ children, extraMs = env.startupLoaderMs }: StartupGateProps) {
  const currentUser = useCurrentUser();
  const known = currentUser.data !== undefined;
  const [delayOver, setDelayOver] = useState(extraMs <= 0);

  useEffect(() => {
    if (!known || delayOver) return;
    const timer = window.setTimeout(() => setDelayOver(true), extraMs);
    return () => window.clearTimeout(timer);
  }, [known, delayOver, extraMs]);

  if (!known && currentUser.isError) {
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
        <title>Can't connect · Ilé</title>
        <p>{currentUser.error.message}</p>
      </StatusPanel>
    );
  }
  if (!known || !delayOver) return <FullScreenLoader />;
  return children;
}
