// Proves a pre-rendered page is index.html with the page in it: the markup in #root, the screen's
// title, the data element, the route chunk's CSS linked and its JavaScript listed for the start-up
// script to load after the first paint (never what index.html already loads); and that every public page is on the list, the 18 service pages from the catalogue.
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { SERVICE_PAGES } from '@ile/domain';
import { buildCatalogue } from '../../testing/fixtures/index.ts';
import { pageHtml, routeAssets } from './page-html.ts';
import { PUBLIC_PAGE_PATHS, pageFileOf } from './public-pages.ts';

const TEMPLATE = `<!doctype html><html><head><title>Ilé</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/ui-1.js"><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true, css: ['assets/index-1.css'], imports: ['_ui.js'] },
  '_ui.js': { file: 'assets/ui-1.js', css: ['assets/ui-1.css'] },
  'src/app/routes/service-page/service-page.tsx': {
    file: 'assets/service-page-1.js',
    src: 'src/app/routes/service-page/service-page.tsx',
    isDynamicEntry: true,
    css: ['assets/service-page-1.css'],
    imports: ['index.html', '_ui.js', '_forms.js'],
  },
  '_forms.js': { file: 'assets/forms-1.js', css: ['assets/forms-1.css'] },
};

describe('pageHtml', () => {
  it('when a service page is rendered, then index.html carries its markup, title, data and its own chunks, and nothing twice', () => {
    const html = pageHtml(TEMPLATE, MANIFEST, {
      markup: '<main><h1>Home cleaning</h1><form>…</form></main>',
      title: 'Home cleaning · Book online · Ilé & co',
      data: { catalogue: buildCatalogue(), renderedAt: '2026-11-26T07:00:00.000Z' },
      modules: ['src/app/routes/service-page/service-page.tsx'],
      criticalCss: 'h1{color:green}',
      icons: '<svg id="icon-sprite"><symbol id="icon-menu"></symbol></svg>',
    });
    // The icons' symbols come after the root (never inside it, which React hydrates), before the data.
    expect(html).toContain(
      '<div id="root"><main><h1>Home cleaning</h1><form>…</form></main></div><svg id="icon-sprite"><symbol id="icon-menu"></symbol></svg><script type="application/json" id="ile-data">{"catalogue":[',
    );
    expect(html).toContain('<title>Home cleaning · Book online · Ilé &amp; co</title>');
    expect(html).not.toContain('<title>Ilé</title>');
    // The page paints from its HTML alone: the rules it uses are inline, and nothing else starts
    // before the first paint; the start-up script loads what the list names: every stylesheet
    // (index.html's first), the entry and the route's own chunks.
    expect(html).toContain('<style>h1{color:green}</style>');
    expect(html).not.toMatch(/<script type="module"|modulepreload|<link rel="stylesheet" crossorigin/);
    expect(html).toContain(
      '<script type="application/json" id="ile-scripts">{"styles":["/assets/index-1.css","/assets/service-page-1.css","/assets/forms-1.css"],"entry":"/assets/index-1.js","preload":["/assets/ui-1.js","/assets/service-page-1.js","/assets/forms-1.js"]}</script></head>',
    );
    // Without JavaScript the stylesheets come the classic way.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/index-1.css"><link rel="stylesheet" href="/assets/service-page-1.css"><link rel="stylesheet" href="/assets/forms-1.css"></noscript>');
    // Each file once: the entry's own chunk (index.html's modulepreload) is listed, not linked, and
    // not repeated as one of the route's.
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html.match(/ui-1\.js/g)).toHaveLength(1);
  });

  it('when the markup holds a $ pattern, then it is inserted as it is', () => {
    const html = pageHtml(TEMPLATE, MANIFEST, { markup: "<p>₦5,000 $& $' $1</p>", title: null, data: { catalogue: [], renderedAt: '2026-11-26T07:00:00.000Z' }, modules: [], criticalCss: '', icons: '' });
    expect(html).toContain("<div id=\"root\"><p>₦5,000 $& $' $1</p></div>");
  });

  it('when the template has no entry script, then rendering fails instead of writing a page that never starts', () => {
    const template = TEMPLATE.replace(/<script type="module"[^>]*><\/script>/, '');
    expect(() => pageHtml(template, MANIFEST, { markup: '<p>x</p>', title: null, data: { catalogue: [], renderedAt: '2026-11-26T07:00:00.000Z' }, modules: [], criticalCss: '', icons: '' })).toThrow(/no <script type="module" src>/);
  });

  it('when a route names a module the build does not have, then rendering fails instead of linking nothing', () => {
    expect(() => routeAssets(MANIFEST, ['src/app/routes/gone/gone.tsx'])).toThrow(/no "src\/app\/routes\/gone\/gone.tsx"/);
  });
});

describe('the pre-rendered pages', () => {
  it('when the list is read, then it has the landing page, /services, every service page of the catalogue and the content pages, each with its own file', () => {
    expect(PUBLIC_PAGE_PATHS).toHaveLength(2 + SERVICE_PAGES.length + 8);
    for (const { slug } of SERVICE_PAGES) expect(PUBLIC_PAGE_PATHS).toContain(`/services/${slug}`);
    for (const path of ['/', '/services', '/cleaning/entails', '/about', '/help', '/happiness', '/terms', '/contact', '/pro', '/pro/apply']) expect(PUBLIC_PAGE_PATHS).toContain(path);
    expect(new Set(PUBLIC_PAGE_PATHS.map(pageFileOf)).size).toBe(PUBLIC_PAGE_PATHS.length);
    expect(pageFileOf('/')).toBe('index.html');
    expect(pageFileOf('/services/home-cleaning')).toBe('services/home-cleaning.html');
    expect(pageFileOf('/cleaning/entails')).toBe('cleaning/entails.html');
  });
});
