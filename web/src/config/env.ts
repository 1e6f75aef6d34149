// Run-time settings, parsed once at start-up. The BFF rewrites the loader meta tag at serve time.
export const STARTUP_LOADER_META = 'ile:startup-loader-ms';
export const DEFAULT_STARTUP_LOADER_MS = 3000;
/** A lazily loaded route part that takes longer than this has failed (seed: 120 s). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
// Nobody should be made to wait more than a minute for a loader.
const MAX_STARTUP_LOADER_MS = 60_000;

export interface Env {
  /** Extra time the start-up loader stays after the current user is known. */
  startupLoaderMs: number;
  /** Mock the API in the browser with MSW (`VITE_MSW=true`). */
  mswEnabled: boolean;
}

/** The loader time from the meta tag's content; the default when missing or not a sane number. */
export function parseStartupLoaderMs(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || raw.trim() === '') return DEFAULT_STARTUP_LOADER_MS;
  const value = Number(raw.trim());
  if (!Number.isFinite(value) || value < 0) return DEFAULT_STARTUP_LOADER_MS;
  return Math.min(Math.round(value), MAX_STARTUP_LOADER_MS);
}

export interface EnvSources {
  /** The meta tag's content, if the page has one. */
  startupLoaderMeta: string | null | undefined;
  mode: string;
  mswFlag: string | undefined;
}

export function parseEnv(sources: EnvSources): Env {
  // Tests never wait for the cosmetic delay; Storybook sets the meta tag to 0 in its preview head.
  return {
    startupLoaderMs: sources.mode === 'test' ? 0 : parseStartupLoaderMs(sources.startupLoaderMeta),
    mswEnabled: sources.mswFlag === 'true',
  };
}

function readMeta(name: string): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
}

export const env: Env = parseEnv({
  startupLoaderMeta: readMeta(STARTUP_LOADER_META),
  mode: import.meta.env.MODE,
  mswFlag: import.meta.env.VITE_MSW,
});
