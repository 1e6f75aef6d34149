// Serves the built web app: hashed assets cached for a year, index.html for every page route,
// with the start-up loader time from STARTUP_LOADER_MS written into its meta tag.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { type RequestHandler } from 'express';

export const LOADER_META = 'ile:startup-loader-ms';

export function withLoaderMs(html: string, ms: number): string {
  const pattern = /(<meta\s+name=["']ile:startup-loader-ms["']\s+content=["'])[^"']*(["'][^>]*>)/i;
  if (pattern.test(html)) return html.replace(pattern, `$1${ms}$2`);
  // The page has no tag yet: add one so the web app still reads the configured value.
  return html.replace(/<\/head>/i, `<meta name="${LOADER_META}" content="${ms}"></head>`);
}

/** Middleware for the web app, or null when WEB_DIST holds no build. */
export function webApp(webDist: string, startupLoaderMs: number): RequestHandler[] | null {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return null;
  const indexHtml = withLoaderMs(readFileSync(indexFile, 'utf8'), startupLoaderMs);

  const files = express.static(webDist, {
    index: false,
    setHeaders: (res, path) => {
      if (path.startsWith(join(webDist, 'assets'))) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      // The service worker keeps its name, so browsers must revalidate it to pick up a new version.
      else if (path === join(webDist, 'sw.js')) res.setHeader('Cache-Control', 'no-cache');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });

  const pages: RequestHandler = (req, res, next) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/app/') && req.path !== '/app';
    if (!isPage || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html').send(indexHtml);
  };

  return [files, pages];
}
