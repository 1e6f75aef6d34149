// Serves the built web app: hashed assets cached for a year; the public pages pre-rendered (with the
// catalogue inlined), re-rendered when an admin has changed the catalogue since the build; index.html
// for every other page route. Every page carries the start-up loader time from STARTUP_LOADER_MS in
// its meta tag, and a CSP that allows index.html's inline loader by hash.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express, { type RequestHandler } from 'express';
import type { Logger } from '../logger.ts';
import { withDemoRibbon } from './demo-ribbon.ts';
import { compressPage, precompressedFiles, preferredCoding, type CompressedCopies } from './compression.ts';

export const LOADER_META = 'ile:startup-loader-ms';

export function withLoaderMs(html: string, ms: number): string {
  const pattern = /(<meta\s+name=["']ile:startup-loader-ms["']\s+content=["'])[^"']*(["'][^>]*>)/i;
  if (pattern.test(html)) return html.replace(pattern, `$1${ms}$2`);
  // The page has no tag yet: add one so the web app still reads the configured value.
  return html.replace(/<\/head>/i, `<meta name="${LOADER_META}" content="${ms}"></head>`);
}

export interface InlineHashes {
  script: string[];
  style: string[];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** CSP hashes of a page's inline scripts (not data blocks, not external ones) and inline styles. */
export function inlineHashes(html: string): InlineHashes {
  const script = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/json/i.test(attributes))
    .map(([, , body = '']) => sha256(body));
  const style = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map(([, , body = '']) => sha256(body));
  return { script, style };
}

/** The policy with the hashes added to script-src and style-src (both directives must exist). */
export function withInlineHashes(csp: string, hashes: InlineHashes): string {
  const add = (policy: string, directive: string, sources: string[]) =>
    sources.length ? policy.replace(new RegExp(`(^|;)\\s*${directive}\\s+([^;]*)`), (_m, start: string, list: string) => `${start}${directive} ${list.trim()} ${sources.join(' ')}`) : policy;
  return add(add(csp, 'script-src', hashes.script), 'style-src', hashes.style);
}

/** What the server entry (web/dist/server/entry-server.js, see web/src/entry-server.tsx) offers the BFF. */
export interface PageRenderer {
  renderPage(input: { path: string; catalogue: readonly unknown[]; template: string; manifest: unknown; distDir: string }): Promise<string>;
  catalogueFingerprint(catalogue: readonly unknown[]): string;
  /** Whether the path is one of the app's screens (the web's own route tree decides). */
  isAppRoute(path: string): boolean;
}

async function loadRenderer(file: string): Promise<PageRenderer> {
  const entry: Record<string, unknown> = await import(pathToFileURL(file).href);
  const { renderPage, catalogueFingerprint, isAppRoute } = entry;
  if (typeof renderPage !== 'function' || typeof catalogueFingerprint !== 'function' || typeof isAppRoute !== 'function') throw new Error(`${file} is not the web app's server entry`);
  return {
    async renderPage(input) {
      const html: unknown = await renderPage(input);
      if (typeof html !== 'string') throw new Error('the server entry rendered no HTML');
      return html;
    },
    catalogueFingerprint(catalogue) {
      const fingerprint: unknown = catalogueFingerprint(catalogue);
      if (typeof fingerprint !== 'string') throw new Error('the server entry gave no catalogue fingerprint');
      return fingerprint;
    },
    isAppRoute(path) {
      return isAppRoute(path) === true;
    },
  };
}

/** web/dist/pages/pages.json, written last by the web build's prerender. */
interface PagesIndex {
  catalogueFingerprint: string;
  pages: Map<string, string>;
}

function readPagesIndex(file: string): PagesIndex | null {
  if (!existsSync(file)) return null;
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null || !('catalogueFingerprint' in value) || !('pages' in value)) return null;
  const { catalogueFingerprint, pages } = value;
  if (typeof catalogueFingerprint !== 'string' || typeof pages !== 'object' || pages === null) return null;
  const files = new Map<string, string>();
  for (const [path, file] of Object.entries(pages)) if (typeof file === 'string') files.set(path, file);
  return { catalogueFingerprint, pages: files };
}

export interface WebAppOptions {
  webDist: string;
  startupLoaderMs: number;
  /** The test checkout is on: every page says that no real money moves. */
  demoRibbon: boolean;
  /** The public catalogue, as GET /app/fetchServices answers a visitor. */
  publicCatalogue: () => Promise<readonly unknown[]>;
  logger: Logger;
}

// Build output that is not for browsers: the server entry and the pre-rendered pages' files (served
// at their own paths, with the loader time and the live catalogue, never as files), and source maps
// (kept in the build for error reports; served, they would hand out the readable source).
const SOURCE_MAP = /\.map$/i;
const NOT_SERVED = /^\/(server|pages)(\/|$)/;

/** An HTML document to serve, and the hashes its inline blocks need in the CSP (each pre-rendered page inlines its own CSS). */
interface Page {
  html: string;
  hashes: InlineHashes;
  /** Compressed once, when the page is made (see compression.ts). */
  compressed: Promise<CompressedCopies>;
}

function pageOf(html: string): Page {
  const compressed = compressPage(html);
  // A failure is dealt with where the copies are awaited; meanwhile it must not count as unhandled.
  compressed.catch(() => undefined);
  return { html, hashes: inlineHashes(html), compressed };
}

/** Middleware for the web app, or null when WEB_DIST holds no build. */
export function webApp({ webDist, startupLoaderMs, demoRibbon, publicCatalogue, logger }: WebAppOptions): RequestHandler[] | null {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const template = readFileSync(indexFile, 'utf8');
  const dressed = (html: string) => (demoRibbon ? withDemoRibbon(withLoaderMs(html, startupLoaderMs)) : withLoaderMs(html, startupLoaderMs));
  const index = pageOf(dressed(template));

  const pagesDir = join(webDist, 'pages');
  const pagesIndex = readPagesIndex(join(pagesDir, 'pages.json'));
  const rendererFile = join(webDist, 'server', 'entry-server.js');
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  // Without the server entry (a dev build, an older build) nothing could tell whether a page's
  // catalogue is still the live one: every page route gets index.html, which is always correct.
  const prerendered = pagesIndex && existsSync(rendererFile) && existsSync(manifestFile) ? pagesIndex : null;

  const servedPage = (html: string): Page => pageOf(dressed(html));

  // Loaded now rather than on the first visitor's request (it is a large module).
  let renderer: Promise<PageRenderer> | undefined = prerendered ? loadRenderer(rendererFile) : undefined;
  renderer?.catch((error: unknown) => logger.error('the web app server entry failed to load', { error: error instanceof Error ? error.message : String(error) }));
  let manifest: unknown;
  const builtPages = new Map<string, Page>();
  // Pages re-rendered for the live catalogue: only for its current fingerprint (an edit makes the old ones useless).
  let rendered = { fingerprint: '', pages: new Map<string, Promise<Page>>() };

  async function prerenderedPage(path: string, file: string): Promise<Page> {
    if (!prerendered) return index;
    renderer ??= loadRenderer(rendererFile);
    const pageRenderer = await renderer;
    const catalogue = await publicCatalogue();
    const fingerprint = pageRenderer.catalogueFingerprint(catalogue);
    if (fingerprint === prerendered.catalogueFingerprint) {
      let page = builtPages.get(path);
      if (page === undefined) {
        page = servedPage(readFileSync(join(pagesDir, file), 'utf8'));
        builtPages.set(path, page);
      }
      return page;
    }
    if (rendered.fingerprint !== fingerprint) rendered = { fingerprint, pages: new Map() };
    const cache = rendered.pages;
    let page = cache.get(path);
    if (!page) {
      manifest ??= JSON.parse(readFileSync(manifestFile, 'utf8'));
      page = pageRenderer.renderPage({ path, catalogue, template, manifest, distDir: webDist }).then(servedPage);
      cache.set(path, page);
      // A failed render is not kept: the next request tries again.
      page.catch(() => cache.delete(path));
    }
    return page;
  }

  const assetsCacheControl = 'public, max-age=31536000, immutable';
  // The build's brotli and gzip copies of the hashed assets (web/scripts/precompress.mjs); the plain file otherwise.
  const compressedAssets = precompressedFiles(join(webDist, 'assets'), '/assets', assetsCacheControl);
  const files = express.static(webDist, {
    index: false,
    setHeaders: (res, path) => {
      if (path.startsWith(join(webDist, 'assets'))) res.setHeader('Cache-Control', assetsCacheControl);
      // The service worker keeps its name, so browsers must revalidate it to pick up a new version.
      else if (path === join(webDist, 'sw.js')) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
  const onlyForBrowsers =
    (serve: RequestHandler): RequestHandler =>
    (req, res, next) =>
      NOT_SERVED.test(req.path) || SOURCE_MAP.test(req.path) ? next() : serve(req, res, next);

  const pages: RequestHandler = async (req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/app/') && req.path !== '/app' && !SOURCE_MAP.test(req.path);
    if (!isPage || !req.accepts('html')) {
      next();
      return;
    }
    // Without the server entry nothing can tell an unknown page: index.html with 200, as the app decides.
    if (renderer && !(await renderer.then((r) => r.isAppRoute(req.path)).catch(() => true))) res.status(404);
    const file = prerendered?.pages.get(req.path);
    let page = index;
    if (file !== undefined) {
      try {
        page = await prerenderedPage(req.path, file);
      } catch (error) {
        // The app renders the page itself from index.html (and fetches the catalogue): slower, still right.
        logger.error('pre-rendered page unavailable, serving index.html', { path: req.path, error: error instanceof Error ? error.message : String(error) });
      }
    }
    const csp = res.getHeader('Content-Security-Policy');
    if (typeof csp === 'string') res.setHeader('Content-Security-Policy', withInlineHashes(csp, page.hashes));
    res.setHeader('Cache-Control', 'no-cache');
    res.vary('Accept-Encoding');
    res.type('html');
    const coding = preferredCoding(req.get('accept-encoding'), ['br', 'gzip']);
    // Should compressing ever fail, the per-response compression still does its part.
    const compressed = coding ? await page.compressed.catch(() => null) : null;
    if (!coding || !compressed) {
      res.send(page.html);
      return;
    }
    // A Content-Encoding already set keeps the per-response compression away.
    res.setHeader('Content-Encoding', coding);
    res.send(compressed[coding]);
  };

  return [onlyForBrowsers(compressedAssets), onlyForBrowsers(files), pages];
}
