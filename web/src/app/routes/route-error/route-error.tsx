// The errorElement of the route tree: a branded screen with ways out, never a raw stack trace.
// A chunk that failed to load and a 404 from the router get their own screens.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { House, RefreshCw, TriangleAlert } from 'lucide-react';
import { Button, ButtonAnchor, StatusPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { isChunkLoadError } from '../../lazy-route.ts';
import { ChunkLoadFailureScreen } from '../chunk-load-failure/chunk-load-failure.tsx';
import { NotFoundScreen } from '../not-found/not-found.tsx';

export interface RouteErrorViewProps {
  onRetry?: () => void;
}

/** The screen itself, without reading the router's error (for stories and the root boundary). */
export function RouteErrorView({ onRetry = () => window.location.reload() }: RouteErrorViewProps) {
  return (
    <StatusPanel
      icon={<TriangleAlert size={40} />}
      eyebrow="Something went wrong"
      title="Sorry, this page hit a problem"
      secondary="Unexpected Application Error!"
      actions={
        <>
          <Button onClick={onRetry}>
            <RefreshCw size={18} aria-hidden="true" />
            Try again
          </Button>
          {/* A full page load: the app's state may be what broke. */}
          <ButtonAnchor href={paths.home} variant="secondary">
            <House size={18} aria-hidden="true" />
            Go to the home page
          </ButtonAnchor>
        </>
      }
    >
      <title>Something went wrong · Ilé</title>
      <p>It's not you, it's us. Trying again usually works. If it keeps happening, we would like to know.</p>
      <p>
        Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or e-mail{' '}
        <a href={site.support.emailHref}>{site.support.email}</a>.
      </p>
    </StatusPanel>
  );
}

export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailureScreen />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (import.meta.env.DEV) console.error(error);
  return <RouteErrorView />;
}
