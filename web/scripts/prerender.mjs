#!/usr/bin/env node
// The last step of the web build: renders every public page with the bundled catalogue into
// web/dist/pages/ (`/` → index.html, `/services/x` → services/x.html) with the server entry the step
// before built, and writes pages.json: the catalogue fingerprint the pages were rendered with (the BFF
// serves them as they are while the live catalogue has the same) and the file of each path.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const server = await import(pathToFileURL(join(dist, 'server', 'entry-server.js')).href);
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const pagesDir = join(dist, 'pages');
rmSync(pagesDir, { recursive: true, force: true });

const now = new Date();
const pages = {};
for (const path of server.PUBLIC_PAGE_PATHS) {
  const html = await server.renderPage({ path, catalogue: server.bundledCatalogue, template, manifest, distDir: dist, now });
  const file = server.pageFileOf(path);
  mkdirSync(dirname(join(pagesDir, file)), { recursive: true });
  writeFileSync(join(pagesDir, file), html);
  pages[path] = file;
}
// Written last, so a build that stopped half-way has no pages.json (npm start then builds again).
const index = { catalogueFingerprint: server.catalogueFingerprint(server.bundledCatalogue), renderedAt: now.toISOString(), pages };
writeFileSync(join(pagesDir, 'pages.json'), `${JSON.stringify(index, null, 2)}\n`);
console.log(`Pre-rendered ${Object.keys(pages).length} public pages into ${pagesDir}`);
