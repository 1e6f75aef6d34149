// The server entry (built with `vite build --ssr`, never sent to browsers): renders a public page to
// HTML with React Router's static router. Used by the build's prerender (web/scripts/prerender.mjs)
// and by the BFF, which re-renders a page when the live catalogue is not the one it was built with.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { Manifest } from 'vite';
import type { Service } from './api/types.ts';
import { CATALOGUE_KEY, CURRENT_USER_KEY } from './api/query-keys.ts';
import './components/ui/tokens.css';
import { spriteFor, symbolsUsedBy } from './components/icons/sprite.ts';
// The sprite's text in the server bundle: each page carries the symbols its markup draws.
import iconSprite from './components/icons/sprite.svg?raw';
import { DocumentTitleSink } from './components/document-title.tsx';
import { StartupLoaderContext } from './app/layout/startup-loader.ts';
import { catalogueFingerprint, type PageData } from './app/prerender/page-data.ts';
import { criticalCss } from './app/prerender/critical-css.ts';
import { pageHtml, pageScripts } from './app/prerender/page-html.ts';
import { PUBLIC_PAGE_PATHS, pageFileOf } from './app/prerender/public-pages.ts';
import { prerenderModulesOf } from './app/prerender/route-handle.ts';
import { AppRoutes, preloadMatchedScreens } from './app/app-routes.tsx';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRoutes } from './app/route-tree.tsx';
import { isKnownRoute } from './app/known-route.ts';
import { BUNDLED_SERVICES } from './features/catalogue/catalogue.ts';
import { HydratedContext, ServerRenderTimeContext } from './lib/hydration.ts';

export { catalogueFingerprint, PUBLIC_PAGE_PATHS, pageFileOf };

const APP_ROUTES = createAppRoutes();

/** Whether `path` is a screen of the app; the BFF answers any other page with 404 (and the app's not-found screen). */
export function isAppRoute(path: string): boolean {
  return isKnownRoute(APP_ROUTES, path);
}

/** The catalogue the build pre-renders with: the bundled default, as a fresh database holds it. */
export const bundledCatalogue: readonly Service[] = BUNDLED_SERVICES;

export interface RenderPageInput {
  /** A path of PUBLIC_PAGE_PATHS. */
  path: string;
  /** The public catalogue to render with (and inline). */
  catalogue: readonly Service[];
  /** The built index.html. */
  template: string;
  /** The client build's manifest (dist/.vite/manifest.json). */
  manifest: Manifest;
  /** The client build's folder (web/dist): the stylesheets the page's critical CSS is taken from. */
  distDir: string;
  now?: Date;
}

/** The page at `path` as a whole HTML document. */
export async function renderPage({ path, catalogue, template, manifest, distDir, now = new Date() }: RenderPageInput): Promise<string> {
  if (!PUBLIC_PAGE_PATHS.includes(path)) throw new Error(`${path} is not a pre-rendered page`);
  const routes = createAppRoutes();
  // Downloads the matched screens, so the screen itself is rendered, not the loader.
  const matches = await preloadMatchedScreens(routes, path);

  const queryClient = createQueryClient();
  queryClient.setQueryData(CATALOGUE_KEY, [...catalogue]);
  // Every visitor gets this page; the signed-in parts fill in after GET /app/current_user.
  queryClient.setQueryData(CURRENT_USER_KEY, false);
  // The first title asked for (the outermost) names the page, as in the browser, where the
  // outermost component's effect runs last.
  let title: string | null = null;
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <DocumentTitleSink.Provider value={(asked) => (title ??= asked)}>
          <StartupLoaderContext.Provider value="document">
            <ServerRenderTimeContext.Provider value={now}>
              <HydratedContext.Provider value={false}>
                <StaticRouter location={path}>
                  <AppRoutes routes={routes} />
                </StaticRouter>
              </HydratedContext.Provider>
            </ServerRenderTimeContext.Provider>
          </StartupLoaderContext.Provider>
        </DocumentTitleSink.Provider>
      </AppProviders>
    </StrictMode>,
  );
  // A screen that threw or suspended leaves React's mark of a boundary handed to the browser to
  // render (the page would be the loader): fail the build instead.
  if (markup.includes('<!--$!')) throw new Error(`${path} failed to render on the server: a screen threw or was still loading`);
  const modules = matches.flatMap((match) => prerenderModulesOf(match.route.handle));
  if (modules.length === 0) throw new Error(`${path} matched no pre-rendered screen module`);
  const data: PageData = { catalogue: [...catalogue], renderedAt: now.toISOString() };
  const css = await criticalCss({ markup, stylesheets: pageScripts(template, manifest, modules).styles, distDir });
  const icons = spriteFor(iconSprite, symbolsUsedBy(markup));
  return pageHtml(template, manifest, { markup, title, data, modules, criticalCss: css, icons });
}
