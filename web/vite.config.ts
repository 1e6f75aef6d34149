// Vite config for the web app; Storybook and the story tests build on it too.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

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

// The dev BFF by default; `npm run dev:mock` points it at Prism, which serves the spec's /app paths.
const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3001';

export default defineConfig({
  plugins: [react(), mockServiceWorker(), stylesheetOfEntry()],
  server: {
    port: 5173,
    proxy: {
      '/app': { target: apiTarget, changeOrigin: true },
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
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
