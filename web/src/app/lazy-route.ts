// Lazily loaded route modules (each screen is a chunk of its own): a part that fails to download,
// or takes longer than 120 s (seed), becomes a ChunkLoadError, which the route-error screen shows
// as "reload to get the latest version".
import { createElement, isValidElement, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../config/env.ts';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

const CHUNK_FAILURE = /Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

/** `load()`, or a ChunkLoadError when it fails to download or is still pending after `timeoutMs`. */
export function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk failed: no answer after ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(error) ? new ChunkLoadError(error instanceof Error ? error.message : 'Loading chunk failed', { cause: error }) : error);
      },
    );
  });
}

/** A screen component that downloads its module on first render, and can be asked to download it sooner. */
export interface LazyScreenComponent {
  (): ReactElement;
  /** Starts the download (once); settles when the screen can render without suspending. */
  preload: () => Promise<void>;
  /** Whether the download is over (loaded or failed): rendering it now does not suspend. */
  settled: () => boolean;
}

/**
 * The route element of a screen in a module of its own (`load` resolves to the component). AppRoutes
 * downloads a location's screens before it shows that location (the previous screen stays meanwhile),
 * so a screen normally renders at once; rendered before that, it suspends. A module that failed to
 * download throws to the route's error boundary.
 */
export function lazyComponent(load: () => Promise<ComponentType>, timeoutMs?: number): ReactElement {
  let pending: Tracked<ComponentType> | undefined;
  const preload = () => (pending ??= tracked(loadWithTimeout(load, timeoutMs)));
  const LazyScreen: LazyScreenComponent = Object.assign(
    function LazyScreen(): ReactElement {
      return createElement(read(preload()));
    },
    { preload: () => preload().then(() => undefined), settled: () => pending !== undefined && pending.state.status !== 'pending' },
  );
  return createElement(LazyScreen);
}

type Outcome<T> = { status: 'pending' } | { status: 'fulfilled'; value: T } | { status: 'rejected'; reason: unknown };
type Tracked<T> = Promise<T> & { state: Outcome<T> };

/** `promise` with its outcome readable synchronously, so a screen downloaded before its first render renders at once. */
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result = Object.assign(promise, { state: { status: 'pending' } as Outcome<T> });
  // Block bodies: returning `result` itself would make the handlers' promise adopt its rejection.
  promise.then(
    (value) => {
      result.state = { status: 'fulfilled', value };
    },
    (reason: unknown) => {
      result.state = { status: 'rejected', reason };
    },
  );
  return result;
}

/**
 * React's Suspense protocol for a render that needs `promise`: its value once fulfilled, its reason
 * thrown once rejected (to the route's error boundary), the promise itself thrown while pending
 * (the nearest Suspense shows its fallback and React renders again when it settles).
 */
function read<T>(promise: Tracked<T>): T {
  const { state } = promise;
  if (state.status === 'fulfilled') return state.value;
  if (state.status === 'rejected') throw state.reason;
  throw promise;
}

/** lazyComponent for a module that exports its screen component under `name`. */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K, timeoutMs?: number): ReactElement {
  return lazyComponent(async () => (await load())[name] as ComponentType, timeoutMs);
}

/** The lazy screen a route element is (made by lazyComponent), or null for any other element. */
export function lazyScreenOf(element: ReactNode): LazyScreenComponent | null {
  if (!isValidElement(element) || typeof element.type !== 'function' || !('preload' in element.type) || !('settled' in element.type)) return null;
  return element.type as LazyScreenComponent;
}
