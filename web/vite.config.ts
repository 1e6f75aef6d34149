// Vite config for the web app; Storybook and the story tests build on it too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { MockSession, mockPersonaProxy, personaFrom } from './dev/mock-persona.ts';

const MOCK_WORKER = 'mockServiceWorker.js';
const mockWorkerPath = fileURLToPath(new URL(`./mock-worker/${MOCK_WORKER}`, import.meta.url));

/**
 * MSW's service worker, served at the root only where the browser mocks can run: the dev server
 * and builds made with VITE_MSW=true (see src/main.tsx). A normal production build never ships it.
 */
function mockServiceWorker(): Plugin {
  return {
    name: 'ile-mock-service-worker',
    configureServer(server) {
      server.middlewares.use(`/${MOCK_WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(mockWorkerPath));
      });
    },
    generateBundle() {
      if (process.env.VITE_MSW !== 'true') return;
      this.emitFile({ type: 'asset', fileName: MOCK_WORKER, source: readFileSync(mockWorkerPath) });
    },
  };
}

/**
 * React Router's production build in production builds. Its package exports only its development
 * build (dev warnings on, extra checks; remix-run/react-router#12532, #14102, meant to be temporary),
 * so a bundler never picks dist/production on its own. The dev server and the story tests keep the
 * development build and its warnings.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');
  return {
    name: 'ile-react-router-production-build',
    apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}

/**
 * With one stylesheet for the whole app (build.cssCodeSplit false), Vite links it from index.html but
 * names it in the manifest under "style.css" only, tied to no chunk. This ties it to the entry, as it
 * is in fact (index.html loads it with the entry), so whatever follows a page's chunk graph in the
 * manifest (the pre-render, the bundle budgets) finds the page's CSS.
 */
function stylesheetOfEntry(): Plugin {
  return {
    name: 'ile-stylesheet-of-entry',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const stylesheet = Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes('style.css'));
      if (!stylesheet) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry) chunk.viteMetadata?.importedCss.add(stylesheet.fileName);
      }
    },
  };
}

/**
 * How the app's shared code is cut into files. Left to itself the bundler makes one chunk per exact
 * set of routes that share a module: 144 files, a service page needing 32 of them, most under 1 KiB
 * (an icon, a formatter). Over HTTP/1.1's six connections at a 300 ms round trip that is five or six
 * waves of requests before the page runs. These groups keep what every page needs in the entry, and
 * put modules shared by two or more routes in four files by area, so a service page needs 6 files,
 * the landing page 3, at a cost of about 2 KiB of code a page may not use.
 * A group only takes modules shared by at least two chunks (a route's own code stays with the
 * route), never an admin module (the bundle budgets check it), and never a service's form or words
 * (each service page loads only its own).
 */
const sharedBy = (test: (id: string) => boolean) => ({ test, minShareCount: 2 });

// Formatting, icons, UI parts, the catalogue, reviews: most customer screens, the landing page too.
const COMMON = /[\\/](domain[\\/]src|web[\\/]src[\\/](components[\\/](ui|icons)|lib|app[\\/]layout|features[\\/](catalogue|reviews)))[\\/]/;
// What a form needs and a page without one (the landing page) does not: the form controls, the
// price, visit-day and visit-window rules, a service form's fields and their checks. Every service
// page, /contact and /pro load it; the landing page and every page without a form are lighter for it.
const FORM = /[\\/](web[\\/]src[\\/](components[\\/]ui[\\/](field|choice-cards|stepper|toggle|text-area|checkbox-group)\.tsx?$|features[\\/]service-forms[\\/](?!configs[\\/]|form-loaders|draft-summary))|domain[\\/]src[\\/](pricing|visit-date|visit-time)\.ts$)/;
// What comes after a service form's Continue: the order's summary and price, signing up or in, the
// booking request and its answer, the customer's bookings. A service page downloads it while the
// customer types (booking-screens.ts), not before the form works: 5 KiB less before it does.
const CHECKOUT = /[\\/]web[\\/]src[\\/](features[\\/](bookings|auth)[\\/]|features[\\/]service-forms[\\/](form-loaders|draft-summary)|lib[\\/](person-checks|booking-idempotency)\.ts$)/;
// Domain text and links no service page uses: the vetting steps (about, help, terms, /pro) and WhatsApp
// links (a booking's and a job's page). In 'common' they cost every service page 0.5 KiB; left
// out, the pages that use them share a small file.
const NOT_ON_SERVICE_PAGES = /[\\/]domain[\\/]src[\\/](vetting|whatsapp)\.ts$/;
// Parts of the design system that only admin screens use: never in 'common', which customers load.
const ADMIN_UI = /[\\/]web[\\/]src[\\/]components[\\/]ui[\\/]audit-history\.tsx$/;
// After the booking: paying, receipts, claims, notifications.
const ACCOUNT = /[\\/]web[\\/]src[\\/]features[\\/](payments|claims|notifications|pros)[\\/]/;

const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const] },
  { name: 'common', ...sharedBy((id) => COMMON.test(id) && !FORM.test(id) && !CHECKOUT.test(id) && !ADMIN_UI.test(id) && !NOT_ON_SERVICE_PAGES.test(id)) },
  { name: 'form', ...sharedBy((id) => FORM.test(id)) },
  { name: 'checkout', ...sharedBy((id) => CHECKOUT.test(id)) },
  { name: 'account', ...sharedBy((id) => ACCOUNT.test(id)) },
];

// The dev BFF by default; `npm run dev:mock` points it at Prism (MOCK_API), which serves the spec's
// /app paths, and plays the session of the MOCK_USER persona. Ports: scripts/dev.mjs.
const mockApi = process.env.MOCK_API;
const apiTarget = mockApi ?? `http://127.0.0.1:${process.env.BFF_PORT ?? '3001'}`;
const mockSession = mockApi ? mockPersonaProxy(new MockSession(personaFrom(process.env.MOCK_USER))) : undefined;

export default defineConfig({
  plugins: [react(), mockServiceWorker(), stylesheetOfEntry(), reactRouterProductionBuild()],
  server: {
    port: process.env.PORT ? Number(process.env.PORT) : 5173,
    proxy: {
      '/app': { target: apiTarget, changeOrigin: true, configure: mockSession },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Hashed file names so the BFF can cache them for a year; index.html is never cached.
    assetsDir: 'assets',
    target: 'es2022',
    // Maps for error reports without advertising them to every visitor.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: the pre-render links each page's own chunks from it, and the bundle
    // budgets follow a page's chunk graph with it.
    manifest: true,
    // One stylesheet for the whole app (about 10 KiB with brotli), linked from index.html: a page then
    // blocks its first paint on one request instead of one per route chunk (up to 7 on a service page).
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
});
