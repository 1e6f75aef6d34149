// The web build's chunk graph, read from Vite's manifest (web/dist/.vite/manifest.json) and the
// hidden source maps: which files a page downloads, and which source modules each chunk holds.
// Used by .size-limit.cjs (budgets and the admin-isolation check) and tested in
// web/src/app/routes/route-chunks.test.ts. CommonJS because size-limit loads its config synchronously.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: size-limit loads its config synchronously. */

const { existsSync, readFileSync } = require('node:fs');
const { dirname, join, relative, resolve, sep } = require('node:path');

/**
 * Source modules that only admins may download: the admin features, the catalogue editor, the
 * admin screens (routes/admin-*) and the notification tool. Paths are relative to web/.
 */
const ADMIN_MODULE = /^src\/(features\/(admin[^/]*|catalogue-admin)|app\/routes\/(admin-[^/]+|push-note-tool))\//;

/** Route modules that only admins reach (their chunks may hold admin code). Keys of the manifest. */
const ADMIN_ROUTE = /^src\/app\/routes\/(admin-[^/]+|push-note-tool)\//;

function readManifest(distDir) {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with build.manifest: true (npm run build)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The one entry chunk's manifest key (index.html). */
function entryKey(manifest) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk in the manifest, found ${entries.length}: ${entries.join(', ')}`);
  return entries[0];
}

function requireKey(manifest, key) {
  if (!manifest[key]) throw new Error(`${key} is not in the build manifest (renamed or no longer lazy?)`);
  return key;
}

/**
 * Every manifest key reachable from `roots` through static imports (what the browser must download
 * before the roots run), and through dynamic imports too when `dynamic` is true (all it may load).
 */
function closure(manifest, roots, { dynamic = false } = {}) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[requireKey(manifest, key)];
    seen.add(key);
    for (const next of chunk.imports ?? []) stack.push(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) stack.push(next);
  }
  return [...seen];
}

/** The JavaScript files of those keys (dist-relative, sorted, no duplicates). */
function jsFiles(manifest, keys) {
  return [...new Set(keys.map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))].sort();
}

/** The CSS files those keys pull in (dist-relative, sorted, no duplicates). */
function cssFiles(manifest, keys) {
  return [...new Set(keys.flatMap((key) => manifest[key].css ?? []))].sort();
}

/** The JS a page needs before it runs: the entry, the route's chunk, and their static imports. */
function pageKeys(manifest, routeKeys) {
  return closure(manifest, [entryKey(manifest), ...routeKeys.map((key) => requireKey(manifest, key))]);
}

/**
 * The source modules a chunk was built from, read from its source map, as paths relative to
 * `webRoot` (web/, by default the folder that holds dist/): e.g. "src/features/admin/index.ts".
 */
function modulesOf(distDir, file, webRoot = dirname(resolve(distDir))) {
  const map = join(distDir, `${file}.map`);
  // No map, no source modules: a chunk that only imports others (a re-export facade), or the
  // bundler's own runtime helpers when they get a chunk of their own.
  if (!existsSync(map) && (/^(import\s*"[^"]+";?\s*)*$/.test(readFileSync(join(distDir, file), 'utf8')) || /(^|\/)rolldown-runtime-[\w-]+\.js$/.test(file))) return [];
  if (!existsSync(map)) throw new Error(`${map} is missing: the build must write (hidden) source maps`);
  const { sources = [], sourceRoot = '' } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.map((source) => relative(webRoot, resolve(distDir, dirname(file), sourceRoot, source)).split(sep).join('/'));
}

/** Route chunks that customers and visitors can reach: every dynamic entry under src/app/routes that is not an admin screen. */
function customerRouteKeys(manifest) {
  return Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.startsWith('src/app/routes/') && !ADMIN_ROUTE.test(key));
}

/**
 * The admin modules in chunks that a non-admin visitor can download: everything reachable (static
 * and dynamic imports) from the entry without going through an admin route. Returns
 * [{ file, modules }] for each offending chunk; empty when customers never download admin code.
 */
function adminCodeForCustomers(distDir, manifest, webRoot) {
  const entry = entryKey(manifest);
  const seen = new Set();
  const stack = [entry];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key) || ADMIN_ROUTE.test(key)) continue;
    seen.add(key);
    const chunk = manifest[requireKey(manifest, key)];
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) stack.push(next);
  }
  const offending = [];
  for (const file of jsFiles(manifest, [...seen])) {
    const modules = modulesOf(distDir, file, webRoot).filter((module) => ADMIN_MODULE.test(module));
    if (modules.length) offending.push({ file, modules });
  }
  return offending;
}

module.exports = {
  ADMIN_MODULE,
  ADMIN_ROUTE,
  readManifest,
  entryKey,
  closure,
  jsFiles,
  cssFiles,
  pageKeys,
  modulesOf,
  customerRouteKeys,
  adminCodeForCustomers,
};
