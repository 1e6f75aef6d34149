// Proves every pre-rendered route's handle names the module its lazy import loads (the page would
// otherwise link another screen's CSS), and that the handle reads back; from the route tree's source.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prerenderHandle, prerenderModuleOf } from './route-handle.ts';

const routeTree = readFileSync(new URL('../route-tree.tsx', import.meta.url), 'utf8');

describe('the pre-rendered routes’ handles', () => {
  it('when a route has a prerender handle, then it names the same module as its lazy import', () => {
    const lines = routeTree.split('\n').filter((line) => line.includes('prerenderHandle('));
    expect(lines.length).toBeGreaterThanOrEqual(11);
    for (const line of lines) {
      const imported = /import\('\.\/(routes\/[^']+)'\)/.exec(line)?.[1];
      const handled = /prerenderHandle\('src\/app\/(routes\/[^']+)'\)/.exec(line)?.[1];
      expect(handled, line).toBeDefined();
      expect(handled, line).toBe(imported);
    }
  });

  it('when a handle is read back, then only a prerender handle gives a module', () => {
    expect(prerenderModuleOf(prerenderHandle('src/app/routes/home/home.tsx'))).toBe('src/app/routes/home/home.tsx');
    expect(prerenderModuleOf(undefined)).toBeNull();
    expect(prerenderModuleOf({ prerenderModule: 42 })).toBeNull();
    expect(prerenderModuleOf('src/app/routes/home/home.tsx')).toBeNull();
  });
});
