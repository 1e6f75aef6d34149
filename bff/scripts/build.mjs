// The BFF as production runs it: one JavaScript file per entry (bff/src/server.ts →
// bff/dist/src/server.mjs), our TypeScript and the @ile workspaces bundled with esbuild, every npm
// package left to node_modules. Node then runs plain JavaScript: no TypeScript loader at start-up,
// and no source maps applied to every stack trace. Under tsx, Node maps each stack it formats,
// and Sequelize's SQLite driver formats one per query whether it fails or not (about a tenth of
// the server's CPU on every route, measured by `npm run bench:bff` with BENCH_PROFILE_DIR).
// A stack trace then names bff/dist/src/server.mjs, whose esbuild comments name each source file;
// NODE_OPTIONS=--enable-source-maps maps it back to the TypeScript through server.mjs.map, at that
// cost. Tests and `npm run dev` run the TypeScript under tsx as before.
import { build } from 'esbuild';
import { existsSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutRoot } from '../../scripts/checkout-root.mjs';
import { newestMtime } from '../../scripts/newest-mtime.mjs';

/** The checkout (this file may itself be bundled into bff/dist, by the bench's own modules). */
const ROOT = checkoutRoot(import.meta.url);
/** What the bundle is made of: a change to any of these makes it stale. */
const SOURCES = ['bff/src', 'bff/bench', 'bff/reliability', 'domain/src', 'bff/package.json', 'domain/package.json', 'bff/scripts/build.mjs', 'scripts/newest-mtime.mjs', 'scripts/checkout-root.mjs'];

/** Bare imports stay imports of node_modules, except our own workspaces (their TypeScript is bundled). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ile/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * Bundles `entry` (a path from the repository root under bff/, e.g. bff/src/server.ts) into
 * bff/dist/<the same path>.mjs (bff/dist/src/server.mjs) when that is missing or older than the
 * sources; resolves with the bundle's absolute path.
 */
export async function buildBff(entry = 'bff/src/server.ts') {
  const inBff = relative(join(ROOT, 'bff'), join(ROOT, entry));
  if (inBff.startsWith('..') || !inBff.endsWith('.ts')) throw new Error(`${entry} is not a TypeScript file of bff/`);
  const outfile = join(ROOT, 'bff', 'dist', inBff.replace(/\.ts$/, '.mjs'));
  const built = existsSync(outfile) ? statSync(outfile).mtimeMs : 0;
  if (built > 0 && SOURCES.every((s) => newestMtime(join(ROOT, s)) < built)) return outfile;
  const result = await build({
    entryPoints: [join(ROOT, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [npmPackagesExternal],
    logLevel: 'warning',
    write: false,
  });
  // Written aside and renamed into place: a server starting alongside (test workers, a restart)
  // reads the old file or the new one, never half of one.
  mkdirSync(dirname(outfile), { recursive: true });
  for (const file of result.outputFiles) {
    const aside = `${file.path}.${process.pid}.tmp`;
    writeFileSync(aside, file.contents);
    renameSync(aside, file.path);
  }
  return outfile;
}

// `node bff/scripts/build.mjs [entry]`: builds and prints where.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(await buildBff(process.argv[2]));
}
