// The modules express-openapi-validator itself loads (its own dist files, its own copy of a
// dependency), for the few places that change how they work until upstream does (route matchers,
// operation lookups, media types, shared component schemas).
import { createRequire } from 'node:module';

/** `specifier` as express-openapi-validator's dist/index.js would require it. */
export function validatorModule<T>(specifier: string): T {
  const require = createRequire(import.meta.url);
  const fromValidator = createRequire(require.resolve('express-openapi-validator'));
  return fromValidator(specifier) as T;
}

/** Its middlewares/util module (ContentType, useAjvCache). */
export const VALIDATOR_UTIL = './middlewares/util.js';
