// Entry point: hydrates a pre-rendered page (its markup and data came with the HTML) or renders the
// app into an empty #root. With VITE_MSW=true (a build-time flag) the API is mocked in the browser;
// the mock code is then a separate chunk and never part of a normal build.
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getDefaultApiClient } from './api/client.ts';
import { App, type AppProps } from './app/app.tsx';
import { preloadMatchedScreens } from './app/app-routes.tsx';
import { seedQueryClient, stylesheetsLoaded, yieldToBrowser } from './app/client-start.ts';
import { readPageData } from './app/prerender/page-data.ts';
import { preloadOnPress } from './app/preload-on-press.ts';
import { createQueryClient } from './app/query-client.ts';
import { createAppRoutes } from './app/route-tree.tsx';
import { loadIconSprite } from './components/icons/sprite.ts';
import { env } from './config/env.ts';

async function enableMocking(): Promise<void> {
  if (!import.meta.env.DEV && import.meta.env.VITE_MSW !== 'true') return;
  if (!env.mswEnabled) return;
  const { startBrowserMocks } = await import('./testing/mocks/browser.ts');
  await startBrowserMocks();
}

async function start(root: HTMLElement): Promise<void> {
  // Evaluating the modules was one task; reading the page and building the routes, loading the
  // page's own modules, and hydrating each run in later ones.
  await yieldToBrowser();
  const page = readPageData(document);
  const queryClient = createQueryClient();
  seedQueryClient(queryClient, getDefaultApiClient(), page);
  // Building and matching the route tree (React Router flattens and ranks every route) is a task of
  // its own: with the seeding above it made one task of 40-68 ms on a 4x slowed CPU (a returning
  // visitor's service page), the longest of start-up; apart, two of about 17-29 ms.
  await yieldToBrowser();
  const routes = createAppRoutes();
  preloadOnPress(document, routes);
  const styled = stylesheetsLoaded(document);
  let hydrate = page !== null && root.firstElementChild !== null;
  if (hydrate) {
    // A route module that fails to download is shown by the route-error screen of a fresh render.
    hydrate = await preloadMatchedScreens(routes, window.location.pathname).then(
      () => true,
      () => false,
    );
  }
  await styled;
  await yieldToBrowser();
  const props: AppProps = {
    queryClient,
    routes,
    loaderOwner: hydrate ? 'document' : 'app',
    serverRenderTime: hydrate && page ? new Date(page.renderedAt) : null,
  };
  const app = (
    <StrictMode>
      <App {...props} />
    </StrictMode>
  );
  // Hydrated in a transition: React then works in slices of a few milliseconds and yields to the
  // browser between them (a plain hydrateRoot is one long task per route on a slow phone), while the
  // pre-rendered page is already on screen; an input meanwhile hydrates its part first.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    createRoot(root).render(app);
  }
  // The drawings of every icon, for the screens to come (a pre-rendered page holds its own already);
  // a download that failed offline is tried again once the connection is back (once loaded, never).
  void loadIconSprite();
  window.addEventListener('online', () => void loadIconSprite());
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void enableMocking().then(() => start(root));
