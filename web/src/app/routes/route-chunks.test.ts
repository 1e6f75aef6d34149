// The chunk-graph rules behind the bundle budgets and the admin-isolation check (.size-limit.cjs,
// run by `npm run test:budgets` on the real build): proven here on small made-up builds, so a
// graph that leaks admin code to a customer route is known to be caught.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as graph from '../../../../scripts/bundle-graph.cjs';
import type { Manifest } from '../../../../scripts/bundle-graph.cjs';

let web: string;

/** A fake web/ with dist/: each chunk's code, and a source map naming its modules (relative to web/). */
function build(manifest: Manifest, modules: Record<string, string[]>): string {
  web = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  const dist = join(web, 'dist');
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), text);
  };
  write('.vite/manifest.json', JSON.stringify(manifest));
  for (const [file, sources] of Object.entries(modules)) {
    write(file, 'export const x = 1;');
    // As Vite writes them: relative to the map's folder (dist/assets).
    write(`${file}.map`, JSON.stringify({ version: 3, sources: sources.map((source) => `../../${source}`), mappings: '' }));
  }
  return dist;
}

afterEach(() => rmSync(web, { recursive: true, force: true }));

const HOME = 'src/app/routes/home/home.tsx';
const ADMIN = 'src/app/routes/admin-home/admin-home.tsx';
const SERVICES = 'src/app/routes/services/services.tsx';

function app(overrides: Partial<Manifest> = {}): Manifest {
  return {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: [HOME, SERVICES, ADMIN], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    [HOME]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html', '_react.js', '_ui.js'], css: ['assets/home.css'] },
    [SERVICES]: { file: 'assets/services.js', isDynamicEntry: true, imports: ['_ui.js'] },
    '_ui.js': { file: 'assets/ui.js', css: ['assets/ui.css'] },
    [ADMIN]: { file: 'assets/admin-home.js', isDynamicEntry: true, imports: ['_admin.js', '_ui.js'] },
    '_admin.js': { file: 'assets/admin.js' },
    ...overrides,
  } as Manifest;
}

const MODULES = {
  'assets/index.js': ['src/main.tsx', 'src/app/route-tree.tsx'],
  'assets/react.js': ['../node_modules/react/index.js'],
  'assets/home.js': [HOME],
  'assets/services.js': [SERVICES],
  'assets/ui.js': ['src/components/ui/button.tsx'],
  'assets/admin-home.js': [ADMIN],
  'assets/admin.js': ['src/features/admin/components/admin-page.tsx', 'src/features/catalogue-admin/api/requests.ts'],
};

describe('a page\'s files', () => {
  it('are the entry, the route and their static imports, never what they only load later', () => {
    const dist = build(app(), MODULES);
    const manifest = graph.readManifest(dist);
    const landing = graph.pageKeys(manifest, [HOME]);
    expect(graph.jsFiles(manifest, landing)).toEqual(['assets/home.js', 'assets/index.js', 'assets/react.js', 'assets/ui.js']);
    expect(graph.cssFiles(manifest, landing)).toEqual(['assets/home.css', 'assets/index.css', 'assets/ui.css']);
  });

  it('name a route that is not in the build instead of measuring nothing', () => {
    const manifest = graph.readManifest(build(app(), MODULES));
    expect(() => graph.pageKeys(manifest, ['src/app/routes/gone/gone.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('admin code', () => {
  it('is reported nowhere when only admin routes reach it', () => {
    const dist = build(app(), MODULES);
    const manifest = graph.readManifest(dist);
    expect(graph.customerRouteKeys(manifest).sort()).toEqual([HOME, SERVICES]);
    expect(graph.adminCodeForCustomers(dist, manifest, web)).toEqual([]);
  });

  it('is reported when a customer route imports a chunk holding admin modules', () => {
    const manifest = app({ [SERVICES]: { file: 'assets/services.js', isDynamicEntry: true, imports: ['_ui.js', '_admin.js'] } });
    const dist = build(manifest, MODULES);
    expect(graph.adminCodeForCustomers(dist, graph.readManifest(dist), web)).toEqual([
      { file: 'assets/admin.js', modules: ['src/features/admin/components/admin-page.tsx', 'src/features/catalogue-admin/api/requests.ts'] },
    ]);
  });

  it('is reported when a customer route can load it later (a dynamic import)', () => {
    const manifest = app({ [HOME]: { file: 'assets/home.js', isDynamicEntry: true, imports: ['index.html'], dynamicImports: ['_admin.js'] } });
    const dist = build(manifest, MODULES);
    expect(graph.adminCodeForCustomers(dist, graph.readManifest(dist), web).map((leak) => leak.file)).toEqual(['assets/admin.js']);
  });

  it('is reported when the bundler puts an admin module into a shared chunk', () => {
    const dist = build(app(), { ...MODULES, 'assets/ui.js': ['src/components/ui/button.tsx', 'src/app/routes/push-note-tool/push-note-tool.tsx'] });
    expect(graph.adminCodeForCustomers(dist, graph.readManifest(dist), web)).toEqual([{ file: 'assets/ui.js', modules: ['src/app/routes/push-note-tool/push-note-tool.tsx'] }]);
  });

  it('cannot be checked without source maps', () => {
    const dist = build(app(), MODULES);
    rmSync(join(dist, 'assets/ui.js.map'));
    expect(() => graph.adminCodeForCustomers(dist, graph.readManifest(dist), web)).toThrow(/source maps/);
  });
});

const SCREEN = 'src/app/routes/service-page/service-page.tsx';
const CLEANING_PAGE = 'src/app/routes/service-page/pages/home-cleaning.ts';
const PLUMBING_PAGE = 'src/app/routes/service-page/pages/plumbing.ts';
const CLEANING_FORM = 'src/features/service-forms/configs/home-cleaning.ts';
const PLUMBING_FORM = 'src/features/service-forms/configs/plumbing.ts';

/** Two service pages as the build splits them: the shared screen, each page's module and its form in chunks of their own. */
function servicePages(overrides: Partial<Manifest> = {}): Manifest {
  return app({
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: [HOME, SERVICES, ADMIN, SCREEN, CLEANING_PAGE, PLUMBING_PAGE], css: ['assets/index.css'] },
    [SCREEN]: { file: 'assets/service-page.js', isDynamicEntry: true, imports: ['index.html', '_ui.js', '_engine.js'] },
    '_engine.js': { file: 'assets/parse.js' },
    [CLEANING_PAGE]: { file: 'assets/home-cleaning-page.js', isDynamicEntry: true, imports: ['_home-cleaning.js', '_config-builders.js'] },
    [PLUMBING_PAGE]: { file: 'assets/plumbing-page.js', isDynamicEntry: true, imports: ['_plumbing.js', '_config-builders.js'] },
    '_home-cleaning.js': { file: 'assets/home-cleaning-form.js', imports: ['_config-builders.js'] },
    '_plumbing.js': { file: 'assets/plumbing-form.js', imports: ['_config-builders.js'] },
    '_config-builders.js': { file: 'assets/config-builders.js' },
    ...overrides,
  });
}

const SERVICE_MODULES = {
  ...MODULES,
  'assets/service-page.js': [SCREEN, 'src/features/service-forms/components/service-form.tsx'],
  'assets/parse.js': ['src/features/service-forms/parse.ts', 'src/features/service-forms/fields.ts'],
  'assets/home-cleaning-page.js': [CLEANING_PAGE],
  'assets/plumbing-page.js': [PLUMBING_PAGE],
  'assets/home-cleaning-form.js': [CLEANING_FORM],
  'assets/plumbing-form.js': [PLUMBING_FORM],
  'assets/config-builders.js': ['src/features/service-forms/config-builders.ts'],
};

describe('a service page', () => {
  it('is reported nowhere when each page downloads the shared screen, its own module and its own form', () => {
    const dist = build(servicePages(), SERVICE_MODULES);
    const manifest = graph.readManifest(dist);
    expect(graph.servicePageKeys(manifest)).toEqual([CLEANING_PAGE, PLUMBING_PAGE]);
    expect(graph.foreignServiceCode(dist, manifest, web)).toEqual([]);
  });

  it('is reported when its module imports another service’s form too', () => {
    const manifest = servicePages({ [CLEANING_PAGE]: { file: 'assets/home-cleaning-page.js', isDynamicEntry: true, imports: ['_home-cleaning.js', '_plumbing.js'] } });
    const dist = build(manifest, SERVICE_MODULES);
    expect(graph.foreignServiceCode(dist, graph.readManifest(dist), web)).toEqual([{ page: CLEANING_PAGE, modules: [CLEANING_FORM, PLUMBING_FORM] }]);
  });

  it('is reported, every one of them, when the shared screen holds a form (all of them, as the registry would bring)', () => {
    const dist = build(servicePages(), { ...SERVICE_MODULES, 'assets/parse.js': ['src/features/service-forms/parse.ts', 'src/features/service-forms/configs.ts', CLEANING_FORM, PLUMBING_FORM] });
    expect(graph.foreignServiceCode(dist, graph.readManifest(dist), web)).toEqual([
      { page: CLEANING_PAGE, modules: [CLEANING_FORM, PLUMBING_FORM] },
      { page: PLUMBING_PAGE, modules: [CLEANING_FORM, PLUMBING_FORM] },
    ]);
  });

  it('is reported when the bundler puts two pages’ modules into one chunk', () => {
    const dist = build(servicePages(), { ...SERVICE_MODULES, 'assets/home-cleaning-page.js': [CLEANING_PAGE, PLUMBING_PAGE] });
    expect(graph.foreignServiceCode(dist, graph.readManifest(dist), web)).toEqual([{ page: CLEANING_PAGE, modules: [PLUMBING_PAGE] }]);
  });

  it('cannot be checked in a build without service page modules', () => {
    const manifest = graph.readManifest(build(app(), MODULES));
    expect(() => graph.servicePageKeys(manifest)).toThrow(/no service page modules/);
  });
});
