// The checkout's root: the nearest folder above a module that holds openapi.yaml. Found rather than
// counted from the module's folder, because the BFF's modules run both from bff/src (under tsx) and
// bundled into bff/dist (bff/scripts/build.mjs).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The checkout above the module at `moduleUrl` (its import.meta.url). */
export function checkoutRoot(moduleUrl) {
  const from = dirname(fileURLToPath(moduleUrl));
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'openapi.yaml'))) return dir;
    if (dirname(dir) === dir) throw new Error(`no openapi.yaml above ${from}: is this the checkout?`);
  }
}
