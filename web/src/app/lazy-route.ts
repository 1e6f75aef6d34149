// Lazily loaded route modules: a part that fails to download, or takes longer than 120 s (seed),
// becomes a ChunkLoadError, which the route-error screen shows as "reload to get the latest version".
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

/** A react-router `lazy` for a module that exports its screen component under `name`. */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K, timeoutMs?: number) {
  return async () => {
    const module = await loadWithTimeout(load, timeoutMs);
    return { Component: module[name] };
  };
}
