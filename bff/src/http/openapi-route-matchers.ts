// express-openapi-validator 5.6.2 finds a request's operation by compiling every route of the spec
// into a regular expression, again on every request (path-to-regexp's pathToRegexp in its
// openapi.metadata lookupRoute), until one matches: about 5 % of the server's time on a short
// request. Upstream's fix (cdimascio/express-openapi-validator#1217, "perf: cache route matchers")
// is not released; until it is, the validator's own copy of path-to-regexp answers from a cache.
// The cache is keyed by everything that shapes the answer (route and options); lookupRoute only
// reads the answer (regexp.exec on a non-global RegExp, keys.map), so sharing it is safe.
import { patchOnce, validatorModule } from './openapi-validator-modules.ts';

type PathToRegexp = (path: unknown, options?: Record<string, unknown>) => unknown;

interface PathToRegexpModule {
  pathToRegexp: PathToRegexp;
}

const isPlainValue = (value: unknown) => value === undefined || ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The same text for the same plain values in any key order (lookupRoute builds a new options
 * object for every route it tries). Option names are path-to-regexp's identifiers; string values
 * are quoted so that no two different values read alike.
 */
function optionsKey(options: Record<string, unknown>): string {
  let key = '';
  for (const name of Object.keys(options).sort()) {
    const value = options[name];
    key += `${name}=${typeof value === 'string' ? JSON.stringify(value) : String(value)};`;
  }
  return key;
}

/** optionsKey of lookupRoute's four possible options, made once, so both ways share one cache entry. */
const LOOKUP_KEYS = [false, true].flatMap((sensitive) => [false, true].map((strict) => optionsKey({ sensitive, strict })));

/**
 * The key of lookupRoute's own options, `{ sensitive, strict }` with both booleans, without
 * optionsKey's sort and text: lookupRoute asks once per route it tries, on every request.
 * Anything else has no short key (null) and goes through optionsKey.
 */
function lookupOptionsKey(options: Record<string, unknown>): string | null {
  let names = 0;
  for (const name in options) {
    if (name !== 'sensitive' && name !== 'strict') return null;
    names++;
  }
  const { sensitive, strict } = options;
  if (names !== 2 || typeof sensitive !== 'boolean' || typeof strict !== 'boolean') return null;
  return LOOKUP_KEYS[(sensitive ? 2 : 0) + (strict ? 1 : 0)] ?? null;
}

/** The path-to-regexp module instance express-openapi-validator itself requires. */
export function validatorPathToRegexp(): PathToRegexpModule {
  return validatorModule<PathToRegexpModule>('path-to-regexp');
}

/** Makes `module.pathToRegexp` answer a string route with the same options from a cache (once per module). */
export function cacheRouteMatchers(module: PathToRegexpModule = validatorPathToRegexp()): void {
  patchOnce(module, 'pathToRegexp', (compile) => {
    // Options first, then the route: the route strings are the validator's own (the same string
    // objects every request), so the inner lookup hashes nothing new.
    const cache = new Map<string, Map<string, unknown>>();
    const cached: PathToRegexp = (path, options = {}) => {
      if (typeof path !== 'string') return compile(path, options);
      // Only options of plain values are cached (lookupRoute's are): anything else compiles as before.
      let key = lookupOptionsKey(options);
      if (key === null) {
        if (!Object.values(options).every(isPlainValue)) return compile(path, options);
        key = optionsKey(options);
      }
      let routes = cache.get(key);
      if (!routes) {
        routes = new Map();
        cache.set(key, routes);
      }
      let answer = routes.get(path);
      if (answer === undefined) {
        answer = compile(path, options);
        routes.set(path, answer);
      }
      return answer;
    };
    return cached;
  });
}
