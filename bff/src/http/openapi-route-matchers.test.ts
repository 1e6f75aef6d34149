// The route-matcher cache the OpenAPI validator's lookups go through (openapi-route-matchers.ts).
import { describe, expect, it } from 'vitest';
import { cacheRouteMatchers, validatorPathToRegexp } from './openapi-route-matchers.ts';

function countingModule() {
  const calls: unknown[] = [];
  const module = {
    pathToRegexp: (path: unknown, options?: Record<string, unknown>) => {
      calls.push([path, options]);
      return { regexp: new RegExp(String(path)), keys: [] };
    },
  };
  return { module, calls };
}

describe('route matchers for the OpenAPI validator', () => {
  it('when the same route is asked for with the same options, then it is compiled once and the same matcher answers', () => {
    const { module, calls } = countingModule();
    cacheRouteMatchers(module);
    const first = module.pathToRegexp('/app/bookings/:id', { sensitive: false, strict: false });
    const again = module.pathToRegexp('/app/bookings/:id', { strict: false, sensitive: false });
    expect(again).toBe(first);
    expect(calls).toHaveLength(1);
  });

  it('when the options or the route differ, or the options are not plain values, then it compiles again', () => {
    const { module, calls } = countingModule();
    cacheRouteMatchers(module);
    module.pathToRegexp('/app/bookings/:id', { sensitive: false, strict: false });
    module.pathToRegexp('/app/bookings/:id', { sensitive: true, strict: false });
    module.pathToRegexp('/app/home', { sensitive: false, strict: false });
    const encode = (value: string) => value;
    module.pathToRegexp('/app/home', { encode });
    module.pathToRegexp('/app/home', { encode });
    // The same text once quoted, once not, and two strings that would read alike unquoted.
    module.pathToRegexp('/app/home', { sensitive: true });
    module.pathToRegexp('/app/home', { sensitive: 'true' });
    module.pathToRegexp('/app/home', { delimiter: 'a;strict=1' });
    module.pathToRegexp('/app/home', { delimiter: 'a', strict: 1 });
    expect(calls).toHaveLength(9);
  });

  it('when lookupRoute’s options and the same options with another one come, then each has its own entry and equal options share one', () => {
    const { module, calls } = countingModule();
    cacheRouteMatchers(module);
    const plain = module.pathToRegexp('/app/home', { sensitive: false, strict: true });
    expect(module.pathToRegexp('/app/home', { strict: true, sensitive: false })).toBe(plain);
    // Same two values plus a third option, or a non-boolean: not the short key, not the same entry.
    module.pathToRegexp('/app/home', { sensitive: false, strict: true, end: false });
    module.pathToRegexp('/app/home', { sensitive: 0, strict: true });
    module.pathToRegexp('/app/home', { sensitive: true, strict: true });
    module.pathToRegexp('/app/home', { sensitive: true, strict: false });
    module.pathToRegexp('/app/home', { sensitive: false, strict: false });
    expect(calls).toHaveLength(6);
    expect(module.pathToRegexp('/app/home', { sensitive: 0, strict: true })).toBe(module.pathToRegexp('/app/home', { strict: true, sensitive: 0 }));
    expect(calls).toHaveLength(6);
  });

  it('when asked twice for the same module, then it caches once (no cache of the cache)', () => {
    const { module } = countingModule();
    cacheRouteMatchers(module);
    const cached = module.pathToRegexp;
    cacheRouteMatchers(module);
    expect(module.pathToRegexp).toBe(cached);
  });

  it('when the real path-to-regexp answers from the cache, then its matchers match as before', () => {
    const real = validatorPathToRegexp();
    const original = real.pathToRegexp;
    const compiled = original('/app/bookings/:id', { sensitive: false, strict: false }) as { regexp: RegExp; keys: { name: string }[] };
    cacheRouteMatchers(real);
    const cached = real.pathToRegexp('/app/bookings/:id', { sensitive: false, strict: false }) as { regexp: RegExp; keys: { name: string }[] };
    expect(cached.regexp.source).toBe(compiled.regexp.source);
    expect(cached.keys.map((key) => key.name)).toEqual(['id']);
    expect(cached.regexp.exec('/app/bookings/42')?.[1]).toBe('42');
    expect(real.pathToRegexp('/app/bookings/:id', { sensitive: false, strict: false })).toBe(cached);
  });
});
