// The web build's chunk graph, read from Vite's manifest (web/dist/.vite/manifest.json) and the
// hidden source maps: which files a page downloads, and which source modules each chunk holds.
// Used by .size-limit.cjs (budgets, the admin-isolation and the service-page checks) and tested in
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

/** The shared screen of the 18 service pages, each page's own module (by slug), and a service's form (by service). */
const SERVICE_SCREEN = 'src/app/routes/service-page/service-page.tsx';
const SERVICE_PAGE_MODULE = /^src\/app\/routes\/service-page\/pages\/[\w-]+\.ts$/;
const SERVICE_FORM_MODULE = /^src\/features\/service-forms\/configs\/[\w-]+\.ts$/;

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

/** The manifest keys of the service pages' own modules (src/app/routes/service-page/pages/<slug>.ts). */
function servicePageKeys(manifest) {
  const keys = Object.keys(manifest).filter((key) => SERVICE_PAGE_MODULE.test(key)).sort();
  if (keys.length === 0) throw new Error('the build manifest has no service page modules (src/app/routes/service-page/pages/<slug>.ts): renamed, or no longer lazy?');
  return keys;
}

/**
 * Service code a service page downloads that is not its own. A page needs the entry, the shared
 * screen, its own module and their static imports. The shared part (entry and screen) must hold no
 * page module and no form config at all; the rest may hold the page's own module and one form (the
 * page's type pins it to the service it books), never another page's module or a second form.
 * Returns [{ page, modules }] for each page that downloads another's; empty when none does.
 */
function foreignServiceCode(distDir, manifest, webRoot) {
  const serviceModules = (file) => modulesOf(distDir, file, webRoot).filter((module) => SERVICE_PAGE_MODULE.test(module) || SERVICE_FORM_MODULE.test(module));
  const shared = new Set(jsFiles(manifest, closure(manifest, [entryKey(manifest), requireKey(manifest, SERVICE_SCREEN)])));
  const inShared = [...shared].flatMap(serviceModules);
  const offending = [];
  for (const page of servicePageKeys(manifest)) {
    const own = jsFiles(manifest, closure(manifest, [page])).filter((file) => !shared.has(file)).flatMap(serviceModules);
    const forms = own.filter((module) => SERVICE_FORM_MODULE.test(module));
    const modules = [...inShared, ...own.filter((module) => SERVICE_PAGE_MODULE.test(module) && module !== page), ...(forms.length > 1 ? forms : [])];
    if (modules.length) offending.push({ page, modules: [...new Set(modules)].sort() });
  }
  return offending;
}

module.exports = {
  SERVICE_SCREEN,
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
  servicePageKeys,
  foreignServiceCode,
};
