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

const PATCHED = Symbol('ile.patchedValidatorFunction');

/**
 * Sets `owner[key]`, one of the validator's functions, to what `patch` makes of it, unless it is
 * already one of ours: every app a process builds (the tests build many) shares the validator's
 * modules, and a patch wrapped in itself would do its work twice. Answers whether it patched.
 */
export function patchOnce<O, K extends keyof O>(owner: O, key: K, patch: (original: O[K]) => O[K] & object): boolean {
  const original = owner[key];
  if (typeof original === 'function' && PATCHED in original) return false;
  owner[key] = Object.assign(patch(original), { [PATCHED]: true });
  return true;
}
