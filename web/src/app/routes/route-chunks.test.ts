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
