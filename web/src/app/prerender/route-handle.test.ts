// Proves every pre-rendered route's handle names the modules its lazy route loads (the page would
// otherwise link another screen's CSS, or miss its own module), and that the handle reads back: the
// fixed routes from the route tree's source, the 18 service pages from the route tree itself.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { SERVICE_PAGE_LIST } from '../../features/catalogue/catalogue.ts';
import { createAppRoutes } from '../route-tree.tsx';
import { prerenderHandle, prerenderModulesOf } from './route-handle.ts';

const routeTree = readFileSync(new URL('../route-tree.tsx', import.meta.url), 'utf8');

function flatten(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...flatten(route.children ?? [])]);
}

describe('the pre-rendered routes’ handles', () => {
  it('when a fixed route has a prerender handle, then it names the same module as its lazy import', () => {
    const lines = routeTree.split('\n').filter((line) => line.includes('element: lazyScreen(') && line.includes('prerenderHandle('));
    expect(lines.length).toBeGreaterThanOrEqual(10);
    for (const line of lines) {
      const imported = /import\('\.\/(routes\/[^']+)'\)/.exec(line)?.[1];
      const handled = /prerenderHandle\('src\/app\/(routes\/[^']+)'\)/.exec(line)?.[1];
      expect(handled, line).toBeDefined();
      expect(handled, line).toBe(imported);
    }
  });

  it('when the catalogue lists a service page, then its route names the shared screen and the page’s own module, which exist', () => {
    expect(routeTree).toContain("import('./routes/service-page/service-page.tsx')");
    const routes = flatten(createAppRoutes()).filter((route) => route.path?.startsWith('services/'));
    expect(routes.map((route) => route.path)).toEqual(SERVICE_PAGE_LIST.map((page) => `services/${page.slug}`));
    for (const route of routes) {
      const modules = prerenderModulesOf(route.handle);
      expect(modules).toEqual(['src/app/routes/service-page/service-page.tsx', `src/app/routes/${route.path?.replace('services/', 'service-page/pages/')}.ts`]);
      for (const module of modules) expect(existsSync(new URL(`../../../${module}`, import.meta.url)), module).toBe(true);
    }
  });

  it('when a handle is read back, then only a prerender handle gives modules', () => {
    expect(prerenderModulesOf(prerenderHandle('src/app/routes/home/home.tsx'))).toEqual(['src/app/routes/home/home.tsx']);
    expect(prerenderModulesOf(prerenderHandle('a.tsx', 'b.ts'))).toEqual(['a.tsx', 'b.ts']);
    expect(prerenderModulesOf(undefined)).toEqual([]);
    expect(prerenderModulesOf({ prerenderModules: [42] })).toEqual([]);
    expect(prerenderModulesOf({ prerenderModules: 'src/app/routes/home/home.tsx' })).toEqual([]);
    expect(prerenderModulesOf('src/app/routes/home/home.tsx')).toEqual([]);
  });
});
