// The route tree's error boundary and its screen: a branded page with ways out, never a raw stack
// trace. A screen's module that failed to download gets its own screen. (React Router's errorElement
// belongs to its data router, which the app does without: 14 KiB more on every page.)
import { Component, createContext, useContext, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { House, RefreshCw, TriangleAlert } from '../../../components/icons/index.ts';
import { Button, ButtonAnchor, StatusPanel } from '../../../components/ui/index.ts';
import { paths } from '../../../config/routes.ts';
import { site } from '../../../config/site.ts';
import { isChunkLoadError } from '../../lazy-route.ts';
import { ChunkLoadFailureScreen } from './chunk-load-failure.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';

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
      <DocumentTitle>Something went wrong · Ilé</DocumentTitle>
      <p>It's not you, it's us. Trying again usually works. If it keeps happening, we would like to know.</p>
      <p>
        Call <a href={site.support.phoneHref}>{site.support.phoneDisplay}</a> or e-mail{' '}
        <a href={site.support.emailHref}>{site.support.email}</a>.
      </p>
    </StatusPanel>
  );
}

const RouteErrorContext = createContext<unknown>(undefined);

/** What the nearest RouteErrorBoundary caught. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}

export function RouteErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailureScreen />;
  return <RouteErrorView />;
}

interface BoundaryProps {
  /** The location the error belongs to: a navigation elsewhere renders the children again. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  caught: { error: unknown } | null;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { caught: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { caught: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return (
      <RouteErrorContext.Provider value={caught.error}>
        <RouteErrorScreen />
      </RouteErrorContext.Provider>
    );
  }
}

/** Shows the route-error screen in place of `children` when they throw, until the next navigation. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
